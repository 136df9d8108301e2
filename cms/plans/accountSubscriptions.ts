import type { Payload, PayloadRequest } from 'payload'
import type { Subscription } from '../payload-types'
import type { AccountSubscription } from '@domain/plans/accountPlan'
import { isPlanName } from '@domain/plans/catalog'
import { idOf } from '../progress/idOf'

const date = (value: string | null | undefined) => (value ? new Date(value) : null)

/** A stored subscription as the plan rules read it (dates as Dates, relations as ids). */
export function toAccountSubscription(sub: Subscription): AccountSubscription | null {
  if (!isPlanName(sub.plan)) return null
  return {
    id: sub.id,
    type: sub.type,
    plan: sub.plan,
    provider: sub.provider,
    startsAt: new Date(sub.startsAt),
    currentPeriodEnd: date(sub.currentPeriodEnd),
    trialEndsAt: date(sub.trialEndsAt),
    graceUntil: date(sub.graceUntil),
    course: idOf(sub.course) ?? null,
    promotionId: sub.promotionId ?? null,
  }
}

/**
 * An account's own subscriptions (docs/plans.md "Entitlement"): the adapter's find, without hooks, since it
 * runs on every read of an account and every socket event. (Company subscriptions join this with teams.)
 */
export async function accountSubscriptions(payload: Payload, userId: number | string, req?: Partial<PayloadRequest>): Promise<AccountSubscription[]> {
  const { docs } = await payload.db.find<Subscription>({
    collection: 'subscriptions',
    where: { user: { equals: userId } },
    limit: 0,
    pagination: false,
    req,
  })
  return docs.map(toAccountSubscription).filter((sub): sub is AccountSubscription => sub !== null)
}
