/** The header's and /message's notifications (docs/learner-api.md "Notifications"). */

export interface Notification {
  id: number | string
  link: string | null
  body: string
  category?: string | null
  updatedAt: string
  unread: boolean
}

/** GET /api/users/{userId}/notifications: the newest ones and how many are unread. */
export interface NotificationsAnswer {
  notifications: Notification[]
  unreadCount: number
}
