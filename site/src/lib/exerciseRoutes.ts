import type { SiteLocale } from '../i18n/locales'
import { fetchExercises, fetchProjectExercises } from './curriculum'

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
