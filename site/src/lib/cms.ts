import { z } from 'zod'
import type { SiteLocale } from '../i18n/locales'
import { SITE_PREVIEW_HEADER } from '@domain/api/sitePreviewHeader'

/** The CMS the site is built from; the start script points it at the running platform. */
const cmsUrl = () => process.env.CMS_URL ?? 'http://localhost:3000'

/**
 * Preview builds (SITE_PREVIEW=1, staff's draft preview) ask for the newest drafts and prove themselves with
 * the preview secret (cms/access/sitePreview.ts); live builds see published content only.
 */
const previewBuild = () => process.env.SITE_PREVIEW === '1' && Boolean(process.env.SITE_PREVIEW_SECRET)

async function cmsJson(path: string): Promise<{ url: string; body: unknown }> {
  const url = new URL(path, cmsUrl())
  const headers: Record<string, string> = {}
  if (previewBuild()) {
    url.searchParams.set('draft', 'true')
    headers[SITE_PREVIEW_HEADER] = process.env.SITE_PREVIEW_SECRET!
  }
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`CMS answered ${response.status} for ${url.pathname}${url.search}`)
  return { url: `${url.pathname}${url.search}`, body: await response.json() }
}

/** A validated GET from the CMS's REST API; fails the build (with the URL) when the CMS answers badly. */
export async function cmsGet<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  return schema.parse((await cmsJson(path)).body)
}

/** Pages fetch the same lists again: each left-out document is reported once per build. */
const warned = new Set<string>()

/**
 * A list of documents, each validated on its own: one document the site cannot show (a draft still missing
 * its title, say) is left out with a warning instead of failing the whole build.
 */
export async function cmsGetDocs<T extends z.ZodType>(path: string, doc: T): Promise<z.output<T>[]> {
  const { url, body } = await cmsJson(path)
  const docs = z.object({ docs: z.array(z.unknown()) }).parse(body).docs
  return docs.flatMap((raw) => {
    const parsed = doc.safeParse(raw)
    if (parsed.success) return [parsed.data]
    const warning = `Left out document ${String((raw as { id?: unknown })?.id)} of ${url}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`
    if (!warned.has(warning)) console.warn(warning)
    warned.add(warning)
    return []
  })
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
      /** The courses page's track (docs/content.md "Tracks"). */
      track: z.string().nullish(),
      /** Markdown: the course's part of its projects' introduction note (site/src/lib/projects.ts). */
      introductionNote: z.string().nullish(),
    }),
  ),
})
export type CourseSummary = z.infer<typeof courseList>['docs'][number]

/** Courses in list order, localised (id falls back to en in the CMS). */
export async function fetchCourses(locale: SiteLocale): Promise<CourseSummary[]> {
  return (await cmsGet(`/api/courses?locale=${locale}&sort=order&limit=100&depth=0`, courseList)).docs
}
