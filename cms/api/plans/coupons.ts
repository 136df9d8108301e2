import { planRoutes } from '@domain/api/routes'
import { normalizeCouponCode } from '@domain/plans/coupon'
import { couponPlan, grantsAccess } from '@domain/plans/subscription'
import { PLAN_UTC_OFFSET_MINUTES } from '@domain/plans/planPeriod'
import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import type { Coupon } from '../../payload-types'
import { accountSubscriptions } from '../../plans/accountSubscriptions'
import { planDetailsView } from '../../plans/planDetailsView'
import { saveSubscription, termsData } from '../../plans/saveSubscription'
import { oneAtATime } from '../../transactions/oneAtATime'

/** Refuses what learner.md §5, §6 and §8 say a coupon cannot do, in the order a learner would want to hear it. */
async function checkCoupon(ctx: SignedInContext, coupon: Coupon | undefined, now: Date): Promise<Coupon> {
  const { req, user } = ctx
  if (!coupon) throw ctx.fail(422, 'code', 'couponInvalid')
  if (coupon.redeemableUntil && now >= new Date(coupon.redeemableUntil)) throw ctx.fail(422, 'code', 'couponExpired')
  if ((coupon.redemptionCount ?? 0) >= (coupon.maxRedemptions ?? 1)) throw ctx.fail(422, 'code', 'couponInvalid')
  if (coupon.country && coupon.country.toUpperCase() !== (user.countryCode ?? '').toUpperCase()) throw ctx.fail(422, 'code', 'couponCountry')
  // A member of a team inside its contract period uses the team's plan (learner.md §6, docs/teams.md "Session").
  if ((user.teams ?? []).some((team) => team.inContract)) throw ctx.fail(422, 'code', 'couponTeamPlan')
  const own = await accountSubscriptions(req.payload, user.id, req)
  if (own.some((sub) => sub.type === 'coupon' && grantsAccess(sub, now))) throw ctx.fail(409, 'code', 'couponAlreadyApplied')
  if (own.some((sub) => sub.type !== 'paused' && grantsAccess(sub, now))) throw ctx.fail(409, 'code', 'alreadySubscribed')
  return coupon
}

/**
 * POST /api/coupon_redemptions {code} (docs/plans.md "Coupons"): the coupon's plan opens from now for its
 * validity; the checks, the redemption and the count are done alone for the code and in one transaction, so a code
 * meant for one account cannot be redeemed twice by two at once.
 */
export const redeemCoupon = learnerEndpoint(
  planRoutes.redeemCoupon,
  async (ctx) => {
    const code = typeof ctx.body.code === 'string' ? normalizeCouponCode(ctx.body.code) : ''
    if (!code) throw ctx.fail(422, 'code', 'couponRequired')
    if (code.length > 64) throw ctx.fail(422, 'code', 'couponInvalid')
    const { req, user } = ctx
    const found = await req.payload.find({ collection: 'coupons', where: { code: { equals: code } }, limit: 1, depth: 0, overrideAccess: true, req })
    if (!found.docs[0]) throw ctx.fail(422, 'code', 'couponInvalid')
    // The checks and the redemption they allow happen alone for the code and for the account: four accounts
    // sending a one-use code at once redeem it once, an account sending two codes at once gets one
    // (cms/transactions/oneAtATime.ts). Always the code first, then the account, so no two calls wait on each other.
    // The moment of redemption is the call's turn for the account (two codes sent at once both went through on
    // PostgreSQL when it was taken before the wait).
    return oneAtATime(req, 'coupons', found.docs[0].id, () => oneAtATime(req, 'users', user.id, async (now) => {
      const current = await req.payload.findByID({ collection: 'coupons', id: found.docs[0].id, depth: 0, overrideAccess: true, req })
      const coupon = await checkCoupon(ctx, current, now)
      const used = await req.payload.count({ collection: 'coupon_redemptions', where: { and: [{ coupon: { equals: coupon.id } }, { user: { equals: user.id } }] }, overrideAccess: true, req })
      if (used.totalDocs) throw ctx.fail(422, 'code', 'couponInvalid')
      const terms = couponPlan(now, coupon.plan, coupon.validityMonths, PLAN_UTC_OFFSET_MINUTES[ctx.locale] ?? 0)
      const subscription = await saveSubscription(req, null, { subscribable: 'USER', user: user.id, provider: 'COUPON', plan: coupon.plan, coupon: coupon.id, promotionId: coupon.promotionId ?? null, ...termsData(terms) })
      await req.payload.create({ collection: 'coupon_redemptions', data: { coupon: coupon.id, user: user.id, subscription: subscription.id }, overrideAccess: true, req })
      await req.payload.update({ collection: 'coupons', id: coupon.id, data: { redemptionCount: (coupon.redemptionCount ?? 0) + 1 }, overrideAccess: true, req })
      return { subscription: planDetailsView(subscription, user, ctx.locale, now) }
    }))
  },
  { signedIn: true },
)
