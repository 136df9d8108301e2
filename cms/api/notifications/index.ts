import type { Endpoint } from 'payload'
import { listNotifications, markNotificationsRead } from './notifications'

/** The user's notifications under /api/users/{userId} (docs/learner-api.md "Notifications"). */
export const usersNotificationEndpoints: Endpoint[] = [listNotifications, markNotificationsRead]
