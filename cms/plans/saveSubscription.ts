import type { PayloadRequest } from 'payload'
import type { Subscription } from '../payload-types'
import type { PlanTerms } from '@domain/plans/subscription'
import { asActor } from '../collections/BillingLog/logBillingChange'

/** The stored form of plan terms (dates as ISO strings, empty ones as null). */
export const termsData = (terms: Omit<PlanTerms, 'plan'>) => ({
  type: terms.type,
  startsAt: terms.startsAt.toISOString(),
  currentPeriodEnd: terms.currentPeriodEnd?.toISOString() ?? null,
  trialEndsAt: terms.trialEndsAt?.toISOString() ?? null,
  graceUntil: terms.graceUntil?.toISOString() ?? null,
})

type Actor = 'provider' | 'system' | undefined

/** Creates or updates a subscription inside the request's transaction; billing_log records who (docs/plans.md "Staff"). */
export async function saveSubscription(req: PayloadRequest, existing: Subscription | null, data: Partial<Subscription>, actor?: Actor): Promise<Subscription> {
  return asActor(req, actor, () =>
    existing
      ? req.payload.update({ collection: 'subscriptions', id: existing.id, data, req, overrideAccess: true, depth: 0 })
      : req.payload.create({ collection: 'subscriptions', data: data as Subscription, req, overrideAccess: true, depth: 0 }),
  )
}
