import type { Company, User } from '../../payload-types'
import type { AccountView } from '@domain/api/account'
import type { CompanyMembershipRef, SessionFields, SessionUserAnswer } from '@domain/api/session'
import type { SessionSubscription } from '@domain/plans/accountPlan'
import { canUsePlan } from '@domain/plans/entitlement'
import { levelFor } from '@domain/progress/exp'
import { isDummyEmail } from '../identity/dummyEmail'

/** What the header and the other islands need of the signed-in user (docs/learner-api.md "Session"). */
export function sessionView(user: User): SessionFields {
  return {
    id: user.id,
    name: user.name ?? null,
    image: user.image && typeof user.image === 'object' ? (user.image.url ?? null) : null,
    locale: user.locale ?? 'ja',
    countryCode: user.countryCode ?? null,
    totalExp: user.totalExp ?? 0,
    totalLessonCompletionCount: user.totalLessonCompletionCount ?? 0,
    // The account's plan; what it may open is `entitlements` below (staff open everything).
    plus: Boolean(user.entitlements?.plus),
    professional: Boolean(user.entitlements?.professional),
    canAccessFreeTrial: Boolean(user.canAccessFreeTrial),
    freeTrialRequestDeadline: user.freeTrialRequestDeadline ?? null,
    displayRanking: user.displayRanking ?? true,
    /** unregistered (an identity-provider account with the dummy address), unconfirmed or confirmed. */
    userEmailStatus: isDummyEmail(user.email) ? 'unregistered' : user.emailConfirmedAt ? 'confirmed' : 'unconfirmed',
  }
}

/** The settings page's view: the session fields plus what only the account owner edits. */
export function accountView(user: User): AccountView {
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

const urlOf = (image: unknown) => (image && typeof image === 'object' ? ((image as { url?: string | null }).url ?? null) : null)

/**
 * GET /api/users/me's user (docs/learner-api.md "Session"): the session fields, the level, the companies the
 * user joined, and what the site's islands read (roles, entitlements, exp, terms), and the plan computed from
 * the account's subscriptions (docs/plans.md "Session"), and its teams (docs/teams.md "Session").
 */
export function sessionUserView(user: User, companies: Pick<Company, 'id' | 'name' | 'image'>[]): SessionUserAnswer {
  const teams = user.teams ?? []
  return {
    ...sessionView(user),
    email: isDummyEmail(user.email) ? null : user.email,
    roles: user.roles ?? [],
    // What the account may open (staff open everything): the site's lock icons and gates read this.
    entitlements: {
      plus: canUsePlan(user, 'plus'),
      professional: canUsePlan(user, 'professional'),
      professionalCourses: user.entitlements?.professionalCourses ?? [],
    },
    totalLevel: levelFor(user.totalExp ?? 0),
    termsAgreedAt: user.termsAgreedAt ?? null,
    joinedCompanies: companies.flatMap((c) => {
      const team = teams.find((t) => t.companyId === c.id)
      return team ? [{ id: c.id, name: c.name, image: urlOf(c.image), paidAccess: team.paidAccess, admin: team.admin }] : []
    }),
    subscribing: Boolean(user.subscribing),
    subscription: (user.subscription as SessionSubscription | null) ?? null,
    activeBusinessCompaniesUser: membershipRef(teams.find((t) => t.inContract && t.paidAccess)),
    reservedCouponCompaniesUser: membershipRef(teams.find((t) => t.reserved)),
  }
}

const membershipRef = (team: NonNullable<User['teams']>[number] | undefined): CompanyMembershipRef | null =>
  team ? { id: team.membershipId, companyId: team.companyId, paidAccess: team.paidAccess, admin: team.admin } : null
