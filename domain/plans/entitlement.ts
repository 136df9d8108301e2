import { isStaff, type AccessUser } from '../roles'

/** Page plan types from the spec: basic (free), plus (needs Plus), professional (needs Professional). */
export const PLAN_TYPES = ['basic', 'plus', 'professional'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

/**
 * Whether a user (or a visitor, `null`) may use content of the given plan type.
 * The single rule every layer asks: REST field access, the judge, the site's lock icons.
 */
export function canUsePlan(user: AccessUser | null | undefined, planType: PlanType | null | undefined): boolean {
  if (!planType || planType === 'basic') return true
  if (!user) return false
  if (isStaff(user)) return true
  if (planType === 'plus') return Boolean(user.entitlements?.plus || user.entitlements?.professional)
  return Boolean(user.entitlements?.professional)
}
