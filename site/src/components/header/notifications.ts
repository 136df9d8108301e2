import type { Notification } from '@domain/api/notifications'
import { notificationRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import type { SessionUser } from '../../stores/session'
import { dateFormatter } from '../../i18n/dates'

/**
 * The header's notification menu (docs/routes.md "Header"): the user's notifications with the unread ones highlighted and
 * the bell on while any is unread. Closing the menu, or following an unread notification's link, marks them
 * read (POST users/{id}/update_read_notifications_at) and loads them again.
 */
export function startNotifications(header: HTMLElement, user: SessionUser) {
  const menu = header.querySelector<HTMLDetailsElement>('[data-notification-menu]')
  const list = menu?.querySelector<HTMLElement>('[data-notification-list]')
  if (!menu || !list) return
  let unread = 0
  const load = async () => {
    const answer = await learnerCall(notificationRoutes.list, { params: { userId: user.id } })
    if (!answer.ok || !answer.body) return
    unread = answer.body.unreadCount
    render(menu, list, answer.body.notifications, unread)
  }
  const markRead = async () => {
    if (unread === 0) return
    unread = 0
    await learnerCall(notificationRoutes.markRead, { params: { userId: user.id } })
    await load()
  }
  menu.addEventListener('toggle', () => !menu.open && void markRead())
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-unread]')
    if (!link) return
    event.preventDefault()
    void markRead().finally(() => window.location.assign(link.href))
  })
  void load()
}

function render(menu: HTMLElement, list: HTMLElement, notifications: Notification[], unread: number) {
  const badge = menu.querySelector<HTMLElement>('[data-unread-badge]')
  if (badge) {
    badge.hidden = unread === 0
    badge.textContent = unread > 99 ? '99+' : String(unread)
  }
  // The bell's name carries the count for screen readers (the badge itself is hidden from them).
  const summary = menu.querySelector<HTMLElement>('summary')!
  summary.querySelector('[data-bell-label]')!.textContent = unread ? `${summary.dataset.label} (${summary.dataset.unreadLabel!.replace('{count}', String(unread))})` : summary.dataset.label!
  menu.toggleAttribute('data-bell-on', unread > 0)
  menu.querySelector<HTMLElement>('[data-no-notifications]')!.hidden = notifications.length > 0
  list.replaceChildren(
    ...notifications.map((n) => {
      const item = document.createElement('li')
      const content = document.createElement(n.link ? 'a' : 'p')
      if (n.link && content instanceof HTMLAnchorElement) content.href = n.link
      if (n.unread) {
        item.dataset.unread = ''
        content.dataset.unread = ''
      }
      const body = document.createElement('span')
      body.textContent = n.body
      const time = document.createElement('time')
      time.dateTime = n.updatedAt
      // Built on first use only: the first date formatter of a page loads the locale's calendar data (~150 ms of a
      // phone's main thread), which a learner with no notifications never needs.
      time.textContent = dateFormatter(document.documentElement.lang || 'ja', { dateStyle: 'medium' }).format(new Date(n.updatedAt))
      content.append(body, time)
      item.append(content)
      return item
    }),
  )
}
