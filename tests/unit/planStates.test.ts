import { describe, expect, it } from 'vitest'
import { TRIAL_PLAN } from '@domain/plans/catalog'
import {
  cancel,
  cancelReservation,
  cardRegistered,
  couponPlan,
  ended,
  endTrialForPaidPlan,
  grantsAccess,
  paymentFailed,
  paymentSucceeded,
  planState,
  PlanTransitionError,
  reactivate,
  reserve,
  startPaidPlan,
  startTrial,
  type PlanTerms,
} from '@domain/plans/subscription'

const T0 = new Date('2026-01-31T10:00:00Z')
const day = (n: number) => new Date(T0.getTime() + n * 86_400_000)
const hour = (n: number) => new Date(T0.getTime() + n * 3_600_000)

const trial = startTrial(T0, TRIAL_PLAN)
const monthly = startPaidPlan(T0, 'plus_1m')
const yearly = startPaidPlan(T0, 'plus_12m')

describe('plan transitions (learner.md §4): each allowed move and what it leaves', () => {
  const rows: [string, () => PlanTerms, Partial<Record<keyof PlanTerms, unknown>>, Date, string, boolean][] = [
    // name, transition, expected fields, checked at, state then, grants access then
    ['free → trial: 5 days of Plus', () => trial, { type: 'trial', trialEndsAt: day(5), currentPeriodEnd: day(5) }, day(4), 'trial', true],
    ['trial after its 5 days, nothing paid', () => trial, { type: 'trial' }, day(5), 'expired', false],
    ['trial → converted by the first payment', () => paymentSucceeded(trial, day(5), new Date('2026-03-05T10:00:00Z')), { type: 'active', trialEndsAt: day(5) }, day(20), 'active', true],
    ['trial → paid plan applied: the trial ends at once', () => endTrialForPaidPlan(trial, hour(30)), { type: 'canceled', currentPeriodEnd: hour(30), trialEndsAt: hour(30) }, hour(31), 'expired', false],
    ['trial → canceled: usable until the trial ends', () => cancel(trial, day(1)), { type: 'canceled', currentPeriodEnd: day(5) }, day(4), 'canceled', true],
    ['trial canceled → reactivated: on trial again', () => reactivate(cancel(trial, day(1)), day(2)), { type: 'trial' }, day(3), 'trial', true],
    ['free → active, 1 month from 31 January: 28 February, same time', () => monthly, { type: 'active', currentPeriodEnd: new Date('2026-02-28T10:00:00Z') }, day(20), 'active', true],
    ['free → active, 12 months', () => yearly, { currentPeriodEnd: new Date('2027-01-31T10:00:00Z') }, day(300), 'active', true],
    ['active → renewed', () => paymentSucceeded(monthly, day(28), new Date('2026-03-31T10:00:00Z')), { type: 'active', currentPeriodEnd: new Date('2026-03-31T10:00:00Z') }, day(45), 'active', true],
    ['active → paused with a grace period: usable until it ends', () => paymentFailed(monthly, day(28), day(35)), { type: 'paused', graceUntil: day(35) }, day(30), 'paused', true],
    ['paused, grace over: suspended', () => paymentFailed(monthly, day(28), day(35)), { type: 'paused' }, day(36), 'suspended', false],
    ['active → paused, suspended at once', () => paymentFailed(monthly, day(28), null), { type: 'paused', graceUntil: null }, day(28), 'suspended', false],
    ['paused → card registered again: active', () => cardRegistered(paymentFailed(monthly, day(28), null), day(29)), { type: 'active', graceUntil: null }, day(29), 'active', true],
    ['paused → paid again: active for the new period', () => paymentSucceeded(paymentFailed(monthly, day(28), day(35)), day(30), new Date('2026-03-28T10:00:00Z')), { type: 'active', graceUntil: null }, day(50), 'active', true],
    ['active → canceled: usable until the end date', () => cancel(monthly, day(3)), { type: 'canceled', currentPeriodEnd: new Date('2026-02-28T10:00:00Z') }, day(27), 'canceled', true],
    ['canceled, end date passed: expired', () => cancel(monthly, day(3)), { type: 'canceled' }, day(29), 'expired', false],
    ['canceled → reactivated before the end date', () => reactivate(cancel(monthly, day(3)), day(10)), { type: 'active' }, day(20), 'active', true],
    ['active → ended by the provider: ends now', () => ended(monthly, day(10)), { type: 'canceled', currentPeriodEnd: day(10) }, day(11), 'expired', false],
    ['reserved: nothing until it starts', () => reserve(new Date('2026-02-28T10:00:00Z'), 'plus_12m'), { type: 'reserved' }, day(20), 'upcoming', false],
    ['reserved: open once started', () => reserve(new Date('2026-02-28T10:00:00Z'), 'plus_12m'), { currentPeriodEnd: new Date('2027-02-28T10:00:00Z') }, day(40), 'reserved', true],
    ['reserved → called off before it starts', () => cancelReservation(reserve(day(10), 'plus_12m'), day(2)), { type: 'canceled', currentPeriodEnd: day(10) }, day(20), 'expired', false],
    ['reserved → called off: never shown as upcoming', () => cancelReservation(reserve(day(10), 'plus_12m'), day(2)), { type: 'canceled' }, day(3), 'expired', false],
    ['coupon: valid between two dates', () => couponPlan(T0, 'plus_1m', 3), { type: 'coupon', currentPeriodEnd: new Date('2026-04-30T10:00:00Z') }, day(80), 'coupon', true],
    ['coupon after its end date', () => couponPlan(T0, 'plus_1m', 3), { type: 'coupon' }, day(90), 'expired', false],
    ['a one-off purchase never ends', () => startPaidPlan(T0, 'professional_course'), { type: 'active', currentPeriodEnd: null }, day(4000), 'active', true],
  ]

  it.each(rows)('%s', (_name, make, fields, at, state, grants) => {
    const sub = make()
    expect(sub).toMatchObject(fields)
    expect(planState(sub, at)).toBe(state)
    expect(grantsAccess(sub, at)).toBe(grants)
  })
})

describe('plan transitions that are refused', () => {
  const expired = cancel(monthly, day(3))
  it.each([
    ['reactivating a plan whose end date has passed', () => reactivate(expired, day(40)), 'expired'],
    ['cancelling twice', () => cancel(cancel(monthly, day(1)), day(2)), 'canceled'],
    ['resuming a plan that is not paused', () => cardRegistered(monthly, day(2)), 'active'],
    ['ending a trial for a paid plan when there is no trial', () => endTrialForPaidPlan(monthly, day(2)), 'active'],
    ['calling off a reserved plan that has started', () => cancelReservation(reserve(day(10), 'plus_12m'), day(11)), 'active'],
    ['a payment on a plan that has ended', () => paymentSucceeded(expired, day(40), day(70)), 'expired'],
    ['cancelling a coupon plan (it simply runs out)', () => cancel(couponPlan(T0, 'plus_1m', 1), day(2)), 'coupon'],
  ])('%s', (_name, move, from) => {
    expect(move).toThrow(PlanTransitionError)
    try {
      move()
    } catch (error) {
      expect((error as PlanTransitionError).from).toBe(from)
    }
  })
})

describe('renewal grace', () => {
  it('keeps an active plan open for two days past its period end, in case the renewal webhook is late', () => {
    const end = monthly.currentPeriodEnd!
    expect(grantsAccess(monthly, new Date(end.getTime() + 86_400_000))).toBe(true)
    expect(grantsAccess(monthly, new Date(end.getTime() + 2 * 86_400_000))).toBe(false)
    // A canceled plan gets no such grace: it ends on its end date.
    expect(grantsAccess(cancel(monthly, day(1)), new Date(end.getTime() + 1000))).toBe(false)
  })
})
