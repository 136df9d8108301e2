import { describe, expect, it } from 'vitest'
import { fromMinorAmount, minorAmount, PLANS, plusLengthOf, priceRegionFor } from '@domain/plans/catalog'
import { promotionCouponState, type PromotionCouponFacts } from '@domain/plans/promotionCouponState'
import { accountPlan, type AccountSubscription } from '@domain/plans/accountPlan'
import { normalizeCouponCode } from '@domain/plans/coupon'

describe('prices (learner.md §9)', () => {
  it('charge each region in its currency, and Plus 12 months is the "from" price', () => {
    expect([priceRegionFor('ja', null), priceRegionFor('en', 'IN'), priceRegionFor('en', 'us'), priceRegionFor('en', null), priceRegionFor('id', 'ID')]).toEqual(['jp', 'in', 'us', 'us', 'id'])
    expect(PLANS.plus_1m.prices.jp).toBe(1490)
    expect(PLANS.plus_12m.prices.jp / 12).toBe(990)
    expect(PLANS.plus_12m.prices.us / 12).toBeCloseTo(9.99)
    expect(PLANS.plus_12m.prices.in / 12).toBe(470)
    expect([PLANS.professional_1m.prices.jp, PLANS.professional_course.prices.jp]).toEqual([3490, 9800])
    expect([minorAmount(1490, 'jp'), minorAmount(14.99, 'us'), minorAmount(109000, 'id')]).toEqual([1490, 1499, 10900000])
    expect([fromMinorAmount(1490, 'jpy'), fromMinorAmount(1499, 'usd'), fromMinorAmount(70000, 'INR')]).toEqual([1490, 14.99, 700])
  })

  it('accepts only the 1, 6 and 12 month Plus lengths, with the spec’s error otherwise', () => {
    expect([plusLengthOf({ interval: 'month', intervalCount: 1 }), plusLengthOf({ interval: 'month', intervalCount: 6 }), plusLengthOf({ interval: 'year', intervalCount: 1 })]).toEqual(['1m', '6m', '12m'])
    expect(() => plusLengthOf({ interval: 'month', intervalCount: 3 })).toThrow('Unexpected plan: interval=month, intervalCount=3')
  })

  it('matches coupon codes whatever their case, spaces and dashes', () => {
    expect(normalizeCouponCode(' plus-2026 abc ')).toBe('PLUS2026ABC')
  })
})

describe('promotion coupon state (learner.md §6), in the spec’s order', () => {
  const idUser = { countryCode: 'ID', activeBusinessCompaniesUser: false, reservedCouponCompaniesUser: false }
  const base: PromotionCouponFacts = { user: idUser, path: '/coupon', loading: false, subscription: null }
  const sub = (activeFlag: string, expiredCoupon = false, promotionId: string | null = null) => ({ activeFlag, expiredCoupon, promotionId })
  it.each([
    ['visitor', { ...base, user: null, path: '/business' }, 'not_login'],
    ['not from Indonesia', { ...base, user: { ...idUser, countryCode: 'JP' } }, 'not_country'],
    ['no country', { ...base, user: { ...idUser, countryCode: null } }, 'not_country'],
    ['a business page', { ...base, path: '/id/business/coupon' }, 'business_ui'],
    ['a companies page', { ...base, path: '/companies/3' }, 'business_ui'],
    ['a company page', { ...base, path: '/company' }, 'business_ui'],
    ['a business member', { ...base, user: { ...idUser, activeBusinessCompaniesUser: true } }, 'business_entried'],
    ['a reserved coupon company member', { ...base, user: { ...idUser, reservedCouponCompaniesUser: true }, loading: true }, 'business_entried'],
    ['still loading', { ...base, loading: true }, 'is_loading'],
    ['coupon with a promotion', { ...base, subscription: sub('coupon', false, 'promo-1') }, 'coupon_registered'],
    ['coupon without a promotion', { ...base, subscription: sub('coupon') }, 'not_paused'],
    ['expired coupon', { ...base, subscription: sub('coupon', true, 'promo-1') }, 'enable_regist'],
    ['active plan', { ...base, subscription: sub('active') }, 'not_paused'],
    ['trial', { ...base, subscription: sub('trial') }, 'not_paused'],
    ['canceled', { ...base, subscription: sub('canceled') }, 'not_paused'],
    ['paused', { ...base, subscription: sub('paused') }, 'enable_regist'],
    ['no subscription', base, 'enable_regist'],
  ] as const)('%s → %s', (_name, facts, state) => {
    expect(promotionCouponState(facts as PromotionCouponFacts)).toBe(state)
  })
})

describe('the session’s plan fields (docs/plans.md "Session")', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const signedUp = '2026-11-25T06:00:00Z'
  const sub = (fields: Partial<AccountSubscription>): AccountSubscription => ({
    id: 1, type: 'active', plan: 'plus_1m', provider: 'STRIPE', startsAt: new Date('2026-11-01T00:00:00Z'), currentPeriodEnd: new Date('2026-12-01T00:00:00Z'), trialEndsAt: null, graceUntil: null, ...fields,
  })

  it('free: nothing open, the trial offered within 12 hours of sign-up', () => {
    expect(accountPlan([], signedUp, now)).toEqual({
      entitlements: { plus: false, professional: false, professionalCourses: [] },
      subscribing: false,
      subscription: null,
      canAccessFreeTrial: true,
      freeTrialRequestDeadline: Date.parse('2026-11-25T18:00:00Z') / 1000,
    })
  })

  it('shows the subscription that matters now, and never offers the trial again', () => {
    const expired = sub({ id: 2, type: 'coupon', provider: 'COUPON', promotionId: 'p', startsAt: new Date('2026-09-01T00:00:00Z'), currentPeriodEnd: new Date('2026-10-01T00:00:00Z') })
    const active = sub({ id: 3 })
    expect(accountPlan([expired, active], signedUp, now)).toMatchObject({ subscribing: true, canAccessFreeTrial: false, subscription: { id: 3, activeFlag: 'active', daysUntilNextPayment: 6 } })
    expect(accountPlan([expired], signedUp, now)).toMatchObject({ subscribing: false, entitlements: { plus: false }, subscription: { id: 2, activeFlag: 'coupon', expiredCoupon: true, promotionId: 'p', daysUntilNextPayment: null } })
  })

  it('Professional includes Plus; a course purchase opens its course only', () => {
    expect(accountPlan([sub({ plan: 'professional_1m' })], signedUp, now).entitlements).toEqual({ plus: true, professional: true, professionalCourses: [] })
    expect(accountPlan([sub({ plan: 'professional_course', course: 7, currentPeriodEnd: null })], signedUp, now).entitlements).toEqual({ plus: false, professional: false, professionalCourses: [7] })
  })
})
