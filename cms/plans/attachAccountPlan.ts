import type { CollectionAfterReadHook } from 'payload'
import { accountPlan } from '@domain/plans/accountPlan'
import { accountSubscriptions } from './accountSubscriptions'

/**
 * Computes the account's plan on every read of an account, the signed-in user of each request included
 * (Payload loads it with findByID): entitlements, subscribing, the current subscription and the free-trial
 * offer, from the subscriptions as they are now (docs/plans.md "Entitlement"). Nothing of it is stored.
 */
export const attachAccountPlan: CollectionAfterReadHook = async ({ doc, req }) => {
  if (doc?.id == null) return doc
  const subscriptions = await accountSubscriptions(req.payload, doc.id, req)
  return Object.assign(doc, accountPlan(subscriptions, doc.createdAt, new Date()))
}
