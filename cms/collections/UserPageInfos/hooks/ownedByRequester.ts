import type { CollectionBeforeValidateHook } from 'payload'
import { isStaff } from '../../../access/roles'

/** A learner can only write their own page info, whatever `user` they send. */
export const ownedByRequester: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data || !req.user || isStaff(req.user)) return data
  return { ...data, user: req.user.id }
}
