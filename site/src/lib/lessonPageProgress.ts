import { dashboardRoutes } from '@domain/api/routes'
import { loadSession } from '../stores/session'
import { learnerCall } from './api'

/**
 * A signed-in learner's progress on a lesson page (GET users/me_for_lesson/…): cleared pages get a check mark
 * (with its text for screen readers), and "start" becomes "continue" at the first page not cleared yet.
 */
export async function showLessonProgress() {
  const main = document.querySelector<HTMLElement>('[data-lesson-progress]')
  if (!main || !(await loadSession()).user) return
  const { languageName, category, lessonOrder } = main.dataset
  const answer = await learnerCall(dashboardRoutes.meForLesson, { params: { languageName: languageName!, category: category!, lessonOrder: lessonOrder! } })
  if (!answer.ok || !answer.body) return
  const cleared = new Set(answer.body.user.lesson.completedPageIds.map(String))
  const pages = [...main.querySelectorAll<HTMLElement>('li[data-page-id]')]
  for (const page of pages) {
    if (!cleared.has(page.dataset.pageId!)) continue
    page.dataset.cleared = ''
    const label = document.createElement('span')
    label.className = 'visually-hidden'
    label.textContent = ` (${main.dataset.cleared})`
    page.querySelector('a')?.append(label)
  }
  const start = main.querySelector<HTMLAnchorElement>('[data-start-lesson]')
  if (!start || cleared.size === 0) return
  const next = pages.find((p) => !cleared.has(p.dataset.pageId!))
  if (next) {
    start.href = next.querySelector('a')!.getAttribute('href')!
    start.textContent = start.dataset.continue!
  } else start.textContent = start.dataset.review!
}
