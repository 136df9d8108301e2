import type { CollectionAfterReadHook } from 'payload'
import { accountPlan } from '@domain/plans/accountPlan'
import { entitlementsFrom } from '@domain/plans/entitlement'
import { accountSubscriptions } from './accountSubscriptions'
import { accountTeams } from '../teams/accountTeams'

/**
 * Computes the account's plan on every read of an account, the signed-in user of each request included
 * (Payload loads it with findByID): entitlements, subscribing, the current subscription and the free-trial
 * offer, from the subscriptions as they are now (docs/plans.md "Entitlement"), and its teams (docs/teams.md
 * "Session"): a team's plan adds to the entitlements of members whose access is on, while `subscribing` and
 * `subscription` stay the account's own. Nothing of it is stored.
 */
export const attachAccountPlan: CollectionAfterReadHook = async ({ doc, req }) => {
  if (doc?.id == null) return doc
  const [subscriptions, { teams, entitling }] = await Promise.all([accountSubscriptions(req.payload, doc.id, req), accountTeams(req.payload, doc.id, req)])
  const now = new Date()
  const plan = accountPlan(subscriptions, doc.createdAt, now)
  return Object.assign(doc, plan, { entitlements: entitlementsFrom([...subscriptions, ...entitling], now), teams })
}
