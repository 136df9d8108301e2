/** The notification settings (docs/learner-api.md "Preferences"): email categories and the study reminder. */

/** GET/PUT /api/user_email_subscription_settings: each category on or off (accountSupport always on). */
export interface EmailSubscriptionsAnswer {
  settings: Record<string, boolean>
}

/** PUT: the snake_cased categories to switch (account_support may not be sent). */
export interface EmailSubscriptionsRequest {
  settings: Record<string, boolean>
}

export interface Reminder {
  days: string[]
  time: string | null
  timeZone: string | null
  /** A pending one-time reminder's due instant (ISO), or null (docs/reminders.md). */
  nextAt: string | null
}

export interface ReminderAnswer {
  reminder: Reminder
}

/** PUT /api/user_reminder_settings: days empty and time null turn it off. */
export interface ReminderRequest {
  reminder: { days: string[]; time: string | null; time_zone?: string | null }
}

/** PUT /api/user_reminder_settings/next: one of minutes (5, 15, 30, 60) or days (3, 7, 14, 30) from now. */
export interface NextReminderRequest {
  next: { minutes: number } | { days: number }
}
