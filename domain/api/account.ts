import { z } from 'zod'
import { LOCALES } from '../i18n/locales'
import type { SessionFields } from './session'

/** The account calls (docs/learner-api.md "Account"): settings, email change and confirmation, password, image, deletion. */

/** The account as the settings page shows it (GET /api/users/me_for_account, PUT /api/users/{id}). */
export interface AccountView extends SessionFields {
  email: string | null
  pendingEmail: string | null
  receiptName: string | null
  termsAgreedAt: string | null
  twoFactorEnabled: boolean
  passwordSet: boolean
  linkedIdentity: boolean
}

export interface AccountAnswer {
  user: AccountView
}

/**
 * The fields PUT /api/users/{id} accepts in `user` (sent snake_cased, read camelCased); anything else is
 * refused, not ignored.
 */
export const accountUpdate = z
  .object({
    name: z.string().trim().max(100).nullable().optional(),
    receiptName: z.string().trim().max(100).nullable().optional(),
    email: z.email().max(254).optional(),
    displayRanking: z.boolean().optional(),
    locale: z.enum(LOCALES).optional(),
    countryCode: z.string().regex(/^[A-Z]{2}$/).nullable().optional(),
  })
  .strict()

export interface AccountUpdateRequest {
  user: Record<string, unknown>
}

/** PUT /api/users/{id}: the account after the change, and whether a confirmation link went to a new address. */
export interface AccountUpdateAnswer extends AccountAnswer {
  isEmailSent: boolean
}

/** PATCH /api/users/send_confirmation. */
export interface SendConfirmationRequest {
  after_confirmation_redirect_destination?: string | null
}

/** POST /api/users/password: ask for a reset link. */
export interface PasswordResetRequest {
  user: { email: unknown }
}

/** PUT /api/users/password: set a new password with the mailed token. */
export interface PasswordResetChange {
  user: { reset_password_token: string | null; password: unknown; password_confirmation: unknown }
}

export interface PasswordResetAnswer {
  afterLoginPath: string
  twoFactorRequired?: boolean
}

/** PUT /api/users/update_password (current_password is left out when the account never set one). */
export interface PasswordUpdateRequest {
  user: Record<string, unknown>
}

/** PUT /api/settings/update_image (multipart, file field new_image) and reset_image: the image URL or null. */
export interface ImageAnswer {
  image: string | null
}

/** DELETE /api/users/account. */
export interface AccountDeletionRequest {
  password: unknown
}
