/**
 * Links a stylesheet once and resolves when it has loaded (or failed: what needs it then works, only plainer).
 * Styles of lazily loaded modules are linked this way because the site's build drops CSS that lazily imported
 * modules pull in (astro.config.mjs, cssCodeSplit).
 */
export function linkStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[href="${href}"]`)
  if (existing?.sheet) return Promise.resolve()
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
  if (!existing) document.head.append(link)
  return loaded
}
