import { format } from '@domain/i18n/format'
import { loadSession } from '../stores/session'

/**
 * Fills in a signed-in learner's progress on a course page: for each lesson, how many of its pages are
 * cleared. The learner's own user_page_infos are readable only by them, so this runs in the browser.
 */
export async function showCourseProgress() {
  const { user } = await loadSession()
  if (!user) return
  const response = await fetch('/api/user_page_infos?where[completed][equals]=true&depth=0&limit=10000', { credentials: 'same-origin' })
  if (!response.ok) return
  const { docs } = (await response.json()) as { docs: { page: number | string }[] }
  const cleared = new Set(docs.map((d) => String(d.page)))
  for (const lesson of document.querySelectorAll<HTMLElement>('[data-page-ids]')) {
    const ids = lesson.dataset.pageIds!.split(',').filter(Boolean)
    const done = ids.filter((id) => cleared.has(id)).length
    const out = lesson.querySelector<HTMLElement>('[data-progress]')
    if (!out || done === 0) continue
    out.textContent = format(out.dataset.template ?? '', { done, total: ids.length })
    out.hidden = false
  }
}
