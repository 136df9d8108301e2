import { formatDate } from '../../i18n/dates'
import { levelFor, levelThreshold } from '@domain/progress/exp'
import { loadSession } from '../../stores/session'
import { accountRoutes, dashboardRoutes } from '@domain/api/routes'
import { learnerCall } from '../api'
import { courseAchievements } from './courseAchievements'
import { languageChart } from './languageChart'
import { calendarLegend, learningCalendar } from './learningCalendar'
import { lessonList } from './lessonList'
import { showPathCards } from './pathCards'
import { el, pageStrings, type PageStrings } from './strings'
import type { Dashboard, Device, LessonPointer, LessonStatus } from './types'

const $ = <T extends HTMLElement = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!

/** /dashboard: sends visitors to sign in, then fills the page from GET /api/dashboard. */
export async function startDashboard() {
  const main = document.querySelector<HTMLElement>('[data-dashboard]')
  if (!main) return
  const session = await loadSession()
  if (!session.user) return window.location.assign(main.dataset.signIn!)
  const answer = await learnerCall(dashboardRoutes.dashboard)
  if (answer.status === 401) return window.location.assign(main.dataset.signIn!)
  const loading = $(main, '[data-dashboard-loading]')
  if (!answer.ok || !answer.body) return void (loading.textContent = main.dataset.failed!)
  loading.hidden = true
  const s = pageStrings(main)
  const data = answer.body
  showEmailAlert(main, data.userEmailStatus)
  $(main, '[data-cleared-exercises]').textContent = data.clearedExercises.toLocaleString(document.documentElement.lang)
  $(main, '[data-completed-lessons]').textContent = data.completedLessons.toLocaleString(document.documentElement.lang)
  showLevel(s, $(main, '[data-level]'), session.user.totalExp)
  showPointer(s, $(main, '[data-next-lesson]'), data.nextLesson)
  showPointer(s, $(main, '[data-suggested-lesson]'), data.suggestedFirstLesson)
  wireLessonLists(s, $(main, '[data-lessons]'), data)
  $(main, '[data-calendar]').replaceChildren(learningCalendar(s, data.calendar.days, Number(main.dataset.calendarWeeks)), calendarLegend(s))
  $(main, '[data-language-chart]').replaceChildren(languageChart(s, data.languageCompletion))
  $(main, '[data-course-achievements]').replaceChildren(courseAchievements(s, data.courseAchievements))
  for (const section of main.querySelectorAll<HTMLElement>('[data-dashboard-section]')) section.hidden = false
  void showPathCards(s, main)
}

/**
 * The unconfirmed-email alert, with the settings page's resend call; an identity-provider account without an
 * address (unregistered) is sent to the settings to add one instead.
 */
function showEmailAlert(main: HTMLElement, status: Dashboard['userEmailStatus']) {
  const alert = $(main, '[data-email-alert]')
  alert.hidden = status !== 'unconfirmed'
  $(main, '[data-email-unregistered]').hidden = status !== 'unregistered'
  const resend = $<HTMLButtonElement>(alert, '[data-resend]')
  resend.addEventListener('click', async () => {
    resend.disabled = true
    const sent = await learnerCall(accountRoutes.sendConfirmation, { body: { after_confirmation_redirect_destination: window.location.pathname } })
    resend.disabled = false
    if (sent.ok) $(alert, '[data-resend-status]').textContent = resend.dataset.sent!
  })
}

/** Level and exp, with how far the next level is (docs/progress.md: the level table of domain/progress/exp.ts). */
function showLevel(s: PageStrings, box: HTMLElement, totalExp: number) {
  const level = levelFor(totalExp)
  const [from, to] = [levelThreshold(level), levelThreshold(level + 1)]
  const number = (n: number) => n.toLocaleString(document.documentElement.lang)
  $(box, '[data-level-text]').textContent = s.text('dashboard.level', { level })
  $(box, '[data-level-exp]').textContent = s.text('dashboard.totalExp', { exp: number(totalExp) })
  const progress = $<HTMLProgressElement>(box, '[data-level-progress]')
  progress.max = to - from
  progress.value = totalExp - from
  progress.setAttribute('aria-label', s.text('dashboard.levelProgress', { next: level + 1 }))
  $(box, '[data-level-next]').textContent = s.text('dashboard.toNextLevel', { next: level + 1, remaining: number(to - totalExp) })
}

/** The next lesson or the suggested first one (hidden when there is none), with its closing date if it has one. */
function showPointer(s: PageStrings, section: HTMLElement, lesson: LessonPointer | null) {
  section.toggleAttribute('data-dashboard-section', Boolean(lesson))
  if (!lesson) return
  const body = $(section, '[data-pointer]')
  body.replaceChildren(
    el('p', { class: 'pointer-title' }, el('a', { href: s.path(lesson.url) }, lesson.title), lesson.languageTitle ? ` · ${lesson.languageTitle}` : ''),
    ...(lesson.closesAt ? [el('p', { 'data-closes-at': lesson.closesAt }, s.text('dashboard.closesAt', { date: `${formatDate(s.locale, lesson.closesAt)} ${new Date(lesson.closesAt).toLocaleTimeString(document.documentElement.lang, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })}` }))] : []),
    // A lesson not started yet begins with its slides (the lesson page opens them for #slides), then its first exercise.
    el('a', { class: 'button', href: lesson.started ? s.path(lesson.resumeUrl) : `${s.path(lesson.url)}#slides`, 'aria-label': `${s.text('dashboard.start')}: ${lesson.title}`, 'data-start': '' }, s.text('dashboard.start')),
  )
}

/** The in-progress and completed lists, switched between web and app by the toggle; "view all" follows the device. */
function wireLessonLists(s: PageStrings, section: HTMLElement, data: Dashboard) {
  const lists: [LessonStatus, Dashboard['lessonsInProgress']][] = [['in_progress', data.lessonsInProgress], ['completed', data.lessonsCompleted]]
  const buttons = [...section.querySelectorAll<HTMLButtonElement>('[data-device]')]
  const show = (device: Device) => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.device === device))
    for (const [status, list] of lists) {
      const box = $(section, `[data-list="${status}"]`)
      $(box, '[data-list-body]').replaceChildren(lessonList(s, list[device].lessons, status, device))
      const viewAll = $<HTMLAnchorElement>(box, '[data-view-all]')
      viewAll.hidden = list[device].total === 0
      viewAll.href = `${s.path('/dashboard/all_lessons')}?status=${status}&device=${device}`
      viewAll.textContent = s.text('dashboard.viewAll', { count: list[device].total })
    }
  }
  for (const button of buttons) button.addEventListener('click', () => show(button.dataset.device as Device))
  show('web')
}
