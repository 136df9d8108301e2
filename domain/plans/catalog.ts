/**
 * The plans a subscription can be on (docs/plans.md "Plans and prices"): what each opens, how long one
 * period lasts, and what it costs in each price region. The one list: the CMS select options, the checkout,
 * the plans page and the tests all read it.
 */

/**
 * What a plan opens. `professional_course` opens one Professional course for good (bought once); `team` is a
 * company's plan, which opens Plus to each member whose paid-lesson access is on (docs/teams.md).
 */
export const PRODUCTS = ['plus', 'professional', 'professional_course', 'team'] as const
export type Product = (typeof PRODUCTS)[number]

export const INTERVALS = ['month', 'year'] as const
export type Interval = (typeof INTERVALS)[number]

/** Where a learner pays: the currency follows the interface language and, in English, the country. */
export const PRICE_REGIONS = ['jp', 'us', 'in', 'id'] as const
export type PriceRegion = (typeof PRICE_REGIONS)[number]

export const CURRENCY: Record<PriceRegion, { code: 'jpy' | 'usd' | 'inr' | 'idr'; minorUnits: 0 | 2 }> = {
  jp: { code: 'jpy', minorUnits: 0 },
  us: { code: 'usd', minorUnits: 2 },
  in: { code: 'inr', minorUnits: 2 },
  id: { code: 'idr', minorUnits: 2 },
}

export interface PlanDefinition {
  product: Product
  /** Recurring plans renew every `intervalCount` `interval`s; a one-off purchase has none. */
  interval: Interval | null
  intervalCount: number
  /** Price per period in whole currency units, by region; a region that is missing cannot buy the plan. */
  prices: Partial<Record<PriceRegion, number>>
  /** Sold on the web (Stripe); mobile plans are bought in the app stores and only shown here. */
  web: boolean
  /** Days of free trial before the first payment (the free-trial plan only). */
  trialDays?: number
  /** A team plan: its price is per seat, and only a company subscribes to it (docs/teams.md). */
  perSeat?: boolean
}

/** The free trial's plan (learner.md §9): 5 days, then the 1-month plan's price every month. */
export const TRIAL_PLAN = 'plus_jp_1m_2306'
export const TRIAL_DAYS = 5

export const PLANS = {
  plus_1m: { product: 'plus', interval: 'month', intervalCount: 1, prices: { jp: 1490, us: 14.99, in: 700, id: 109000 }, web: true },
  plus_6m: { product: 'plus', interval: 'month', intervalCount: 6, prices: { jp: 7450, us: 74.99, in: 3500, id: 300000 }, web: true },
  plus_12m: { product: 'plus', interval: 'year', intervalCount: 1, prices: { jp: 11880, us: 119.88, in: 5640 }, web: true },
  [TRIAL_PLAN]: { product: 'plus', interval: 'month', intervalCount: 1, prices: { jp: 1490 }, web: true, trialDays: TRIAL_DAYS },
  professional_1m: { product: 'professional', interval: 'month', intervalCount: 1, prices: { jp: 3490 }, web: true },
  professional_course: { product: 'professional_course', interval: null, intervalCount: 0, prices: { jp: 9800 }, web: true },
  plus_ios: { product: 'plus', interval: 'month', intervalCount: 1, prices: {}, web: false },
  plus_ios_en: { product: 'plus', interval: 'month', intervalCount: 1, prices: {}, web: false },
  plus_android: { product: 'plus', interval: 'month', intervalCount: 1, prices: {}, web: false },
  plus_android_en: { product: 'plus', interval: 'month', intervalCount: 1, prices: {}, web: false },
  team_1m: { product: 'team', interval: 'month', intervalCount: 1, prices: { jp: 1200, us: 11.99, in: 560, id: 90000 }, web: true, perSeat: true },
  team_academic: { product: 'team', interval: 'month', intervalCount: 1, prices: {}, web: false, perSeat: true },
} as const satisfies Record<string, PlanDefinition>

export type PlanName = keyof typeof PLANS
export const PLAN_NAMES = Object.keys(PLANS) as PlanName[]

export const isPlanName = (value: unknown): value is PlanName => typeof value === 'string' && Object.hasOwn(PLANS, value)

export const planOf = (name: PlanName): PlanDefinition => PLANS[name]

/** Months one period lasts (12 for a year), 0 for a one-off purchase. */
export const periodMonths = (plan: PlanDefinition) => (plan.interval === 'year' ? 12 : 1) * plan.intervalCount

/** The region whose prices a learner sees: ja pays in yen, id in rupiah, English in rupees from India, else dollars. */
export function priceRegionFor(locale: string, countryCode: string | null | undefined): PriceRegion {
  if (locale === 'ja') return 'jp'
  if (locale === 'id') return 'id'
  return countryCode?.toUpperCase() === 'IN' ? 'in' : 'us'
}

/** A price in the currency's smallest unit, as payment providers take it (yen have none). */
export function minorAmount(amount: number, region: PriceRegion): number {
  return Math.round(amount * 10 ** CURRENCY[region].minorUnits)
}

/** The Plus lengths a learner chooses between (the register popup accepts only these, core.md §6). */
export const PLUS_LENGTHS = { '1m': 'plus_1m', '6m': 'plus_6m', '12m': 'plus_12m' } as const satisfies Record<string, PlanName>

/** Which Plus length an interval describes; anything else is a programming error, as the spec words it. */
export function plusLengthOf(plan: { interval: string; intervalCount: number }): keyof typeof PLUS_LENGTHS {
  const months = (plan.interval === 'year' ? 12 : plan.interval === 'month' ? 1 : NaN) * plan.intervalCount
  if (months === 1) return '1m'
  if (months === 6) return '6m'
  if (months === 12) return '12m'
  throw new Error(`Unexpected plan: interval=${plan.interval}, intervalCount=${plan.intervalCount}`)
}

/** An amount a provider gives in the currency's smallest unit, in whole units (1490 yen, 14.99 dollars). */
export function fromMinorAmount(amount: number, currency: string): number {
  const region = PRICE_REGIONS.find((r) => CURRENCY[r].code === currency.toLowerCase())
  return amount / 10 ** (region ? CURRENCY[region].minorUnits : 2)
}

/** The lowest price per month of a Plus plan sold in the region: the plans page's "from" price. */
export function plusMonthlyFrom(region: PriceRegion): number {
  const monthly = Object.values(PLANS)
    .filter((plan) => plan.product === 'plus' && plan.web && !('trialDays' in plan))
    .map((plan) => ((plan.prices as Partial<Record<PriceRegion, number>>)[region] ?? NaN) / periodMonths(plan))
    .filter((amount) => Number.isFinite(amount))
  return Math.round(Math.min(...monthly) * 100) / 100
}
