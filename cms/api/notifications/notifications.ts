import type { User } from '../../payload-types'
import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import { notificationRoutes } from '@domain/api/routes'

/** Shown in the header menu: the newest ones (the dropdown scrolls within 90vh). */
const NOTIFICATIONS_SHOWN = 30

/** The notification calls are for the signed-in user's own id only. */
function self({ user, params, fail }: SignedInContext): User {
  if (String(params.userId) !== String(user.id)) throw fail(403, 'base', 'forbidden')
  return user
}

/** GET /api/users/{userId}/notifications (docs/learner-api.md "Notifications"): the newest notifications, each with id, link, body, updatedAt, unread. */
export const listNotifications = learnerEndpoint(notificationRoutes.list, async (ctx) => {
  const user = self(ctx)
  const { docs } = await ctx.req.payload.find({ collection: 'notifications', where: { user: { equals: user.id } }, sort: '-updatedAt', limit: NOTIFICATIONS_SHOWN, depth: 0, overrideAccess: false, user, req: ctx.req })
  const readAt = user.readNotificationsAt ? Date.parse(user.readNotificationsAt) : 0
  const notifications = docs.map((n) => ({ id: n.id, link: n.link ?? null, body: n.body, category: n.category, updatedAt: n.updatedAt, unread: Date.parse(n.updatedAt) > readAt }))
  return { notifications, unreadCount: notifications.filter((n) => n.unread).length }
}, { signedIn: true })

/** POST /api/users/{userId}/update_read_notifications_at (docs/learner-api.md "Notifications"): everything up to now counts as read; 204. */
export const markNotificationsRead = learnerEndpoint(notificationRoutes.markRead, async (ctx) => {
  const user = self(ctx)
  // readNotificationsAt is not the user's to set freely, so this call writes it past field access.
  await ctx.req.payload.update({ collection: 'users', id: user.id, data: { readNotificationsAt: new Date().toISOString() }, overrideAccess: true, req: ctx.req })
  return null
}, { signedIn: true })
