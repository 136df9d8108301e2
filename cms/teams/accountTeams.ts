import type { Payload, PayloadRequest } from 'payload'
import type { CompaniesUser } from '../payload-types'
import { teamPlan, type TeamSubscription } from '@domain/teams/teamPlan'
import { idOf } from '../progress/idOf'
import { companySubscriptions } from './companySubscriptions'

/** One of the account's teams as the session and entitlement read it (docs/teams.md "Session"). */
export interface AccountTeam {
  membershipId: number
  companyId: number
  paidAccess: boolean
  admin: boolean
  /** The team is inside its contract period. */
  inContract: boolean
  /** The team's plan is reserved to begin later. */
  reserved: boolean
}

/** What the account's team rows say as stored: its memberships and their companies' subscriptions. */
export interface AccountMemberships {
  rows: Pick<CompaniesUser, 'id' | 'company' | 'paidAccess' | 'admin'>[]
  subscriptions: Map<number, TeamSubscription[]>
}

/** The account's memberships with their teams' subscriptions: two indexed reads (none more without memberships). */
export async function readAccountMemberships(payload: Payload, userId: number | string, req?: Partial<PayloadRequest>): Promise<AccountMemberships> {
  const { docs } = await payload.db.find<CompaniesUser>({ collection: 'companies_users', where: { user: { equals: userId } }, limit: 0, pagination: false, req })
  if (docs.length === 0) return { rows: [], subscriptions: new Map() }
  return { rows: docs, subscriptions: await companySubscriptions(payload, docs.map((row) => idOf(row.company)!), req) }
}

/**
 * The account's teams with their plans at `now`, and the team subscriptions that open Plus to it: those of each
 * team in which its paid-lesson access is on. Pure, so a cached read answers with the plan as it is now.
 */
export function accountTeamsAt({ rows, subscriptions }: AccountMemberships, now: Date): { teams: AccountTeam[]; entitling: TeamSubscription[] } {
  const teams: AccountTeam[] = []
  const entitling: TeamSubscription[] = []
  for (const row of rows) {
    const companyId = Number(idOf(row.company))
    const subs = subscriptions.get(companyId) ?? []
    const plan = teamPlan(subs, now)
    teams.push({ membershipId: row.id, companyId, paidAccess: row.paidAccess !== false, admin: Boolean(row.admin), inContract: plan.inContract, reserved: plan.reserved })
    if (row.paidAccess !== false) entitling.push(...subs)
  }
  return { teams, entitling }
}
