import type { User } from '../../../payload-types'

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
    /** core.md §3: confirmed, unconfirmed or unregistered (no real address: social sign-ins, with the OIDC work). */
    userEmailStatus: user.emailConfirmedAt ? 'confirmed' : 'unconfirmed',
  }
}

/** The settings page's view: the session fields plus what only the account owner edits. */
export function accountView(user: User) {
  return { ...sessionView(user), email: user.email, termsAgreedAt: user.termsAgreedAt ?? null, twoFactorEnabled: Boolean(user.twoFactorEnabled) }
}
