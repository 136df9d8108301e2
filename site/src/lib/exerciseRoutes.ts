import type { SiteLocale } from '../i18n/locales'
import { fetchExercises, fetchProjectExercises, type ExerciseData, type PageSummary, type ProjectContext } from './curriculum'

/** Static paths of the regular exercise route in one locale: /{language}/{lesson}/{chapter}/{pageNumber}. */
export async function exerciseStaticPaths(locale: SiteLocale) {
  return (await fetchExercises(locale)).map((data) => {
    const [, language, lesson, chapter, page] = data.path.split('/')
    return { params: { language, lesson, chapter, page }, props: { data } }
  })
}

/** Static paths of the unitised project route in one locale: /courses/beta/{course}/projects/{project}/{topic}/{number}. */
export async function projectExerciseStaticPaths(locale: SiteLocale) {
  return (await fetchProjectExercises(locale)).map((data) => {
    const [, , , course, , project, topic, number] = data.path.split('/')
    return { params: { course, project, topic, number }, props: { data } }
  })
}

/** A project page: its topics in order, each with its unit lesson's pages. */
export interface ProjectOverview extends ProjectContext {
  topics: { title: string; lessonTitle: string; pages: PageSummary[] }[]
}

/** Static paths of the project pages in one locale: /courses/beta/{course}/projects/{project}. */
export async function projectStaticPaths(locale: SiteLocale) {
  const byProject = new Map<string, ExerciseData[]>()
  for (const data of await fetchProjectExercises(locale)) byProject.set(data.project!.href, [...(byProject.get(data.project!.href) ?? []), data])
  return [...byProject.values()].map((exercises) => {
    const { project } = exercises[0]
    const topics = new Map<string, ProjectOverview['topics'][number]>()
    for (const data of exercises) {
      if (!topics.has(data.project!.topicTitle)) {
        topics.set(data.project!.topicTitle, { title: data.project!.topicTitle, lessonTitle: data.lesson.title, pages: data.chapters.flatMap((c) => c.pages) })
      }
    }
    const [, , , course, , slug] = project!.href.split('/')
    return { params: { course, project: slug }, props: { overview: { ...project!, topics: [...topics.values()] } satisfies ProjectOverview } }
  })
}
