import { z } from 'zod'
import { PATH_LOCK_TYPES, type PathLockType } from '@domain/paths/pathLocks'
import type { SiteLocale } from '../i18n/locales'
import { lessonPath } from './catalog'
import { documentPath } from './infoPages'
import { cmsGetDocs, fetchCourses } from './cms'
import type { PlanType } from './curriculum'
import { perLocale } from './perLocale'
import { richText, toHtml } from './richText'

/**
 * Learning paths as the path pages are built from them (docs/paths.md "Shape"): the path with its checkpoints,
 * each step's lesson or document (fetched with depth=1), the final note and the success stories. A learner's
 * progress is not here: the path page's script asks for it (GET /api/learning_paths/{slug}/progress).
 */
const id = z.union([z.number(), z.string()])
const lessonRef = z.object({ id, title: z.string(), languageName: z.string(), category: z.string(), order: z.number(), planType: z.enum(['basic', 'plus', 'professional']).nullish() })
const documentRef = z.object({ id, slug: z.string(), title: z.string() })
const storyRef = z.object({ id, slug: z.string(), title: z.string(), personName: z.string(), country: z.string() })
/** A relation the reader may not see (a draft, a deleted document) comes back as its id or null: such steps are left out. */
const populated = <T extends z.ZodType>(schema: T) => z.union([schema, id, z.null()]).optional()

const pathDoc = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  order: z.number().nullish(),
  checkpoints: z
    .array(
      z.object({
        title: z.string().nullish(),
        steps: z
          .array(z.object({ contentType: z.enum(['lesson', 'document']), lesson: populated(lessonRef), document: populated(documentRef), lockType: z.enum(PATH_LOCK_TYPES).nullish() }))
          .nullish(),
      }),
    )
    .nullish(),
  finalNote: richText,
  successStories: z.array(populated(storyRef)).nullish(),
})

export interface PathStep {
  contentType: 'lesson' | 'document'
  title: string
  /** The lesson page, or the document opened from the path (/docs/{slug}?path={path}); without the locale prefix. */
  url: string
  lockType: PathLockType | null
  planType: PlanType
}

export interface LearningPathPage {
  slug: string
  title: string
  description: string
  checkpoints: { title: string; steps: PathStep[] }[]
  finalNoteHtml: string
  stories: { slug: string; title: string; personName: string; country: string }[]
  /** The language names of the lessons it leads through (the courses page lists a path under its track). */
  lessonLanguages: string[]
}

type PathDoc = z.infer<typeof pathDoc>
type StepDoc = NonNullable<NonNullable<NonNullable<PathDoc['checkpoints']>[number]['steps']>[number]>

const isObject = <T>(value: T | string | number | null | undefined): value is T => typeof value === 'object' && value !== null

function stepOf(step: StepDoc, pathSlug: string): PathStep[] {
  const lockType = step.lockType ?? null
  if (step.contentType === 'document') {
    const doc = step.document
    return isObject(doc) ? [{ contentType: 'document', title: doc.title, url: `${documentPath(doc.slug)}?path=${encodeURIComponent(pathSlug)}`, lockType, planType: 'basic' }] : []
  }
  const lesson = step.lesson
  return isObject(lesson) ? [{ contentType: 'lesson', title: lesson.title, url: lessonPath(lesson), lockType, planType: lesson.planType ?? 'basic' }] : []
}

/** Every learning path in `locale`, in order; fetched once per locale per build. */
export const fetchPaths = perLocale(
  async (locale: SiteLocale): Promise<LearningPathPage[]> =>
    (await cmsGetDocs(`/api/learning_paths?locale=${locale}&depth=1&limit=1000&sort=order`, pathDoc)).map((path) => ({
      slug: path.slug,
      title: path.title,
      description: path.description ?? '',
      checkpoints: (path.checkpoints ?? []).map((checkpoint) => ({ title: checkpoint.title ?? '', steps: (checkpoint.steps ?? []).flatMap((step) => stepOf(step, path.slug)) })),
      finalNoteHtml: toHtml(path.finalNote, locale),
      stories: (path.successStories ?? []).filter(isObject).map(({ slug, title, personName, country }) => ({ slug, title, personName, country })),
      lessonLanguages: [
        ...new Set((path.checkpoints ?? []).flatMap((c) => (c.steps ?? []).flatMap((step) => (isObject(step.lesson) ? [step.lesson.languageName] : [])))),
      ],
    })),
)

/** The path page's checkpoints that count (docs/paths.md "Locks": a checkpoint of suspended steps only does not). */
export const countedCheckpoints = (path: LearningPathPage) => path.checkpoints.filter((c) => c.steps.some((s) => s.lockType !== 'suspended')).length

const languageDoc = z.object({ id, name: z.string(), title: z.string(), order: z.number().nullish() })
const descriptionDoc = z.object({ id, language: z.string(), description: z.string().nullish() })

export interface LanguageCertificatePage {
  /** The language's name, the {name} of /course_certificate/{name}. */
  name: string
  title: string
  /** What the certificate says it certifies (the language_certificate_descriptions collection). */
  description: string
  /** The course of the language, when there is one (/courses/{name}). */
  courseUrl: string | null
}

/**
 * The language certificates the site has pages for: every language that has a course (a certificate asks for
 * its lessons) or a certificate description, in the languages' order, each with its description.
 */
export const fetchLanguageCertificates = perLocale(async (locale: SiteLocale): Promise<LanguageCertificatePage[]> => {
  const [languages, descriptions, courses] = await Promise.all([
    cmsGetDocs(`/api/languages?locale=${locale}&depth=0&limit=1000&sort=order`, languageDoc),
    cmsGetDocs(`/api/language_certificate_descriptions?locale=${locale}&depth=0&limit=1000`, descriptionDoc),
    fetchCourses(locale),
  ])
  const described = new Map(descriptions.map((d) => [d.language, d.description ?? '']))
  const withCourse = new Set(courses.map((c) => c.languageName))
  return languages
    .filter((l) => withCourse.has(l.name) || described.has(l.name))
    .map((l) => ({ name: l.name, title: l.title, description: described.get(l.name) ?? '', courseUrl: withCourse.has(l.name) ? `/courses/${l.name}` : null }))
})
