import type { FieldAccess } from 'payload'
import type { PlanType } from '@domain/plans/entitlement'
import { isStaff } from '@domain/roles'
import { userOf } from '@cms/access/userOf'
import { canOpenPage } from '@cms/plans/pageAccess'

/** Starting files: readable when the user's plan covers the page's plan type (and course). Unknown plan type → staff only. */
export const entitledToPageFiles: FieldAccess = ({ req, doc }) => {
  const page = doc as { planType?: PlanType; lesson?: unknown } | undefined
  return page?.planType ? canOpenPage(req.payload, userOf(req), page) : isStaff(req.user)
}

export const staffOnlyRead: FieldAccess = ({ req }) => isStaff(req.user)
