import type { Curriculum } from './model'

/** The curriculum's size as README.md states it (content/cli/counts.ts writes it; a unit test holds it true). */
export function curriculumCounts(curriculum: Curriculum) {
  const lessons = curriculum.courses.flatMap((c) => c.lessons)
  const pages = lessons.flatMap((l) => l.pages)
  const decks = lessons.flatMap((l) => (l.slides ? [l.slides] : []))
  return {
    courses: curriculum.courses.length,
    lessons: lessons.length,
    judgedPages: pages.filter((p) => p.page.judges.length > 0).length,
    decks: decks.length,
    // A deck has one set of slides per locale; ja, the default locale, is counted.
    slides: decks.reduce((n, deck) => n + (deck.items.ja?.length ?? 0), 0),
  }
}

export const COUNTS_START = '<!-- content:counts -->'
export const COUNTS_END = '<!-- /content:counts -->'

/** The README block between the markers. */
export function countsBlock(curriculum: Curriculum): string {
  const { courses, lessons, judgedPages, decks, slides } = curriculumCounts(curriculum)
  const perCourse = curriculum.courses
    .map(({ course, lessons }) => `${course.slug} ${lessons.length}/${lessons.reduce((n, l) => n + l.pages.length, 0)}`)
    .join(', ')
  return [
    COUNTS_START,
    `The starter curriculum: **${courses} courses, ${lessons} lessons, ${judgedPages} judged pages, ${slides} slides in ${decks} decks**`,
    `(lessons/pages per course: ${perCourse}). Written by \`npm run content:counts\`; a unit test keeps it true.`,
    COUNTS_END,
  ].join('\n')
}

/** README text with its counts block replaced (the markers must be there once). */
export function withCounts(readme: string, curriculum: Curriculum): string {
  const start = readme.indexOf(COUNTS_START)
  const end = readme.indexOf(COUNTS_END)
  if (start === -1 || end < start) throw new Error(`README.md has no ${COUNTS_START} … ${COUNTS_END} block`)
  return readme.slice(0, start) + countsBlock(curriculum) + readme.slice(end + COUNTS_END.length)
}
