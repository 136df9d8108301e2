/**
 * The study-reminder choices and timing rules (docs/reminders.md), shared by the CMS call, the scheduler, the
 * workspace's reminder dialog and the settings page. No Node or Payload imports: the site's scripts use it.
 */

/** A one-time reminder in so many minutes (a short break) or days (come back later): the spec's choices. */
export const REMINDER_MINUTES = [5, 15, 30, 60] as const
export const REMINDER_DAYS = [3, 7, 14, 30] as const
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number]
export type ReminderDays = (typeof REMINDER_DAYS)[number]

/** A one-time choice as the dialog and the settings page name it ('minutes_15', 'days_7'). */
export type OneTimeChoice = { minutes: ReminderMinutes } | { days: ReminderDays }

/** How long after now a one-time choice is due. */
export const choiceDelayMs = (choice: OneTimeChoice) => ('minutes' in choice ? choice.minutes * 60_000 : choice.days * 86_400_000)

/**
 * A reminder slot missed while the platform was down is still sent when it is at most this late; an older one is
 * recorded as missed and never sent (a "come back now" mail hours after the hour the learner chose helps nobody).
 */
export const LATE_LIMIT_MS = 3 * 60 * 60 * 1000

/** The zone a weekly reminder saved without one (before zones were recorded) is read in: the platform's home zone. */
export const DEFAULT_REMINDER_ZONE = 'Asia/Tokyo'
