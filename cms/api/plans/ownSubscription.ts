import type { Subscription } from '../../payload-types'
import type { SignedInContext } from '../conventions/learnerEndpoint'

/** The caller's own subscription by id, or 404 (another account's is not found, not forbidden: nothing leaks). */
export async function ownSubscription(ctx: SignedInContext, id: string | undefined): Promise<Subscription> {
  const found = /^\d+$/.test(id ?? '')
    ? await ctx.req.payload.find({ collection: 'subscriptions', where: { and: [{ id: { equals: Number(id) } }, { user: { equals: ctx.user.id } }] }, limit: 1, depth: 0, overrideAccess: true, req: ctx.req })
    : { docs: [] }
  if (!found.docs[0]) throw ctx.fail(404, 'base', 'notFound')
  return found.docs[0]
}
