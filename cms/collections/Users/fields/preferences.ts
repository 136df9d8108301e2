import type { Field } from 'payload'
import { staffOnlyField } from '@cms/access/collection'

import { EMAIL_CATEGORIES, WEEKDAYS } from '@domain/account/preferenceChoices'

/** What the learner chooses on the settings page: email categories and study reminders. */
export const preferenceFields: Field[] = [
  {
    name: 'emailSubscriptions',
    type: 'group',
    admin: { description: 'Which optional emails the user receives (GET/PUT /api/user_email_subscription_settings).' },
    fields: EMAIL_CATEGORIES.map((name) => ({ name, type: 'checkbox' as const, defaultValue: true })),
  },
  {
    name: 'reminder',
    type: 'group',
    admin: { description: 'Study reminders (GET/PUT /api/user_reminder_settings).' },
    fields: [
      { name: 'days', type: 'select', hasMany: true, options: WEEKDAYS.map((v) => ({ label: v, value: v })) },
      { name: 'time', type: 'text', admin: { description: 'HH:MM in the time zone below.' } },
      { name: 'timeZone', type: 'text', admin: { description: 'IANA zone the browser reported when the reminder was set.' } },
      // Server-owned (docs/reminders.md): the learner sets nextAt only through PUT /api/user_reminder_settings/next;
      // weeklyDueAt is computed from days, time and zone (hooks/scheduleWeeklyReminder.ts) and moved on by the scheduler.
      {
        name: 'nextAt',
        type: 'date',
        index: true,
        access: { create: staffOnlyField, update: staffOnlyField },
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'A one-time reminder is due then (chosen after a lesson clear or in the settings).' },
      },
      {
        name: 'weeklyDueAt',
        type: 'date',
        index: true,
        access: { create: staffOnlyField, update: staffOnlyField },
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'The next weekly reminder slot, from the days, time and zone.' },
      },
    ],
  },
]

/** The account's identity: a pending email change and an external (OpenID Connect) identity. */
export const identityFields: Field[] = [
  { name: 'receiptName', type: 'text', maxLength: 100, admin: { description: 'Name printed on receipts.' } },
  {
    name: 'pendingEmail',
    type: 'email',
    access: { create: staffOnlyField, update: staffOnlyField },
    admin: { readOnly: true, description: 'New address waiting for its confirmation link; the email changes when it is clicked.' },
  },
  {
    name: 'identityProvider',
    type: 'text',
    access: { create: staffOnlyField, update: staffOnlyField },
    admin: { readOnly: true, description: 'Issuer of the linked OpenID Connect identity (sign-in at /account/sign_in).' },
  },
  { name: 'identitySubject', type: 'text', index: true, hidden: true, access: { create: staffOnlyField, update: staffOnlyField } },
  {
    name: 'passwordSet',
    type: 'checkbox',
    defaultValue: true,
    access: { create: staffOnlyField, update: staffOnlyField },
    admin: { readOnly: true, description: 'False for accounts created through an identity provider until they choose a password.' },
  },
]
