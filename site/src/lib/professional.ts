import { z } from 'zod'
import type { SiteLocale } from '../i18n/locales'
import { cmsGet } from './cms'

const professional = z.object({
  heroTitle: z.string().nullish(),
  heroLead: z.string().nullish(),
  description: z.string().nullish(),
  courses: z
    .array(
      z.object({
        title: z.string().nullish(),
        summary: z.string().nullish(),
        status: z.enum(['available', 'coming_soon']),
        // The curriculum course a per-course purchase opens (an id at depth 0).
        course: z.union([z.number(), z.object({ id: z.number() })]).nullish().transform((v) => (v && typeof v === 'object' ? v.id : (v ?? null))),
      }),
    )
    .nullish(),
  reviews: z.array(z.object({ name: z.string(), role: z.string().nullish(), rating: z.number(), body: z.string().nullish() })).nullish(),
})
export type ProfessionalContent = z.infer<typeof professional>

/** The Professional page's staff-edited content (Payload global "professional"); id falls back to en, en to ja. */
export const fetchProfessional = (locale: SiteLocale) => cmsGet(`/api/globals/professional?locale=${locale}&depth=0`, professional)
