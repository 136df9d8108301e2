import type { FieldAccess } from 'payload'
import { canUsePlan, type PlanType } from '@domain/plans/entitlement'
import { isStaff } from '@domain/roles'
import { userOf } from '@cms/access/userOf'

/** Starting files: readable when the user's plan covers the page's plan type. Unknown plan type → staff only. */
export const entitledToPageFiles: FieldAccess = ({ req, doc }) => {
  const planType = (doc as { planType?: PlanType } | undefined)?.planType
  return planType ? canUsePlan(userOf(req), planType) : isStaff(req.user)
}

export const staffOnlyRead: FieldAccess = ({ req }) => isStaff(req.user)
