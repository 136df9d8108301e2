/**
 * The team pages whose address holds the company's id (docs/teams.md, docs/routes.md "Server routes"): the
 * site is static, so one shell per kind of page serves every team; its island reads the id from the address.
 * Pure (no imports), so the rule is tested without a server.
 */
export const COMPANY_PAGE = /^(\/(?:en|id))?\/companies\/\d+(?:\/(invitation|edit|courses))?\/?$/

/**
 * The static shell that answers a team page's path, in the same locale prefix: /companies/123 → /companies/team,
 * /en/companies/123/invitation → /en/companies/invitation; null for any other path (/companies/subscription/new
 * is a page of its own).
 */
export function companyShellPath(path: string): string | null {
  const match = COMPANY_PAGE.exec(path)
  if (!match) return null
  const [, prefix = '', page = 'team'] = match
  return `${prefix}/companies/${page}`
}
