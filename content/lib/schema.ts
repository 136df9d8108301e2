import { z } from 'zod'
import { PLAN_TYPES } from '@domain/plans/entitlement'
import { LANGUAGE_NAMES } from '@domain/languageNames'
import { JUDGE_TYPES } from '@domain/judgeTypes'
import { LOCALES, type Locale } from '@domain/i18n/locales'
import { localizedOf } from '@domain/i18n/schemas'
import { COURSE_TRACKS } from '@domain/site/courseTracks'

/** The shapes of the curriculum files (content/README.md). Strict: an unknown key is a typo, and an error. */

export const FILE_LOCALES = LOCALES
export type FileLocale = Locale

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and hyphens')
export const localizedText = localizedOf(z.string().min(1)).strict()
export type LocalizedText = z.infer<typeof localizedText>
const perLocale = <T extends z.ZodType>(item: T) => localizedOf(item.optional()).strict()

export const languagesFile = z
  .array(
    z
      .object({
        name: z.enum(LANGUAGE_NAMES),
        order: z.number().int().min(0),
        title: localizedText,
        longTitle: localizedText.optional(),
      })
      .strict(),
  )
  .min(1)
export type LanguagesFile = z.infer<typeof languagesFile>

export const courseFile = z
  .object({
    // /courses/beta/{course} lists a course's projects, so "beta" cannot be a course's slug (docs/routes.md).
    slug: slug.refine((s) => s !== 'beta', 'is taken by the project pages (/courses/beta/…)'),
    languageName: z.enum(LANGUAGE_NAMES),
    order: z.number().int().min(0),
    /** The courses page's track (docs/content.md "Tracks"); `order` is the recommended order within it. */
    track: z.enum(COURSE_TRACKS).optional(),
    title: localizedText,
    description: localizedText.optional(),
    /** Markdown: the course's own part of its introduction note (/courses/beta/{slug}/introduction-note). */
    introductionNote: localizedText.optional(),
  })
  .strict()
export type CourseFile = z.infer<typeof courseFile>

export const lessonFile = z
  .object({
    slug,
    category: slug,
    order: z.number().int().min(0),
    planType: z.enum(PLAN_TYPES),
    title: localizedText,
    description: localizedText.optional(),
    chapters: z.array(z.object({ slug, title: localizedText }).strict()).min(1),
  })
  .strict()
export type LessonFile = z.infer<typeof lessonFile>

/** A unitised project of a course: topics in order, each made of one unit lesson of the same course. */
export const projectFile = z
  .object({
    slug,
    order: z.number().int().min(0),
    title: localizedText,
    description: localizedText.optional(),
    topics: z
      .array(z.object({ slug, title: localizedText, isDojo: z.boolean().default(false), lesson: slug }).strict())
      .min(1),
  })
  .strict()
export type ProjectFile = z.infer<typeof projectFile>

export const pageFile = z
  .object({
    slug,
    chapter: slug,
    order: z.number().int().min(1),
    title: localizedText,
    planType: z.enum(PLAN_TYPES),
    filetreeType: z.enum(['default', 'no_filetree']).default('default'),
    judgeLanguage: z.string().min(1),
    orderOfEarlierPageRequiringCompletion: z.number().int().min(1).nullable().default(null),
    hints: perLocale(z.array(z.string().min(1))).default({}),
    judges: z
      .array(z.object({ type: z.enum(JUDGE_TYPES), spec: z.record(z.string(), z.unknown()) }).strict())
      .default([]),
    /** A terminal page's shell (docs/terminal.md "Terminal pages"): the commands it permits, and its set-up. */
    terminal: z
      .object({
        permitted: z.array(z.object({ command: z.string().regex(/^[^\s].*\S$|^\S$/), once: z.boolean().default(false) }).strict()).min(1),
        /** bash run by the platform in the fresh home after the starting files are copied (a repository made ready). */
        setup: z.string().optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
export type PageFile = z.infer<typeof pageFile>

const slideItem = z
  .object({
    title: z.string().optional(),
    body: z.string().optional(),
    code: z.string().optional(),
    videoUrl: z.string().url().optional(),
  })
  .strict()
export type SlideItem = z.infer<typeof slideItem>

export const slidesFile = z
  .object({
    slug,
    title: localizedText,
    version: z.enum(['v1', 'v2', 'v3']),
    planType: z.enum(PLAN_TYPES),
    items: perLocale(z.array(slideItem).min(1)),
  })
  .strict()
export type SlidesFile = z.infer<typeof slidesFile>
