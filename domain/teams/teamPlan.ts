import type { TeamBanner, TeamPlanKind } from '../api/companies'
import { currentSubscription, type AccountSubscription } from '../plans/accountPlan'
import { grantsAccess, planState } from '../plans/subscription'

/** A company subscription as the team rules read it: the plan terms and the contracted seats. */
export interface TeamSubscription extends AccountSubscription {
  quantity: number | null
}

/** What a team's subscriptions say now (docs/teams.md "Data"): derived on every read, never stored. */
export interface TeamPlan {
  planKind: TeamPlanKind
  plan: 'academic' | 'none'
  /** Inside the contract period: paid content opens and inviting works. */
  inContract: boolean
  planStatus: 'active' | 'inactive'
  expirationDate: Date | null
  contractedMemberCount: number
  banner: TeamBanner
  /** A plan reserved to begin later (the session's reservedCouponCompaniesUser). */
  reserved: boolean
  current: TeamSubscription | null
}

export function teamPlan(subscriptions: TeamSubscription[], now: Date): TeamPlan {
  const current = currentSubscription(subscriptions, now)
  const inContract = current !== null && grantsAccess(current, now)
  const academic = current?.plan === 'team_academic'
  const planKind: TeamPlanKind = !inContract ? 'none' : academic ? 'academic' : current!.type === 'trial' ? 'trial' : 'paid'
  return {
    planKind,
    plan: academic && inContract ? 'academic' : 'none',
    inContract,
    planStatus: inContract ? 'active' : 'inactive',
    expirationDate: current?.currentPeriodEnd ?? null,
    contractedMemberCount: inContract ? Math.max(0, current!.quantity ?? 0) : 0,
    banner: planKind === 'trial' ? 'trial' : planKind === 'academic' ? 'academic' : planKind === 'none' ? 'notSubscribing' : null,
    reserved: subscriptions.some((sub) => planState(sub, now) === 'upcoming' || sub.type === 'reserved'),
    current,
  }
}

/** Seats left (docs/teams.md "Invitations"): contracted − members with access on − pending invitations, never below 0. */
export const remainingQuota = (contracted: number, membersWithAccess: number, pendingInvitations: number) =>
  Math.max(0, contracted - membersWithAccess - pendingInvitations)
