import type { Payload, PayloadRequest } from 'payload'
import type { Subscription } from '../payload-types'
import type { TeamSubscription } from '@domain/teams/teamPlan'
import { toAccountSubscription } from '../plans/accountSubscriptions'
import { idOf } from '../progress/idOf'

/**
 * The subscriptions of some companies (subscribable COMPANY), by company id: one adapter find without hooks,
 * since it runs on every read of a member's account (docs/teams.md "Contract period and access").
 */
export async function companySubscriptions(payload: Payload, companyIds: (number | string)[], req?: Partial<PayloadRequest>): Promise<Map<number, TeamSubscription[]>> {
  const byCompany = new Map<number, TeamSubscription[]>()
  if (companyIds.length === 0) return byCompany
  const { docs } = await payload.db.find<Subscription>({ collection: 'subscriptions', where: { company: { in: companyIds } }, limit: 0, pagination: false, req })
  for (const doc of docs) {
    const terms = toAccountSubscription(doc)
    const company = Number(idOf(doc.company))
    if (!terms || !company) continue
    const list = byCompany.get(company) ?? []
    list.push({ ...terms, quantity: doc.quantity ?? null })
    byCompany.set(company, list)
  }
  return byCompany
}
