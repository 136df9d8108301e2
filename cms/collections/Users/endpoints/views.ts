import type { User } from '../../../payload-types'
import { isDummyEmail } from '../externalIdentity/dummyEmail'

/** What the header and the other islands need of the signed-in user (core.md §3 "User (session)"). */
export function sessionView(user: User) {
  return {
    id: user.id,
    name: user.name ?? null,
    image: user.image && typeof user.image === 'object' ? (user.image.url ?? null) : null,
    locale: user.locale ?? 'ja',
    countryCode: user.countryCode ?? null,
    totalExp: user.totalExp ?? 0,
    totalLessonCompletionCount: user.totalLessonCompletionCount ?? 0,
    plus: Boolean(user.entitlements?.plus),
    professional: Boolean(user.entitlements?.professional),
    canAccessFreeTrial: Boolean(user.canAccessFreeTrial),
    freeTrialRequestDeadline: user.freeTrialRequestDeadline ?? null,
    displayRanking: user.displayRanking ?? true,
    /** learner.md §3: unregistered (an identity-provider account with the dummy address), unconfirmed or confirmed. */
    userEmailStatus: isDummyEmail(user.email) ? 'unregistered' : user.emailConfirmedAt ? 'confirmed' : 'unconfirmed',
  }
}

/** The settings page's view: the session fields plus what only the account owner edits. */
export function accountView(user: User) {
  return {
    ...sessionView(user),
    // The dummy address is an internal marker, not something to show as the learner's email.
    email: isDummyEmail(user.email) ? null : user.email,
    pendingEmail: user.pendingEmail ?? null,
    receiptName: user.receiptName ?? null,
    termsAgreedAt: user.termsAgreedAt ?? null,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    passwordSet: user.passwordSet !== false,
    linkedIdentity: Boolean(user.identityProvider),
  }
}
