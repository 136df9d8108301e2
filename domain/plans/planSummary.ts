import { planOf, periodMonths, type PlanName } from './catalog'

/** A plan in a few words, for charges and the admin (the site shows its own localised names): "Plus, 6 months". */
export function planSummary(plan: PlanName): string {
  const definition = planOf(plan)
  const product = { plus: 'Plus', professional: 'Professional', professional_course: 'Professional course', team: 'Team' }[definition.product]
  const months = periodMonths(definition)
  if (!months) return product
  return `${product}, ${months === 12 ? '1 year' : months === 1 ? '1 month' : `${months} months`}`
}
