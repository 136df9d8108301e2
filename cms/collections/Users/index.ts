import type { CollectionConfig } from 'payload'
import { anyone, staffOnly, staffOnlyField, staffOrSelf } from '../../access/collection'
import { secureCookies } from '../../api/conventions/secureCookies'
import { isStaff, ROLES } from '@domain/roles'
import { LOCALES } from '@domain/i18n/locales'
import { agreeToTermsOnSignUp } from './hooks/agreeToTermsOnSignUp'
import { firstUserIsStaff } from './hooks/firstUserIsStaff'
import { scheduleWeeklyReminder } from './hooks/scheduleWeeklyReminder'
import { accountPlanFields } from './fields/accountPlan'
import { attachAccountPlan } from '../../plans/attachAccountPlan'
import { identityFields, preferenceFields } from './fields/preferences'
import { usersEndpoints } from '../../api'
import { removeUserData } from './hooks/removeUserData'
import { passwordResetEmail } from '../../api/account/passwordResetEmail'
import { refuseSecondFactorReset, signInGate } from './signInGate'
import { closeSocketsOnLogout } from './sessions'
import { cachedSessionStrategy } from '../../auth/cachedSessionStrategy'

/**
 * Accounts (Payload auth). Anyone may sign up; roles are set only by staff and what a plan opens is computed
 * from the account's subscriptions on every read (never stored), so a learner cannot promote themselves through the API. A learner changes
 * their account only through the learner calls (the password and the email with their checks, deletion
 * with the password): Payload's own update and delete are staff-only (docs/sessions.md).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 24 * 14,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Sessions are rows of users_sessions that sign-out and password changes delete (docs/sessions.md).
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: secureCookies() },
    forgotPassword: passwordResetEmail,
    // Payload's JWT check with the account read from the session read cache (docs/sessions.md "Session read cache").
    strategies: [cachedSessionStrategy],
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'People' },
  access: {
    admin: ({ req }) => isStaff(req.user),
    create: anyone,
    read: staffOrSelf,
    update: staffOnly,
    delete: staffOnly,
    unlock: ({ req }) => isStaff(req.user), // lifting a login lockout is staff work (Payload's default: any signed-in account)
  },
  hooks: { beforeChange: [firstUserIsStaff, agreeToTermsOnSignUp, scheduleWeeklyReminder], beforeDelete: [removeUserData], beforeLogin: [signInGate], beforeOperation: [refuseSecondFactorReset], afterLogout: [closeSocketsOnLogout], afterRead: [attachAccountPlan] },
  // The learner calls under /api/users (cms/api, docs/learner-api.md): Payload's own REST stays for the admin.
  endpoints: usersEndpoints,
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'avatars',
      access: { create: staffOnlyField, update: staffOnlyField },
      admin: { description: 'Set through PUT /api/settings/update_image (squared and resized there).' },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['learner'],
      saveToJWT: true,
      options: ROLES.map((v) => ({ label: v, value: v })),
      access: { create: staffOnlyField, update: staffOnlyField },
    },
    { name: 'locale', type: 'select', defaultValue: 'ja', options: LOCALES.map((v) => ({ label: v, value: v })) },
    {
      name: 'countryCode',
      type: 'text',
      maxLength: 2,
      // Recorded by the server at sign-up (cms/api/session/countryAtSignUp.ts); coupons depend on it.
      access: { create: staffOnlyField, update: staffOnlyField },
      admin: { description: 'Where the account was created (two letters); set at sign-up.' },
    },
    { name: 'displayRanking', type: 'checkbox', defaultValue: true },
    {
      name: 'termsAgreedAt',
      type: 'date',
      admin: { description: 'When the user last agreed to the terms and privacy policy; a newer legal text asks again.' },
    },
    {
      name: 'totalExp',
      type: 'number',
      defaultValue: 0,
      min: 0,
      access: { create: staffOnlyField, update: staffOnlyField },
      admin: { readOnly: true, description: 'Earned by clearing pages (domain/progress/exp.ts); the level derives from it.' },
    },
    {
      name: 'totalLessonCompletionCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      access: { create: staffOnlyField, update: staffOnlyField },
      admin: { readOnly: true, description: 'Lessons with every page cleared (cms/progress/recordLessonCompletion.ts).' },
    },
    {
      name: 'emailConfirmedAt',
      type: 'date',
      access: { create: staffOnlyField, update: staffOnlyField },
      admin: { readOnly: true, description: 'When the user confirmed their email address (the link in the confirmation mail).' },
    },
    // The pending confirmation: a digest of the mailed token and when it was sent. Never leaves the server.
    { name: 'emailConfirmationDigest', type: 'text', hidden: true, index: true, access: { create: staffOnlyField, update: staffOnlyField } },
    { name: 'emailConfirmationSentAt', type: 'date', hidden: true, access: { create: staffOnlyField, update: staffOnlyField } },
    {
      name: 'twoFactorEnabled',
      type: 'checkbox',
      defaultValue: false,
      access: { create: staffOnlyField, update: staffOnlyField },
      admin: { readOnly: true, description: 'Sign-in asks for an authenticator code (or a backup code) after the password.' },
    },
    // Two-factor secrets (cms/api/twoFactor/twoFactor.ts): never sent to anyone, written only by the server.
    { name: 'totpSecret', type: 'text', hidden: true, access: { create: staffOnlyField, update: staffOnlyField } },
    { name: 'pendingTotpSecret', type: 'text', hidden: true, access: { create: staffOnlyField, update: staffOnlyField } },
    { name: 'backupCodeDigests', type: 'json', hidden: true, access: { create: staffOnlyField, update: staffOnlyField } },
    {
      name: 'readNotificationsAt',
      type: 'date',
      access: { create: staffOnlyField, update: staffOnlyField },
      admin: { readOnly: true, description: 'Notifications up to this time count as read (POST users/{id}/update_read_notifications_at).' },
    },
    ...identityFields,
    ...preferenceFields,
    ...accountPlanFields,
    // The payment provider's customer for this account (docs/plans.md "Stripe"), written only by the server.
    { name: 'stripeCustomerId', type: 'text', index: true, access: { create: staffOnlyField, update: staffOnlyField }, admin: { readOnly: true } },
  ],
}
