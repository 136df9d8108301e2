import type { PageSummary, PlanType } from '../../lib/curriculum'

/** What the learner may do with a page in the list (docs/workspace.md "Page access"). */
export type PageAccess =
  | { kind: 'open' }
  | { kind: 'order'; requiredOrder: number }
  | { kind: 'plan'; plan: Exclude<PlanType, 'basic'> }

export interface Entitlements {
  staff: boolean
  plus: boolean
  professional: boolean
}

/** Same rule as domain/plans/entitlement.ts canUsePlan, on the session's entitlements. */
export function isAccessible(planType: PlanType, who: Entitlements | null): boolean {
  if (planType === 'basic') return true
  if (!who) return false
  if (who.staff) return true
  return planType === 'plus' ? who.plus || who.professional : who.professional
}

/** The order notice comes first: a page whose earlier page is not cleared is blocked even for members. */
export function pageAccess(page: Pick<PageSummary, 'planType' | 'orderOfEarlierPageRequiringCompletion'>, who: Entitlements | null, completedOrders: ReadonlySet<number>): PageAccess {
  const required = page.orderOfEarlierPageRequiringCompletion
  if (required && !who?.staff && !completedOrders.has(required)) return { kind: 'order', requiredOrder: required }
  if (!isAccessible(page.planType, who)) return { kind: 'plan', plan: page.planType === 'professional' ? 'professional' : 'plus' }
  return { kind: 'open' }
}

/** The page after `current` in lesson order, or null at the lesson's end. */
export function nextPage(pages: PageSummary[], current: PageSummary['id']): PageSummary | null {
  const index = pages.findIndex((p) => p.id === current)
  return index >= 0 && index + 1 < pages.length ? pages[index + 1] : null
}
