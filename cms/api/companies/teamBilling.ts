import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type { Company, User } from '../../payload-types'
import { companyRoutes } from '@domain/api/routes'
import { CURRENCY, minorAmount, planOf, priceRegionFor } from '@domain/plans/catalog'
import { planSummary } from '@domain/plans/planSummary'
import { localePath, type Locale } from '@domain/i18n/locales'
import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import { publicOrigin } from '../conventions/publicOrigin'
import { stripeClient } from '../../plans/stripe/stripeClient'
import { syncStripeSubscription } from '../../plans/stripe/syncStripeSubscription'
import { companyDetails, formErrors } from './companyForm'
import { teamOf } from './teamContext'

/** The plan a team pays for on the web (docs/teams.md "Data"): per seat per month. */
export const TEAM_PLAN = 'team_1m'
export const MAX_SEATS = 10_000

/** A new invite-link token: unguessable, safe in a URL. */
export const newInviteToken = () => randomBytes(24).toString('base64url')

const payment = z.object({ seats: z.number().int().min(1).max(MAX_SEATS), agreeToTerms: z.literal(true) })

function readPayment(ctx: SignedInContext) {
  const parsed = payment.safeParse({ seats: ctx.body.seats, agreeToTerms: ctx.body.agreeToTerms })
  if (parsed.success) return parsed.data
  const field = String(parsed.error.issues[0]?.path[0])
  throw field === 'agreeToTerms' ? ctx.fail(422, 'agreeToTerms', 'teamTermsRequired') : ctx.fail(422, 'seats', 'teamSeatsInvalid')
}

function requireStripe(ctx: SignedInContext) {
  const stripe = stripeClient()
  if (!stripe) throw ctx.fail(409, 'base', 'paymentsNotConfigured')
  return stripe
}

/** The team's Stripe customer, created on its first checkout (billed to the team's receipt name). */
async function teamCustomer(req: PayloadRequest, stripe: Stripe, company: Company, admin: User): Promise<string> {
  if (company.stripeCustomerId) return company.stripeCustomerId
  const customer = await stripe.customers.create({ email: company.adminEmail || admin.email, name: company.receiptCompanyName || company.name, metadata: { companyId: String(company.id) } })
  await req.payload.update({ collection: 'companies', id: company.id, data: { stripeCustomerId: customer.id }, overrideAccess: true, depth: 0, req })
  return customer.id
}

/**
 * A Stripe Checkout page for the team plan with `seats` as the quantity (docs/teams.md "Registration"); the
 * webhook reads the company and the plan back from the metadata and stores a COMPANY subscription.
 */
async function teamCheckout(ctx: SignedInContext, stripe: Stripe, company: Company, seats: number): Promise<string> {
  const region = priceRegionFor(ctx.locale as Locale, ctx.user.countryCode)
  const plan = planOf(TEAM_PLAN)
  const price = plan.prices[region] ?? plan.prices.jp!
  const priceRegion = plan.prices[region] !== undefined ? region : 'jp'
  const metadata = { companyId: String(company.id), plan: TEAM_PLAN, adminUserId: String(ctx.user.id) }
  const back = (path: string) => `${publicOrigin(ctx.req)}${localePath(ctx.locale as Locale, path)}`
  const session = await stripe.checkout.sessions
    .create({
      mode: 'subscription',
      customer: await teamCustomer(ctx.req, stripe, company, ctx.user),
      client_reference_id: `company:${company.id}`,
      locale: ctx.locale as Locale,
      line_items: [
        {
          quantity: seats,
          price_data: {
            currency: CURRENCY[priceRegion].code,
            unit_amount: minorAmount(price, priceRegion),
            product_data: { name: `${planSummary(TEAM_PLAN)} (${company.name})` },
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: back(`/companies/${company.id}?checkout=done`),
      cancel_url: back(`/subscriptions/business_restart_paused_form?company=${company.id}`),
    })
    .catch((error: unknown) => {
      ctx.req.payload.logger.error({ err: error }, 'team checkout failed')
      throw ctx.fail(502, 'base', 'subscribeFailed')
    })
  return session.url!
}

/** The company form of a registration: the name and the admin's name and email are required. */
const registration = companyDetails.partial({ address: true, phone: true, receiptCompanyName: true }).extend({ adminName: z.string().trim().min(1).max(100), adminEmail: z.string().trim().toLowerCase().email().max(254) })

/**
 * POST /api/companies/subscription {company, seats, agreeToTerms} (docs/teams.md "Registration"): the signed-in
 * account registers a team and becomes its admin; answers the payment page. Without payments configured it
 * answers 409 and creates nothing.
 */
export const registerTeam = learnerEndpoint(
  companyRoutes.register,
  async (ctx) => {
    const parsed = registration.safeParse(ctx.body.company ?? {})
    if (!parsed.success) throw formErrors(ctx, parsed.error)
    const { seats } = readPayment(ctx)
    const stripe = requireStripe(ctx)
    const { req, user } = ctx
    const company = await req.payload.create({ collection: 'companies', data: { ...parsed.data, inviteToken: newInviteToken() }, overrideAccess: true, depth: 0, req })
    await req.payload.create({ collection: 'companies_users', data: { company: company.id, user: user.id, admin: true, paidAccess: true, device: 'web', localeUserType: ctx.locale }, overrideAccess: true, depth: 0, req })
    return { url: await teamCheckout(ctx, stripe, company, seats), companyId: company.id }
  },
  { signedIn: true },
)

/**
 * POST /api/companies/:id/subscription/restart {seats, agreeToTerms} (admins; /subscriptions/business_restart_paused_form):
 * pay again for a team outside its contract period, or whose payment failed.
 */
export const restartTeam = learnerEndpoint(
  companyRoutes.restart,
  async (ctx) => {
    const team = await teamOf(ctx, { admin: true })
    const { seats } = readPayment(ctx)
    if (team.plan.inContract && team.plan.current?.type !== 'paused') throw ctx.fail(409, 'base', 'teamAlreadySubscribed')
    const stripe = requireStripe(ctx)
    return { url: await teamCheckout(ctx, stripe, team.company, seats), companyId: team.company.id }
  },
  { signedIn: true },
)

/** Ends the team's Stripe subscriptions now and stores the result (deleting a team, docs/teams.md "Rights"). */
export async function cancelTeamSubscriptions(ctx: SignedInContext, companyId: number) {
  const { docs } = await ctx.req.payload.find({ collection: 'subscriptions', where: { and: [{ company: { equals: companyId } }, { provider: { equals: 'STRIPE' } }, { type: { not_equals: 'canceled' } }] }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req: ctx.req })
  if (docs.length === 0) return
  const stripe = requireStripe(ctx)
  for (const sub of docs) {
    if (!sub.providerSubscriptionId) continue
    const ended = await stripe.subscriptions.cancel(sub.providerSubscriptionId)
    await syncStripeSubscription(ctx.req, stripe, ended, undefined)
  }
}
