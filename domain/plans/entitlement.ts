import { isStaff, type AccessUser } from '../roles'
import { planOf, type PlanName } from './catalog'
import { grantsAccess, type PlanTerms } from './subscription'

/** Page plan types from the spec: basic (free), plus (needs Plus), professional (needs Professional). */
export const PLAN_TYPES = ['basic', 'plus', 'professional'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

/** What an account may open, computed from its subscriptions (never stored, never set by hand). */
export interface Entitlements {
  plus: boolean
  professional: boolean
  /** Professional courses bought one by one (course ids). */
  professionalCourses: (number | string)[]
}

export const NO_ENTITLEMENTS: Entitlements = { plus: false, professional: false, professionalCourses: [] }

/** The subscription facts entitlement reads: its terms, its plan, the course of a per-course purchase. */
export interface EntitlingSubscription extends PlanTerms {
  plan: PlanName
  course?: number | string | null
}

/**
 * The one place entitlement is decided (docs/plans.md "Entitlement"): each subscription that grants access
 * now opens its plan's product; Professional includes Plus; a team plan (among the subscriptions only for
 * members whose access is on, docs/teams.md) opens Plus. The CMS computes it on every read of an account
 * and the socket on every event, so a plan that ends closes its pages from that moment on.
 */
export function entitlementsFrom(subscriptions: EntitlingSubscription[], now: Date): Entitlements {
  const open = subscriptions.filter((sub) => grantsAccess(sub, now))
  const products = new Set(open.map((sub) => planOf(sub.plan).product))
  const professional = products.has('professional')
  return {
    plus: professional || products.has('plus') || products.has('team'),
    professional,
    professionalCourses: open.filter((sub) => planOf(sub.plan).product === 'professional_course' && sub.course != null).map((sub) => sub.course!),
  }
}

/**
 * Whether a user (or a visitor, `null`) may use content of the given plan type, in `course` when known.
 * The single rule every layer asks: REST field access, the judge, the site's lock icons.
 */
export function canUsePlan(user: AccessUser | null | undefined, planType: PlanType | null | undefined, course?: number | string | null): boolean {
  if (!planType || planType === 'basic') return true
  if (!user) return false
  if (isStaff(user)) return true
  const has = user.entitlements
  if (planType === 'plus') return Boolean(has?.plus || has?.professional)
  if (has?.professional) return true
  return course != null && Boolean(has?.professionalCourses?.some((id) => String(id) === String(course)))
}
