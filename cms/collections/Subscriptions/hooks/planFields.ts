import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'
import { isPlanName, planOf } from '@domain/plans/catalog'
import { isStaff } from '@domain/roles'

/** interval and intervalCount are the plan's (core.md §3 "Plan"), stored beside it for the session and the admin list. */
export const planIntervalFromPlan: CollectionBeforeChangeHook = ({ data }) => {
  if (data && isPlanName(data.plan)) {
    const plan = planOf(data.plan)
    data.interval = plan.interval
    data.intervalCount = plan.intervalCount
  }
  return data
}

/** A USER subscription names its user, a COMPANY one its company, never both. */
export const subscriberMatchesSubscribable: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const subscribable = data.subscribable ?? originalDoc?.subscribable ?? 'USER'
  const user = data.user !== undefined ? data.user : originalDoc?.user
  const company = data.company !== undefined ? data.company : originalDoc?.company
  const refuse = (path: string, message: string) => {
    throw new ValidationError({ collection: 'subscriptions', errors: [{ path, message }] })
  }
  if (subscribable === 'USER' && (!user || company)) refuse('user', 'A USER subscription names its user and no company.')
  if (subscribable === 'COMPANY' && (!company || user)) refuse('company', 'A COMPANY subscription names its company and no user.')
  return data
}

/** A subscription staff create by hand is their grant: it names them (docs/plans.md "Staff"). */
export const grantedByStaff: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation === 'create' && data && !data.grantedBy && isStaff(req.user)) data.grantedBy = (req.user as { id: number }).id
  return data
}
