import { loadSession } from '../../stores/session'
import { dashboardRoutes } from '@domain/api/routes'
import { learnerCall } from '../api'
import { lessonList } from './lessonList'
import { el, pageStrings } from './strings'
import type { AllLessons, Device, LessonStatus } from './types'

const STATUSES: LessonStatus[] = ['in_progress', 'completed']
const DEVICES: Device[] = ['web', 'app']

/** /dashboard/all_lessons?status=&device=&page=: one page of a whole lesson list, with status and device links and paging. */
export async function startAllLessons() {
  const main = document.querySelector<HTMLElement>('[data-all-lessons]')
  if (!main) return
  if (!(await loadSession()).user) return window.location.assign(main.dataset.signIn!)
  const query = new URLSearchParams(window.location.search)
  const status = STATUSES.find((v) => v === query.get('status')) ?? 'in_progress'
  const device = DEVICES.find((v) => v === query.get('device')) ?? 'web'
  const page = Math.max(1, Math.floor(Number(query.get('page')) || 1))
  const s = pageStrings(main)
  const href = (values: { status?: LessonStatus; device?: Device; page?: number }) =>
    `${s.path('/dashboard/all_lessons')}?status=${values.status ?? status}&device=${values.device ?? device}&page=${values.page ?? 1}`
  for (const link of main.querySelectorAll<HTMLAnchorElement>('[data-status-link]')) {
    link.href = href({ status: link.dataset.statusLink as LessonStatus })
    if (link.dataset.statusLink === status) link.setAttribute('aria-current', 'page')
  }
  for (const link of main.querySelectorAll<HTMLAnchorElement>('[data-device-link]')) {
    link.href = href({ device: link.dataset.deviceLink as Device })
    if (link.dataset.deviceLink === device) link.setAttribute('aria-current', 'page')
  }
  const answer = await learnerCall(dashboardRoutes.allLessons, { query: { status, device, page } })
  if (answer.status === 401) return window.location.assign(main.dataset.signIn!)
  const loading = main.querySelector<HTMLElement>('[data-dashboard-loading]')!
  if (!answer.ok || !answer.body) return void (loading.textContent = main.dataset.failed!)
  loading.hidden = true
  const listed = answer.body
  main.querySelector('[data-list-title]')!.textContent = main.querySelector(`[data-status-link="${status}"]`)!.textContent
  main.querySelector('[data-list-body]')!.replaceChildren(lessonList(s, listed.lessons, status, device))
  const pager = main.querySelector<HTMLElement>('[data-pager]')!
  pager.hidden = listed.totalPages <= 1
  pager.querySelector('ul')!.replaceChildren(
    ...(listed.page > 1 ? [el('li', {}, el('a', { href: href({ page: listed.page - 1 }), rel: 'prev' }, s.text('allLessons.previous')))] : []),
    el('li', { 'aria-current': 'page' }, s.text('allLessons.pageOf', { page: listed.page, total: listed.totalPages })),
    ...(listed.page < listed.totalPages ? [el('li', {}, el('a', { href: href({ page: listed.page + 1 }), rel: 'next' }, s.text('allLessons.next')))] : []),
  )
  for (const section of main.querySelectorAll<HTMLElement>('[data-dashboard-section]')) section.hidden = false
}
