import type { Payload } from 'payload'
import { CONTENT_LOCALES, type Locale } from '@domain/i18n/locales'
import type { CodeFile } from './files'
import type { Curriculum, LessonEntry, PageEntry } from './model'
import { qualifiedSlug } from './model'
import type { LocalizedText } from './schema'
import { upsert, type DocPlan, type UpsertAction } from './upsert'

export type ImportStats = Record<UpsertAction, number>
export type ProgressListener = (done: number, total: number, label: string) => void

/** How many documents importing `curriculum` touches (for a progress bar). */
export const countDocuments = (c: Curriculum) =>
  c.languages.length +
  c.courses.reduce(
    (sum, { lessons, projects }) =>
      sum +
      1 +
      lessons.reduce((s, l) => s + 1 + l.lesson.chapters.length + l.pages.length + (l.slides ? 1 : 0), 0) +
      projects.reduce((s, p) => s + 1 + p.topics.length, 0),
    0,
  )

/**
 * Upserts the curriculum into the CMS by slug, parents first. Documents that already hold the same
 * values are left untouched; nothing is deleted (removing content is a staff decision in the CMS).
 */
export async function importCurriculum(payload: Payload, curriculum: Curriculum, onProgress?: ProgressListener): Promise<ImportStats> {
  const stats: ImportStats = { created: 0, updated: 0, unchanged: 0 }
  const total = countDocuments(curriculum)
  let done = 0
  const apply = async (plan: DocPlan, label: string) => {
    const result = await upsert(payload, plan)
    stats[result.action]++
    onProgress?.(++done, total, label)
    return result.id
  }

  for (const language of curriculum.languages) {
    await apply(
      {
        collection: 'languages',
        where: { name: { equals: language.name } },
        shared: { name: language.name, order: language.order },
        localized: localize({ title: language.title, longTitle: language.longTitle }),
      },
      `language ${language.name}`,
    )
  }
  for (const { course, lessons, projects } of curriculum.courses) {
    const courseId = await apply(
      {
        collection: 'courses',
        where: { slug: { equals: course.slug } },
        shared: { slug: course.slug, languageName: course.languageName, order: course.order, track: course.track ?? null },
        localized: localize({ title: course.title, description: course.description, introductionNote: course.introductionNote }),
      },
      `course ${course.slug}`,
    )
    // Projects and topics first: a unit lesson's pages point at their topic.
    const topicOfLesson = new Map<string, number | string>()
    for (const project of projects) {
      const projectId = await apply(
        {
          collection: 'projects',
          where: { slug: { equals: project.slug } },
          shared: { slug: project.slug, course: courseId, order: project.order },
          localized: localize({ title: project.title, description: project.description }),
        },
        `project ${project.slug}`,
      )
      for (const [index, topic] of project.topics.entries()) {
        const slug = qualifiedSlug(project.slug, topic.slug)
        const topicId = await apply(
          {
            collection: 'topics',
            where: { slug: { equals: slug } },
            shared: { slug, project: projectId, isDojo: topic.isDojo, orderInProject: index + 1 },
            localized: localize({ title: topic.title }),
          },
          `topic ${slug}`,
        )
        topicOfLesson.set(topic.lesson, topicId)
      }
    }
    for (const entry of lessons) await importLesson(entry, courseId, apply, topicOfLesson.get(entry.lesson.slug) ?? null)
  }
  return stats
}

type Apply = (plan: DocPlan, label: string) => Promise<number | string>

async function importLesson({ lesson, slides, pages }: LessonEntry, courseId: number | string, apply: Apply, topicId: number | string | null) {
  const lessonId = await apply(
    {
      collection: 'lessons',
      where: { slug: { equals: lesson.slug } },
      shared: { slug: lesson.slug, course: courseId, category: lesson.category, order: lesson.order, planType: lesson.planType },
      localized: localize({ title: lesson.title, description: lesson.description }),
    },
    `lesson ${lesson.slug}`,
  )
  const chapterIds = new Map<string, number | string>()
  for (const [index, chapter] of lesson.chapters.entries()) {
    const slug = qualifiedSlug(lesson.slug, chapter.slug)
    chapterIds.set(
      chapter.slug,
      await apply(
        {
          collection: 'chapters',
          where: { slug: { equals: slug } },
          shared: { slug, lesson: lessonId, order: index + 1 },
          localized: localize({ title: chapter.title }),
        },
        `chapter ${slug}`,
      ),
    )
  }
  for (const entry of pages) await apply(pagePlan(lesson.slug, entry, chapterIds.get(entry.page.chapter)!, topicId), `page ${lesson.slug} #${entry.page.order}`)
  if (slides) {
    await apply(
      {
        collection: 'slides',
        where: { slug: { equals: slides.slug } },
        shared: { slug: slides.slug, lesson: lessonId, version: slides.version, planType: slides.planType },
        localized: perLocale({ title: slides.title }, { items: slides.items }),
      },
      `slides ${slides.slug}`,
    )
  }
}

function pagePlan(lessonSlug: string, { page, instructions, defaultFiles, answerFiles, hiddenFiles }: PageEntry, chapterId: number | string, topicId: number | string | null): DocPlan {
  const slug = qualifiedSlug(lessonSlug, page.slug)
  const hints = Object.fromEntries(Object.entries(page.hints).map(([l, list]) => [l, list?.map((body) => ({ body }))]))
  return {
    collection: 'pages',
    where: { slug: { equals: slug } },
    shared: {
      slug,
      chapter: chapterId,
      topic: topicId,
      order: page.order,
      planType: page.planType,
      filetreeType: page.filetreeType,
      judgeLanguage: page.judgeLanguage,
      orderOfEarlierPageRequiringCompletion: page.orderOfEarlierPageRequiringCompletion,
      defaultFiles: files(defaultFiles),
      answerFiles: files(answerFiles),
      hiddenFiles: files(hiddenFiles),
      judges: page.judges.map(({ type, spec }) => ({ type, spec })),
      terminal: { permitted: page.terminal?.permitted.map(({ command, once }) => ({ command, once })) ?? [], setup: page.terminal?.setup ?? null },
    },
    localized: perLocale({ title: page.title }, { instructions, hints }),
  }
}

const files = (list: CodeFile[]) => list.map(({ path, content }) => ({ path, content }))

/** {title: {ja, en}} → {ja: {title}, en: {title}}, for fields given as localised texts. */
function localize(fields: Record<string, LocalizedText | undefined>): DocPlan['localized'] {
  return perLocale(fields, {})
}

/** Merges localised texts and per-locale values (`{field: {ja: v, en: v}}`) into per-locale field maps. */
function perLocale(
  texts: Record<string, LocalizedText | undefined>,
  values: Record<string, Partial<Record<Locale, unknown>>>,
): DocPlan['localized'] {
  const out: DocPlan['localized'] = {}
  for (const [field, byLocale] of [...Object.entries(texts), ...Object.entries(values)]) {
    for (const [locale, value] of Object.entries(byLocale ?? {}) as [Locale, unknown][]) {
      if (value === undefined) continue
      ;(out[locale] ??= {})[field] = value
    }
  }
  for (const locale of CONTENT_LOCALES) out[locale] ??= {}
  return out
}
