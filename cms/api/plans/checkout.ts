import { planRoutes } from '@domain/api/routes'
import { z } from 'zod'
import { isPlanName, planOf, TRIAL_PLAN } from '@domain/plans/catalog'
import { canUsePlan } from '@domain/plans/entitlement'
import { startTrial as trialTerms } from '@domain/plans/subscription'
import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import { checkoutSession } from '../../plans/stripe/checkoutSession'
import { stripeClient } from '../../plans/stripe/stripeClient'
import { saveSubscription, termsData } from '../../plans/saveSubscription'
import { planDetailsView } from '../../plans/planDetailsView'
import { planChangeFor } from '../../plans/planChange'
import { accountSubscriptions } from '../../plans/accountSubscriptions'
import { oneAtATime } from '../../transactions/oneAtATime'
import { canAccessFreeTrial } from '@domain/plans/freeTrial'

const checkoutBody = z.object({ plan: z.string().max(64), course: z.number().int().positive().nullish() }).strict()

/**
 * Stripe, or 409 with the "payments are not configured" message (docs/plans.md "Stripe"): the platform's
 * setup refuses the request, the server has not failed, so no 5xx.
 */
function requireStripe(ctx: SignedInContext) {
  const stripe = stripeClient()
  if (!stripe) throw ctx.fail(409, 'base', 'paymentsNotConfigured')
  return stripe
}

async function redirectTo(ctx: SignedInContext, url: Promise<string | null>) {
  const target = await url.catch((error: unknown) => {
    ctx.req.payload.logger.error({ err: error }, 'stripe checkout failed')
    throw ctx.fail(502, 'base', 'subscribeFailed')
  })
  if (!target) throw ctx.fail(422, 'plan', 'planNotSold')
  return { url: target }
}

/**
 * POST /api/subscriptions/checkout {plan, course?} (docs/learner-api.md "Plans"): a Stripe Checkout page for
 * a plan of the catalog in the learner's region. Refused: an unknown plan or one not sold on the web or in
 * the region (422), Plus while already on Plus unless it is a change of length (409; docs/plans.md
 * "Changing plan": reserved for the end of the current period), a course already bought (409), and without
 * payments configured (409). A learner on the free trial may apply: the trial ends when they pay.
 */
export const checkout = learnerEndpoint(
  planRoutes.checkout,
  async (ctx) => {
    const parsed = checkoutBody.safeParse(ctx.body)
    if (!parsed.success) throw ctx.fail(422, 'plan', 'planUnknown')
    const { plan, course } = parsed.data
    if (!isPlanName(plan) || plan === TRIAL_PLAN || !planOf(plan).web || planOf(plan).perSeat) throw ctx.fail(422, 'plan', 'planUnknown')
    const product = planOf(plan).product
    const subscribing = ctx.user.subscription as { state?: string } | null
    // Already on Plus (not the trial): another length is reserved for when the current period ends.
    const change = product === 'plus' && ctx.user.entitlements?.plus && subscribing?.state !== 'trial' ? await planChangeFor(ctx.req, ctx.user.id, plan) : null
    if (change === 'refused') throw ctx.fail(409, 'plan', 'alreadySubscribed')
    if (product === 'professional_course') {
      if (!course) throw ctx.fail(422, 'course', 'courseRequired')
      const exists = await ctx.req.payload.count({ collection: 'courses', where: { id: { equals: course } }, overrideAccess: true, req: ctx.req })
      if (!exists.totalDocs) throw ctx.fail(422, 'course', 'courseRequired')
      if (canUsePlan({ id: ctx.user.id, entitlements: ctx.user.entitlements }, 'professional', course)) throw ctx.fail(409, 'course', 'courseAlreadyBought')
    }
    const stripe = requireStripe(ctx)
    const reservation = change ? { startsAt: change.startsAt, replaces: change.replaces.providerSubscriptionId! } : undefined
    return redirectTo(ctx, checkoutSession(ctx.req, stripe, ctx.user, { plan, locale: ctx.locale, course: course ?? undefined, reservation }))
  },
  { signedIn: true },
)

/**
 * POST /api/subscriptions/trial (docs/plans.md "Free trial"): for an account within its offer window that
 * was never on a plan, with a confirmed email. With card payments on, Stripe Checkout collects the card and
 * the trial converts into the monthly plan unless cancelled; without, a card-less trial starts at once and
 * simply ends after 5 days.
 */
export const startTrial = learnerEndpoint(
  planRoutes.startTrial,
  async (ctx) => {
    if (!ctx.user.canAccessFreeTrial) throw ctx.fail(422, 'base', 'trialUnavailable')
    if (!ctx.user.emailConfirmedAt) throw ctx.fail(422, 'base', 'confirmEmailFirst')
    const stripe = stripeClient()
    if (stripe) return redirectTo(ctx, checkoutSession(ctx.req, stripe, ctx.user, { plan: TRIAL_PLAN, locale: ctx.locale }))
    // Alone for the account, on its subscriptions as they are then: two presses at once start one trial.
    const saved = await oneAtATime(ctx.req, 'users', ctx.user.id, async (now) => {
      if (!canAccessFreeTrial(ctx.user.createdAt, (await accountSubscriptions(ctx.req.payload, ctx.user.id, ctx.req)).length, now)) throw ctx.fail(422, 'base', 'trialUnavailable')
      return saveSubscription(ctx.req, null, { subscribable: 'USER', user: ctx.user.id, provider: 'COUPON', plan: TRIAL_PLAN, ...termsData(trialTerms(now, TRIAL_PLAN)) })
    })
    return { subscription: planDetailsView(saved, ctx.user, ctx.locale) }
  },
  { signedIn: true },
)
