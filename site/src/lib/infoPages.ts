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
