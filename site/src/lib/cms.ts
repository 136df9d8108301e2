import { z } from 'zod'
import type { SiteLocale } from '../i18n/locales'

/** The CMS the site is built from; the start script points it at the running platform. */
const cmsUrl = () => process.env.CMS_URL ?? 'http://localhost:3000'

/** A validated GET from the CMS's REST API; fails the build (with the URL) when the CMS answers badly. */
export async function cmsGet<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  const url = `${cmsUrl()}${path}`
  const response = await fetch(url)
  if (!response.ok) throw new Error(`CMS answered ${response.status} for ${url}`)
  return schema.parse(await response.json())
}

const courseList = z.object({
  docs: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      slug: z.string(),
      languageName: z.string(),
      title: z.string(),
      description: z.string().nullish(),
      order: z.number(),
    }),
  ),
})
export type CourseSummary = z.infer<typeof courseList>['docs'][number]

/** Courses in list order, localised (id falls back to en in the CMS). */
export async function fetchCourses(locale: SiteLocale): Promise<CourseSummary[]> {
  return (await cmsGet(`/api/courses?locale=${locale}&sort=order&limit=100&depth=0`, courseList)).docs
}
