import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import YAML from 'yaml'
import { z } from 'zod'
import { contentDir } from './paths'
import { lexicalFromBlocks } from '@cms/richText/lexicalFromBlocks'
import { LANDING_SECTIONS } from '@cms/globals/Landing'
import { PROFESSIONAL_COURSE_STATUSES } from '@cms/globals/Professional'
import { CONTENT_LOCALES, LOCALES } from '@domain/i18n/locales'
import { localizedOf, localizedTextSchema } from '@domain/i18n/schemas'
import { PATH_LOCK_TYPES } from '@domain/paths/pathLocks'
import { LANGUAGE_NAMES } from '@domain/languageNames'

const text = localizedTextSchema
const blocks = localizedOf(z.array(z.string()))
const documentsFile = z.array(z.object({ slug: z.string(), title: text, body: blocks }).strict())
const faqsFile = z.array(
  z.object({ slug: z.string(), name: text, faqs: z.array(z.object({ question: text, answer: text }).strict()) }).strict(),
)

const sectionList = z.array(z.object({ kind: z.enum(LANDING_SECTIONS), title: z.string(), body: z.string() }).strict())
const landingFile = z
  .object({ heroTitle: text, heroLead: text, sections: localizedOf(sectionList).strict() })
  .strict()

const professionalFile = z
  .object({
    heroTitle: text,
    heroLead: text,
    description: text,
    courses: z.array(z.object({ title: text, summary: text.optional(), status: z.enum(PROFESSIONAL_COURSE_STATUSES) }).strict()),
  })
  .strict()

const pathsFile = z.array(
  z
    .object({
      slug: z.string(),
      title: text,
      description: text,
      finalNote: blocks,
      checkpoints: z.array(
        z
          .object({
            title: text,
            steps: z.array(z.object({ lesson: z.string().optional(), document: z.string().optional(), lockType: z.enum(PATH_LOCK_TYPES).optional() }).strict()),
          })
          .strict(),
      ),
    })
    .strict(),
)
const certificateDescriptionsFile = z.array(z.object({ language: z.enum(LANGUAGE_NAMES), description: text }).strict())

const read = <T extends z.ZodType>(name: string, schema: T): z.output<T> =>
  schema.parse(YAML.parse(fs.readFileSync(path.join(contentDir, 'site', name), 'utf8')))

const locales = (value: Record<string, unknown>) => LOCALES.filter((l) => value[l] !== undefined)

/** Starter site content goes live at once (these collections keep drafts; a new document starts as one). */
const PUBLISHED = { _status: 'published' } as const

/**
 * On the first start (no document in the CMS yet) creates the legal documents and FAQs of content/site/;
 * later starts leave them to staff. Returns how many documents it created.
 */
export async function importSiteContentOnFirstStart(payload: Payload): Promise<number> {
  let created = (await seedLanding(payload)) + (await seedProfessional(payload))
  if ((await payload.count({ collection: 'documents' })).totalDocs > 0) return created + (await seedPaths(payload)) + (await seedCertificateDescriptions(payload))
  for (const doc of read('documents.yml', documentsFile)) {
    const { id } = await payload.create({ collection: 'documents', locale: 'ja', data: { ...PUBLISHED, slug: doc.slug, title: doc.title.ja, body: lexicalFromBlocks(doc.body.ja) as never } })
    for (const locale of locales(doc.title).filter((l) => l !== 'ja')) {
      await payload.update({ collection: 'documents', id, locale, data: { ...PUBLISHED, title: doc.title[locale], body: lexicalFromBlocks(doc.body[locale] ?? doc.body.en) as never } })
    }
    created++
  }
  for (const [order, category] of read('faqs.yml', faqsFile).entries()) {
    const { id: categoryId } = await payload.create({ collection: 'faq_categories', locale: 'ja', data: { slug: category.slug, name: category.name.ja, order } })
    await payload.update({ collection: 'faq_categories', id: categoryId, locale: 'en', data: { name: category.name.en } })
    for (const [index, faq] of category.faqs.entries()) {
      const { id } = await payload.create({
        collection: 'faqs',
        locale: 'ja',
        data: { ...PUBLISHED, category: categoryId, order: index, question: faq.question.ja, answer: lexicalFromBlocks([faq.answer.ja]) as never },
      })
      await payload.update({ collection: 'faqs', id, locale: 'en', data: { ...PUBLISHED, question: faq.question.en, answer: lexicalFromBlocks([faq.answer.en]) as never } })
      created++
    }
    created++
  }
  return created + (await seedPaths(payload)) + (await seedCertificateDescriptions(payload))
}

/**
 * The starter learning paths, when the CMS has none (docs/paths.md). Lessons and documents are found by slug;
 * a step whose lesson or document is missing is left out rather than failing the start.
 */
type StepData = { contentType: 'lesson' | 'document'; lesson?: number; document?: number; lockType: (typeof PATH_LOCK_TYPES)[number] | null }

async function seedPaths(payload: Payload): Promise<number> {
  if ((await payload.count({ collection: 'learning_paths' })).totalDocs > 0) return 0
  const idsOf = async (collection: 'lessons' | 'documents') =>
    new Map((await payload.find({ collection, pagination: false, depth: 0, select: { slug: true } })).docs.map((d) => [d.slug, d.id]))
  const [lessons, documents] = await Promise.all([idsOf('lessons'), idsOf('documents')])
  const files = read('paths.yml', pathsFile)
  for (const [order, file] of files.entries()) {
    const checkpoints = (locale: 'ja' | 'en') =>
      file.checkpoints.map((checkpoint) => ({
        title: checkpoint.title[locale],
        steps: checkpoint.steps.flatMap((step): StepData[] => {
          const lockType = step.lockType ?? null
          if (step.document) return documents.has(step.document) ? [{ contentType: 'document', document: documents.get(step.document)!, lockType }] : []
          return step.lesson && lessons.has(step.lesson) ? [{ contentType: 'lesson', lesson: lessons.get(step.lesson)!, lockType }] : []
        }),
      }))
    const { id } = await payload.create({
      collection: 'learning_paths',
      locale: 'ja',
      data: { slug: file.slug, order, title: file.title.ja, description: file.description.ja, finalNote: lexicalFromBlocks(file.finalNote.ja) as never, checkpoints: checkpoints('ja') },
    })
    // Array rows keep their ids across locales: the English update only sets the localized titles.
    const saved = await payload.findByID({ collection: 'learning_paths', id, depth: 0, locale: 'ja' })
    const english = checkpoints('en').map((checkpoint, i) => ({ ...saved.checkpoints![i], title: checkpoint.title }))
    await payload.update({
      collection: 'learning_paths',
      id,
      locale: 'en',
      data: { title: file.title.en, description: file.description.en, finalNote: lexicalFromBlocks(file.finalNote.en) as never, checkpoints: english },
    })
  }
  return files.length
}

/** What each language certificate certifies, when none is written yet (docs/certificates.md). */
async function seedCertificateDescriptions(payload: Payload): Promise<number> {
  if ((await payload.count({ collection: 'language_certificate_descriptions' })).totalDocs > 0) return 0
  const files = read('language_certificates.yml', certificateDescriptionsFile)
  for (const file of files) {
    const { id } = await payload.create({ collection: 'language_certificate_descriptions', locale: 'ja', data: { language: file.language, description: file.description.ja } })
    await payload.update({ collection: 'language_certificate_descriptions', id, locale: 'en', data: { description: file.description.en } })
  }
  return files.length
}

/** The landing global, when it has never been written. */
async function seedLanding(payload: Payload): Promise<number> {
  const current = await payload.findGlobal({ slug: 'landing', locale: 'ja', depth: 0 })
  if (current.heroTitle) return 0
  const landing = read('landing.yml', landingFile)
  for (const locale of locales(landing.sections)) {
    const data = { heroTitle: landing.heroTitle[locale], heroLead: landing.heroLead[locale], sections: landing.sections[locale] }
    await payload.updateGlobal({ slug: 'landing', locale, data: { ...PUBLISHED, ...data } })
  }
  return 1
}

/** The Professional page's global, when it has never been written. */
async function seedProfessional(payload: Payload): Promise<number> {
  const current = await payload.findGlobal({ slug: 'professional', locale: 'ja', depth: 0 })
  if (current.heroTitle) return 0
  const page = read('professional.yml', professionalFile)
  let saved = current
  for (const locale of CONTENT_LOCALES) {
    // Array rows keep their ids across locales, so each locale's texts land on the same course.
    const courses = page.courses.map((c, i) => ({ id: saved.courses?.[i]?.id, title: c.title[locale], summary: c.summary?.[locale], status: c.status }))
    const data = { heroTitle: page.heroTitle[locale], heroLead: page.heroLead[locale], description: page.description[locale], courses }
    saved = await payload.updateGlobal({ slug: 'professional', locale, data: { ...PUBLISHED, ...data } })
  }
  return 1
}
