import type { CollectionAfterReadHook, Payload, PayloadRequest } from 'payload'
import { accountPlan, type AccountSubscription } from '@domain/plans/accountPlan'
import { entitlementsFrom } from '@domain/plans/entitlement'
import { accountSubscriptions } from './accountSubscriptions'
import { accountTeamsAt, readAccountMemberships, type AccountMemberships } from '../teams/accountTeams'

/** What an account's plan is computed from, as stored: its own subscriptions and its teams'. */
export interface AccountPlanInputs {
  subscriptions: AccountSubscription[]
  memberships: AccountMemberships
}

export async function readAccountPlanInputs(payload: Payload, userId: number | string, req?: Partial<PayloadRequest>): Promise<AccountPlanInputs> {
  const [subscriptions, memberships] = await Promise.all([accountSubscriptions(payload, userId, req), readAccountMemberships(payload, userId, req)])
  return { subscriptions, memberships }
}

/**
 * The account's plan at `now` (docs/plans.md "Entitlement"): entitlements, subscribing, the current subscription
 * and the free-trial offer from its subscriptions, and its teams (docs/teams.md "Session"): a team's plan adds to
 * the entitlements of members whose access is on, while `subscribing` and `subscription` stay the account's own.
 */
export function accountPlanAt({ subscriptions, memberships }: AccountPlanInputs, createdAt: string | null | undefined, now: Date) {
  const { teams, entitling } = accountTeamsAt(memberships, now)
  return { ...accountPlan(subscriptions, createdAt, now), entitlements: entitlementsFrom([...subscriptions, ...entitling], now), teams }
}

/** Only what the plan opens at `now` (the socket's per-event check needs no more of the plan). */
export const entitlementsAt = ({ subscriptions, memberships }: AccountPlanInputs, now: Date) =>
  entitlementsFrom([...subscriptions, ...accountTeamsAt(memberships, now).entitling], now)

// The inputs each read computed its plan from, for the session cache (cms/auth/accountReadCache.ts), which recomputes
// the plan at every use so that time alone (a trial ending) needs no expiry.
const inputsOfDoc = new WeakMap<object, AccountPlanInputs>()
export const planInputsOf = (doc: object): AccountPlanInputs | undefined => inputsOfDoc.get(doc)

/**
 * Computes the account's plan on every read of an account, the signed-in user of each request included
 * (Payload loads it with findByID), from the subscriptions as they are now. Nothing of it is stored.
 */
export const attachAccountPlan: CollectionAfterReadHook = async ({ doc, req }) => {
  if (doc?.id == null) return doc
  const inputs = await readAccountPlanInputs(req.payload, doc.id, req)
  inputsOfDoc.set(doc, inputs)
  return Object.assign(doc, accountPlanAt(inputs, doc.createdAt, new Date()))
}
