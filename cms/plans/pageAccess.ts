import type { Payload } from 'payload'
import { canUsePlan, type PlanType } from '@domain/plans/entitlement'
import type { AccessUser } from '@domain/roles'
import { idOf } from '../progress/idOf'

/**
 * Whether the user may open a page (docs/plans.md "Entitlement"): canUsePlan on its plan type, and for a
 * professional page of a course the user bought on its own, that course (looked up only then: one read of
 * the page's lesson).
 */
export async function canOpenPage(payload: Payload, user: AccessUser | null | undefined, page: { planType?: PlanType | null; lesson?: unknown }): Promise<boolean> {
  if (canUsePlan(user, page.planType)) return true
  if (page.planType !== 'professional' || !user?.entitlements?.professionalCourses?.length) return false
  const lessonId = idOf(page.lesson as number | { id: number } | null) ?? null
  if (lessonId === null) return false
  const lesson = await payload.db.findOne<{ id: number; course?: unknown }>({ collection: 'lessons', where: { id: { equals: lessonId } }, select: { course: true } })
  return canUsePlan(user, page.planType, idOf(lesson?.course as number | { id: number } | null))
}
