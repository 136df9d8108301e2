import { dashboardRoutes } from '@domain/api/routes'
import { loadSession } from '../stores/session'
import { learnerCall } from './api'

/**
 * The home page for a signed-in learner (docs/site.md "Landing page"): "continue where you left off" with the
 * lesson studied last (or the next or suggested one) in place of the sign-up buttons. Visitors keep the static
 * page as it is: the box stays hidden, so nothing moves for them.
 */
export async function startHomeContinue() {
  const box = document.querySelector<HTMLElement>('[data-continue]')
  if (!box || !(await loadSession()).user) return
  const answer = await learnerCall(dashboardRoutes.dashboard)
  if (!answer.ok || !answer.body) return
  const data = answer.body
  const studied = data.lessonsInProgress.web.lessons[0]
  const pointer = studied ?? data.nextLesson ?? data.suggestedFirstLesson
  if (!pointer) return
  const prefix = box.dataset.prefix ?? ''
  const link = box.querySelector<HTMLAnchorElement>('[data-continue-link]')!
  box.querySelector('[data-continue-title]')!.textContent = studied ? box.dataset.continueTitle! : box.dataset.startTitle!
  box.querySelector('[data-continue-lesson]')!.textContent = pointer.title
  link.href = `${prefix}${pointer.resumeUrl}`
  link.textContent = studied ? box.dataset.continue! : box.dataset.start!
  for (const signUp of document.querySelectorAll<HTMLElement>('[data-signup-actions]')) signUp.hidden = true
  box.hidden = false
}
