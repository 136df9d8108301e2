import { describe, expect, it } from 'vitest'
import { canAccessFreeTrial, freeTrialRequestDeadline } from '@domain/plans/freeTrial'
import { formatCountdown, trialOpen } from '@site/components/header/freeTrial'
import type { SessionUser } from '@site/stores/session'

const signedUp = '2026-11-23T00:00:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('the free-trial offer', () => {
  it('is open for 12 hours after sign-up, to accounts that were never on a plan', () => {
    const when = (iso: string) => new Date(iso)
    expect(freeTrialRequestDeadline(signedUp)).toBe(at('2026-11-23T12:00:00.000Z') / 1000)
    expect(canAccessFreeTrial(signedUp, 0, when('2026-11-23T11:59:59.000Z'))).toBe(true)
    expect(canAccessFreeTrial(signedUp, 0, when('2026-11-23T12:00:00.000Z'))).toBe(false)
    expect(canAccessFreeTrial(signedUp, 1, when('2026-11-23T01:00:00.000Z'))).toBe(false)
    expect(canAccessFreeTrial(null, 0, when('2026-11-23T01:00:00.000Z'))).toBe(false)
  })

  it('shows the header menu only while the deadline is ahead', () => {
    const user = { id: 1, email: 'a@example.test', roles: [], entitlements: { plus: false, professional: false }, totalExp: 0 } satisfies SessionUser
    const deadline = at('2026-11-23T12:00:00.000Z') / 1000
    expect(trialOpen({ ...user, canAccessFreeTrial: true, freeTrialRequestDeadline: deadline }, at('2026-11-23T11:00:00.000Z'))).toBe(true)
    expect(trialOpen({ ...user, canAccessFreeTrial: true, freeTrialRequestDeadline: deadline }, at('2026-11-23T12:00:01.000Z'))).toBe(false)
    expect(trialOpen({ ...user, canAccessFreeTrial: false, freeTrialRequestDeadline: deadline }, at('2026-11-23T11:00:00.000Z'))).toBe(false)
    expect(trialOpen(null)).toBe(false)
  })

  it('counts down in hours, minutes and seconds', () => {
    expect(formatCountdown(12 * 3600_000)).toBe('12:00:00')
    expect(formatCountdown(3_723_999)).toBe('01:02:03')
    expect(formatCountdown(-5)).toBe('00:00:00')
  })
})
