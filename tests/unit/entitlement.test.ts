import { describe, expect, it } from 'vitest'
import { canUsePlan } from '@domain/plans/entitlement'

const learner = { id: 1, roles: ['learner' as const], entitlements: { plus: false, professional: false } }
const plus = { ...learner, entitlements: { plus: true, professional: false } }
const professional = { ...learner, entitlements: { plus: false, professional: true } }
const staff = { id: 2, roles: ['staff' as const] }

describe('canUsePlan', () => {
  it.each([
    ['visitor', null, [true, false, false]],
    ['free learner', learner, [true, false, false]],
    ['plus member', plus, [true, true, false]],
    ['professional member', professional, [true, true, true]],
    ['staff', staff, [true, true, true]],
  ] as const)('%s', (_name, user, [basic, plusPage, professionalPage]) => {
    expect(canUsePlan(user, 'basic')).toBe(basic)
    expect(canUsePlan(user, 'plus')).toBe(plusPage)
    expect(canUsePlan(user, 'professional')).toBe(professionalPage)
  })
})
