import type { Access } from 'payload'
import { isStaff } from '@domain/roles'
import { userOf } from '@cms/access/userOf'

/** Staff see every company; a member sees the companies on their own account; nobody else any. */
export const membersOrStaff: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isStaff(user)) return true
  const ids = ((user as { companies?: unknown[] }).companies ?? []).map((c) => (typeof c === 'object' && c !== null ? (c as { id: number | string }).id : (c as number | string)))
  return { id: { in: ids } }
}
