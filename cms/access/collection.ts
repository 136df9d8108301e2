import type { Access, FieldAccess } from 'payload'
import { isStaff } from '@domain/roles'
import { userOf } from './userOf'

/** Anyone, visitors included, may read published curriculum and site content. */
export const anyone: Access = () => true

/** Content writes are staff-only. */
export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const staffOnlyField: FieldAccess = ({ req }) => isStaff(req.user)

/** Staff see everything; a learner sees only the documents whose `user` field is theirs; visitors nothing. */
export const staffOrOwner: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isStaff(user)) return true
  return { user: { equals: user.id } }
}

/** Any logged-in account. */
export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Staff, or the user document that is the requester's own. */
export const staffOrSelf: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isStaff(user)) return true
  return { id: { equals: user.id } }
}
