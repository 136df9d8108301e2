import { notificationRoutes } from '@domain/api/routes'
import { loadSession } from '../stores/session'
import { learnerCall } from './api'
import { dateFormatter } from '../i18n/dates'

/** /message: lists the user's notifications (GET users/{id}/notifications), then marks them read. */
export async function startMessagePage() {
  const main = document.querySelector<HTMLElement>('[data-message-page]')
  if (!main) return
  const { user } = await loadSession()
  if (!user) return window.location.assign(main.dataset.signIn!)
  const answer = await learnerCall(notificationRoutes.list, { params: { userId: user.id } })
  if (!answer.ok || !answer.body) return
  const { notifications, unreadCount } = answer.body
  main.querySelector<HTMLElement>('[data-empty]')!.hidden = notifications.length > 0
  const format = dateFormatter(document.documentElement.lang || 'ja', { dateStyle: 'long', timeStyle: 'short' })
  main.querySelector<HTMLElement>('[data-messages]')!.replaceChildren(
    ...notifications.map((n) => {
      const item = document.createElement('li')
      if (n.unread) item.dataset.unread = ''
      const body = document.createElement(n.link ? 'a' : 'p')
      body.textContent = n.unread ? `${n.body} (${main.dataset.unread})` : n.body
      if (n.link && body instanceof HTMLAnchorElement) body.href = n.link
      const time = Object.assign(document.createElement('time'), { dateTime: n.updatedAt, textContent: format.format(new Date(n.updatedAt)) })
      item.append(body, time)
      return item
    }),
  )
  if (unreadCount > 0) await learnerCall(notificationRoutes.markRead, { params: { userId: user.id } })
}
