import type { SiteLocale } from '../i18n/locales'
import { fetchCourses, type CourseSummary } from './cms'
import { perLocale } from './perLocale'
import { fetchExercises, type ChapterSummary, type ExerciseData, type PlanType } from './curriculum'

/** A lesson as the course and lesson pages show it (unit lessons of projects are not listed here). */
export interface LessonSummary {
  id: number | string
  slug: string
  title: string
  description: string
  category: string
  order: number
  languageName: string
  planType: PlanType
  chapters: ChapterSummary[]
  pageCount: number
  /** Where "start" leads: the lesson's first page. */
  firstPageUrl: string
  /** /lessons/{languageName}/{category}/{lessonOrder} (docs/routes.md "Pages"). */
  url: string
}

export interface CourseWithLessons extends CourseSummary {
  lessons: LessonSummary[]
  url: string
}

/** Courses with their regular lessons, in order; fetched once per locale per build. */
export const fetchCatalog = perLocale(loadCatalog)

export const lessonPath = (l: { languageName: string; category: string; order: number }) => `/lessons/${l.languageName}/${l.category}/${l.order}`

async function loadCatalog(locale: SiteLocale): Promise<CourseWithLessons[]> {
  const [courses, exercises] = await Promise.all([fetchCourses(locale), fetchExercises(locale)])
  const byLesson = new Map<string, ExerciseData[]>()
  for (const e of exercises) byLesson.set(String(e.lesson.id), [...(byLesson.get(String(e.lesson.id)) ?? []), e])
  const lessons: (LessonSummary & { courseLanguage: string })[] = [...byLesson.values()].map((list) => {
    const { lesson, chapters } = list[0]
    return {
      id: lesson.id,
      slug: lesson.slug,
      title: lesson.title,
      description: lesson.description,
      category: lesson.category,
      order: lesson.order,
      languageName: lesson.languageName,
      planType: lesson.planType,
      chapters,
      pageCount: list.length,
      firstPageUrl: list[0].path,
      url: lessonPath(lesson),
      courseLanguage: lesson.languageName,
    }
  })
  return courses.map((course) => ({
    ...course,
    url: `/courses/${course.languageName}`,
    lessons: lessons.filter((l) => l.courseLanguage === course.languageName).sort((a, b) => a.order - b.order),
  }))
}
