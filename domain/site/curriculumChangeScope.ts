import type { BuildScope } from './buildScope'

/** The lesson a change to a lesson, one of its chapters or one of its pages touches. */
export interface ChangedLesson {
  slug: string
  languageName: string
  category: string
  order: number
}

/**
 * The routes that show lessons, chapters or pages (docs/site.md "Publishing"), by page file. The exercise,
 * lesson and course routes are limited to the changed lesson's pages; the others are small lists built whole.
 * tests/unit/siteBuildScope.test.ts checks this against the routes whose imports read those collections.
 */
export const LESSON_LIMITED_ROUTES = {
  '[...lang]/[language]/[lesson]/[chapter]/[page]': (lesson: ChangedLesson) => ({ lesson: [lesson.slug] }),
  '[...lang]/lessons/[languageName]/[category]/[lessonOrder]': (lesson: ChangedLesson) => ({
    languageName: [lesson.languageName],
    category: [lesson.category],
    lessonOrder: [String(lesson.order)],
  }),
  '[...lang]/courses/[language_name]': (lesson: ChangedLesson) => ({ language_name: [lesson.languageName] }),
  '[...lang]/courses/[language_name]/beta': (lesson: ChangedLesson) => ({ language_name: [lesson.languageName] }),
} satisfies Record<string, (lesson: ChangedLesson) => Record<string, string[]>>

export const LESSON_WHOLE_ROUTES = [
  '[...lang]/courses/index',
  '[...lang]/courses/beta/[course]/index',
  '[...lang]/courses/beta/[course]/introduction-note',
  '[...lang]/courses/beta/[course]/projects/[project]/index',
  '[...lang]/courses/beta/[course]/projects/[project]/[topic]/[number]',
  '[...lang]/course_certificate/[name]',
  '[...lang]/path_certificate/[slug]',
  '[...lang]/paths/[slug]/index',
  '[...lang]/paths/[slug]/final_note',
  '[...lang]/dashboard/index',
  '[...lang]/slides',
] as const

/** The pages to rebuild after a lesson, one of its chapters or one of its pages was edited in place. */
export function lessonEditScope(lesson: ChangedLesson): BuildScope {
  return {
    kind: 'partial',
    routes: [
      ...Object.entries(LESSON_LIMITED_ROUTES).map(([route, params]) => ({ route, params: params(lesson) })),
      ...LESSON_WHOLE_ROUTES.map((route) => ({ route })),
    ],
  }
}
