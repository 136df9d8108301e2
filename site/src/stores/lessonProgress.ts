import { atom } from 'nanostores'

/** The learner's user page infos for one lesson (docs/content.md "User page info"). */
export interface LessonProgress {
  loaded: boolean
  completedPageIds: ReadonlySet<string>
  answerFlags: ReadonlySet<string>
}

export const $lessonProgress = atom<LessonProgress>({ loaded: false, completedPageIds: new Set(), answerFlags: new Set() })

const key = (id: number | string) => String(id)

/** Reads the learner's own progress in a lesson (the collection's access returns only their documents). */
export async function loadLessonProgress(lessonId: number | string): Promise<LessonProgress> {
  const url = `/api/user_page_infos?where[lesson][equals]=${encodeURIComponent(String(lessonId))}&depth=0&limit=1000&select[page]=true&select[completed]=true&select[answerFlag]=true`
  const response = await fetch(url, { credentials: 'same-origin' })
  const docs = response.ok ? ((await response.json()) as { docs: { page: number | string; completed?: boolean; answerFlag?: boolean }[] }).docs : []
  const state = {
    loaded: true,
    completedPageIds: new Set(docs.filter((d) => d.completed).map((d) => key(d.page))),
    answerFlags: new Set(docs.filter((d) => d.answerFlag).map((d) => key(d.page))),
  }
  $lessonProgress.set(state)
  return state
}

/** A judge-cleared event: the page is completed everywhere on this page at once. */
export function markCompleted(pageId: number | string) {
  const state = $lessonProgress.get()
  $lessonProgress.set({ ...state, completedPageIds: new Set([...state.completedPageIds, key(pageId)]) })
}

export function markAnswerViewed(pageId: number | string) {
  const state = $lessonProgress.get()
  $lessonProgress.set({ ...state, answerFlags: new Set([...state.answerFlags, key(pageId)]) })
}
