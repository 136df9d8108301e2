/**
 * Pages of the public site whose text is a CMS document (staff edit them under Documents): the page's path
 * and the document's slug. /docs/{slug} serves every other document.
 */
export const INFO_PAGES = {
  '/about': 'about',
  '/about/vision': 'about-vision',
  '/about/company': 'about-company',
  '/business': 'business',
  '/plans/for_school': 'plans-for-school',
  '/plans/notice': 'plans-notice',
  '/mobile': 'mobile',
  '/policy': 'policy',
  '/privacy_policy': 'privacy_policy',
} as const

export const documentsWithOwnPath = new Set<string>(Object.values(INFO_PAGES))

/** The page of a document: its own path (above) or /docs/{slug}. */
export const documentPath = (slug: string) => Object.entries(INFO_PAGES).find(([, s]) => s === slug)?.[0] ?? `/docs/${slug}`

/** A /docs/{slug} link (as a path's document step has it) moved to the document's own path when it has one, the query kept. */
export const documentLink = (url: string) => url.replace(/^\/docs\/([^/?#]+)/, (_, slug: string) => documentPath(decodeURIComponent(slug)))
