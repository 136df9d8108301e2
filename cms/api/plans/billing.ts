import { planRoutes } from '@domain/api/routes'
import { currentSubscription } from '@domain/plans/accountPlan'
import { planState } from '@domain/plans/subscription'
import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { accountSubscriptions } from '../../plans/accountSubscriptions'
import { chargeView, planDetailsView } from '../../plans/planDetailsView'
import { stripeSettings } from '../../plans/stripe/stripeClient'

/**
 * GET /api/subscriptions/billing (docs/learner-api.md "Plans"): the billing tab: the current plan, a reserved
 * one, the payments newest first, and whether card payments are on.
 */
export const billing = learnerEndpoint(
  planRoutes.billing,
  async ({ req, user, locale }) => {
    const now = new Date()
    const subscriptions = await accountSubscriptions(req.payload, user.id, req)
    // A plan that has not begun is shown as the reserved one, never as the current plan.
    const upcoming = (sub: (typeof subscriptions)[number]) => planState(sub, now) === 'upcoming'
    const current = currentSubscription(subscriptions.filter((sub) => !upcoming(sub)), now)
    const reserved = subscriptions.find((sub) => sub.type === 'reserved' && upcoming(sub)) ?? null
    const docs = async (ids: (number | string)[]) =>
      ids.length ? (await req.payload.find({ collection: 'subscriptions', where: { id: { in: ids } }, depth: 0, overrideAccess: true, req, pagination: false })).docs : []
    const [currentDoc, reservedDoc] = await Promise.all([docs(current ? [current.id] : []), docs(reserved ? [reserved.id] : [])])
    const charges = await req.payload.find({ collection: 'charges', where: { user: { equals: user.id } }, sort: '-billedAt', limit: 100, depth: 0, overrideAccess: true, req })
    return {
      plan: currentDoc[0] && planState(current!, now) !== 'expired' ? planDetailsView(currentDoc[0], user, locale, now) : null,
      reserved: reservedDoc[0] ? planDetailsView(reservedDoc[0], user, locale, now) : null,
      charges: charges.docs.map(chargeView),
      paymentsEnabled: stripeSettings() !== null,
      receiptName: user.receiptName ?? null,
    }
  },
  { signedIn: true },
)
