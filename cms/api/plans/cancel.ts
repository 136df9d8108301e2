import { planRoutes } from '@domain/api/routes'
import { z } from 'zod'
import { cancel as cancelTerms, cancelReservation, PlanTransitionError, reactivate as reactivateTerms } from '@domain/plans/subscription'
import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import type { ApiMessage } from '../conventions/learnerEndpoint'
import type { Subscription } from '../../payload-types'
import { toAccountSubscription } from '../../plans/accountSubscriptions'
import { planDetailsView } from '../../plans/planDetailsView'
import { saveSubscription, termsData } from '../../plans/saveSubscription'
import { stripeClient } from '../../plans/stripe/stripeClient'
import { syncStripeSubscription } from '../../plans/stripe/syncStripeSubscription'
import { ownSubscription } from './ownSubscription'

/** The questionnaire (docs/plans.md "Cancelling"): reasons from the form's list and an optional comment. */
const CANCEL_REASONS = ['price', 'no_time', 'finished_learning', 'content', 'difficulty', 'other_service', 'technical', 'other'] as const
const cancelBody = z.object({ reasons: z.array(z.enum(CANCEL_REASONS)).max(CANCEL_REASONS.length), comment: z.string().max(2000).nullish() }).strict()

/**
 * Applies a learner's change to their own subscription: Stripe's copy first (Stripe bills it), then ours from
 * Stripe's answer, so the page shows the result without waiting for the webhook; a platform-granted one
 * through the plan rules. A move the plan's state does not allow answers 422 with `refused`.
 */
async function change(ctx: SignedInContext, doc: Subscription, stripeChange: { cancel_at_period_end: boolean }, local: typeof cancelTerms, refused: ApiMessage, extra: Partial<Subscription> = {}) {
  const terms = toAccountSubscription(doc)
  if (!terms) throw ctx.fail(422, 'base', refused)
  try {
    local(terms, new Date()) // the same rule for both providers: refuses what the state does not allow
  } catch (error) {
    if (error instanceof PlanTransitionError) throw ctx.fail(422, 'base', refused)
    throw error
  }
  if (doc.provider === 'STRIPE') {
    const stripe = stripeClient()
    if (!stripe || !doc.providerSubscriptionId) throw ctx.fail(409, 'base', 'paymentsNotConfigured')
    const updated = await stripe.subscriptions.update(doc.providerSubscriptionId, stripeChange).catch(() => null)
    if (!updated) throw ctx.fail(502, 'base', refused)
    const saved = await syncStripeSubscription(ctx.req, stripe, updated, undefined)
    const withAnswers = Object.keys(extra).length ? await saveSubscription(ctx.req, saved, extra) : saved!
    return { subscription: planDetailsView(withAnswers, ctx.user, ctx.locale) }
  }
  if (doc.provider !== 'COUPON') throw ctx.fail(422, 'base', refused)
  const saved = await saveSubscription(ctx.req, doc, { ...termsData(local(terms, new Date())), ...extra })
  return { subscription: planDetailsView(saved, ctx.user, ctx.locale) }
}

/**
 * A change of plan called off before it begins (docs/plans.md "Changing plan"): the waiting Stripe
 * subscription is cancelled at once (it never charged), and the plan it was to replace renews again.
 */
async function callOffStripeReservation(ctx: SignedInContext, doc: Subscription) {
  const terms = toAccountSubscription(doc)
  const stripe = stripeClient()
  if (!stripe || !doc.providerSubscriptionId) throw ctx.fail(409, 'base', 'paymentsNotConfigured')
  if (!terms || new Date() >= terms.startsAt) throw ctx.fail(422, 'base', 'cancelNotAllowed')
  const cancelled = await stripe.subscriptions.cancel(doc.providerSubscriptionId).catch(() => null)
  if (!cancelled) throw ctx.fail(502, 'base', 'cancelNotAllowed')
  const saved = await syncStripeSubscription(ctx.req, stripe, cancelled, undefined)
  const replaces = cancelled.metadata?.replaces
  if (replaces) {
    const renewed = await stripe.subscriptions.update(replaces, { cancel_at_period_end: false }).catch(() => null)
    if (renewed) await syncStripeSubscription(ctx.req, stripe, renewed, undefined)
  }
  return { subscription: planDetailsView(saved!, ctx.user, ctx.locale) }
}

/**
 * PUT /api/subscriptions/:subscriptionId/cancel {reasons, comment} (docs/learner-api.md "Plans"): nothing more
 * is charged; the plan stays usable until its end date, and can be reactivated until then. A reserved plan
 * that has not begun is called off.
 */
export const cancelSubscription = learnerEndpoint(
  planRoutes.cancel,
  async (ctx) => {
    const doc = await ownSubscription(ctx, ctx.params.subscriptionId)
    const answers = cancelBody.safeParse(ctx.body)
    if (!answers.success) throw ctx.fail(422, 'reasons', 'fieldProblem')
    const cancellation = { canceledAt: new Date().toISOString(), reasons: answers.data.reasons, comment: answers.data.comment ?? null }
    if (doc.type === 'reserved' && doc.provider === 'STRIPE') return callOffStripeReservation(ctx, doc)
    // A reserved plan that has not begun is called off instead: it never opens anything (learner.md §4).
    return change(ctx, doc, { cancel_at_period_end: true }, doc.type === 'reserved' ? cancelReservation : cancelTerms, 'cancelNotAllowed', { cancellation })
  },
  { signedIn: true },
)

/** PUT /api/subscriptions/:subscriptionId/reactivate: a canceled plan that has not ended renews again. */
export const reactivateSubscription = learnerEndpoint(
  planRoutes.reactivate,
  async (ctx) => change(ctx, await ownSubscription(ctx, ctx.params.subscriptionId), { cancel_at_period_end: false }, reactivateTerms, 'reactivateFailed'),
  { signedIn: true },
)
