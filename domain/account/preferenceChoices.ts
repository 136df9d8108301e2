/**
 * The choices of the notification and reminder settings, shared by the CMS fields, the calls and the
 * settings page (no Payload imports, so the site's scripts can use it).
 *
 * See docs/site.md "Settings". Account support mails (confirmation, password reset, security)
 * are always sent and so have no switch.
 */
export const EMAIL_CATEGORIES = ['productUpdates', 'tipsAndTricks', 'promotionsAndSurveys', 'remindersAndOthers', 'others'] as const
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number]

/** Reminder days, Monday first (docs/site.md "Settings"). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
