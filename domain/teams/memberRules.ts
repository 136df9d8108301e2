/**
 * The rules on changing a team's members (docs/teams.md "Rights", learner.md §6), as pure checks: each
 * returns the message key of the refusal, or null when the change is allowed.
 */

export interface MemberState {
  admin: boolean
  paidAccess: boolean
}

export interface TeamCounts {
  admins: number
  membersWithAccess: number
  /** Seats in the contract (0 outside the contract period). */
  contracted: number
}

export type MemberRefusal = 'teamOnlyAdmin' | 'teamQuotaFull' | 'teamAdminEmailUnconfirmed'

/** An admin changes a member's access or admin role: the only admin stays one; access on needs a free seat; a new admin needs a confirmed email. */
export function memberChangeRefusal(member: MemberState, change: Partial<MemberState>, counts: TeamCounts, memberEmailConfirmed: boolean): MemberRefusal | null {
  if (member.admin && change.admin === false && counts.admins <= 1) return 'teamOnlyAdmin'
  if (!member.admin && change.admin === true && !memberEmailConfirmed) return 'teamAdminEmailUnconfirmed'
  if (!member.paidAccess && change.paidAccess === true && counts.membersWithAccess >= counts.contracted) return 'teamQuotaFull'
  return null
}

/** A member leaves or is removed: never the only admin. */
export function memberRemovalRefusal(member: MemberState, counts: TeamCounts): MemberRefusal | null {
  return member.admin && counts.admins <= 1 ? 'teamOnlyAdmin' : null
}
