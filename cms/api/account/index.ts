import type { Endpoint } from 'payload'
import { cancelEmailChange, confirmTerms, meForAccount, meForSession, updateAccount } from './account'
import { deleteAccount } from './accountDeletion'
import { confirmationLink, resendConfirmation } from './confirmation'
import { requestPasswordReset, resetPassword, updatePassword } from './password'
import { resetImage, updateImage } from './profileImage'

/** The account calls under /api/users with fixed paths (docs/learner-api.md "Account"). */
export const usersAccountEndpoints: Endpoint[] = [
  requestPasswordReset,
  resetPassword,
  updatePassword,
  confirmationLink,
  resendConfirmation,
  meForSession,
  meForAccount,
  confirmTerms,
  cancelEmailChange,
  deleteAccount,
]

/** PUT /api/users/{id}: '/:id' takes any single segment, so the users list registers it after every fixed path. */
export const usersAccountByIdEndpoints: Endpoint[] = [updateAccount]

/** The profile image calls at the API root. */
export const rootAccountEndpoints: Endpoint[] = [updateImage, resetImage]
