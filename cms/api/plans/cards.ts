import { planRoutes } from '@domain/api/routes'
import { localePath } from '@domain/i18n/locales'
import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { publicOrigin } from '../conventions/publicOrigin'
import { stripeClient } from '../../plans/stripe/stripeClient'

/**
 * POST /api/cards (docs/learner-api.md "Plans"): Stripe's customer portal, where the learner registers or
 * changes the card (a paused plan resumes once the open payment goes through with it) and sees invoices.
 */
export const changeCard = learnerEndpoint(
  planRoutes.changeCard,
  async (ctx) => {
    const stripe = stripeClient()
    if (!stripe) throw ctx.fail(409, 'base', 'paymentsNotConfigured')
    if (!ctx.user.stripeCustomerId) throw ctx.fail(422, 'base', 'notFound')
    const session = await stripe.billingPortal.sessions.create({
      customer: ctx.user.stripeCustomerId,
      return_url: `${publicOrigin(ctx.req)}${localePath(ctx.locale, '/settings?tab=billing')}`,
    })
    return { url: session.url }
  },
  { signedIn: true },
)
