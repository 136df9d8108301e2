import { z } from 'zod'
import type { SiteLocale } from '../i18n/locales'
import { cmsGet, cmsGetDocs } from './cms'

const landing = z.object({
  heroTitle: z.string().nullish(),
  heroLead: z.string().nullish(),
  featuredCourseFreeTrial: z.boolean().nullish(),
  sections: z.array(z.object({ kind: z.string(), title: z.string(), body: z.string().nullish() })).nullish(),
})
export type Landing = z.infer<typeof landing>

/** The landing page's staff-edited texts (Payload global "landing"); id falls back to en in the CMS. */
export const fetchLanding = (locale: SiteLocale) => cmsGet(`/api/globals/landing?locale=${locale}&depth=0`, landing)

const story = z.object({ id: z.union([z.number(), z.string()]), personName: z.string(), country: z.string().nullish(), publishedAt: z.string().nullish() })
/** The newest success stories, for the landing page's stories section. */
export async function fetchLatestStories(locale: SiteLocale, limit = 3) {
  return cmsGetDocs(`/api/success_stories?locale=${locale}&depth=0&limit=${limit}&sort=-publishedAt`, story)
}
