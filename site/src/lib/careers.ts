import { z } from 'zod'
import type { SiteLocale } from '../i18n/locales'
import { cmsGetDocs } from './cms'
import { perLocale } from './perLocale'
import { richText, toHtml } from './richText'

const opening = z.object({
  id: z.union([z.number(), z.string()]),
  slug: z.string(),
  title: z.string(),
  team: z.string().nullish(),
  location: z.string().nullish(),
  employmentType: z.enum(['full_time', 'part_time', 'contract', 'internship']),
  body: richText,
})

export interface JobOpening {
  id: number | string
  slug: string
  title: string
  team: string | null
  location: string | null
  employmentType: z.infer<typeof opening>['employmentType']
  html: string
}

/** Open positions in list order (careers pages of the company site); staff edit them under Job openings. */
export const fetchOpenings = perLocale(async (locale: SiteLocale): Promise<JobOpening[]> =>
  (await cmsGetDocs(`/api/job_openings?locale=${locale}&depth=0&limit=1000&sort=order`, opening)).map((o) => ({
    id: o.id, slug: o.slug, title: o.title, team: o.team ?? null, location: o.location ?? null, employmentType: o.employmentType, html: toHtml(o.body, locale),
  })),
)
