import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, User } from '@cms/payload-types'
import { WorkspaceStore } from '@judge/workspace/workspaceStore'
import { createLessonWithPages, createUser } from '../support/fixtures'
import { testPayload } from '../support/payload'

/**
 * Paid pages open exactly when the plan says so (docs/plans.md "Entitlement"): every plan state × every kind
 * of plan × every page plan type, read through Payload's REST access rules and through the judge. The
 * expectations are written out by hand from learner.md §4, not computed by the code under test.
 */
let payload: Payload
let pages: Record<'basic' | 'plus' | 'professional', Page>
let ownCourse: number
let otherCourse: number

const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** Each state as stored, at the moment the test runs, and whether it opens its plan (learner.md §4). */
const STATES = {
  'trial, running': { data: { type: 'trial', startsAt: at(-1), currentPeriodEnd: at(4), trialEndsAt: at(4) }, open: true },
  'trial, over': { data: { type: 'trial', startsAt: at(-6), currentPeriodEnd: at(-1), trialEndsAt: at(-1) }, open: false },
  'active': { data: { type: 'active', startsAt: at(-10), currentPeriodEnd: at(20) }, open: true },
  'active, renewal webhook a day late': { data: { type: 'active', startsAt: at(-31), currentPeriodEnd: at(-1) }, open: true },
  'active, renewal a week overdue': { data: { type: 'active', startsAt: at(-37), currentPeriodEnd: at(-7) }, open: false },
  'canceled, before its end date': { data: { type: 'canceled', startsAt: at(-10), currentPeriodEnd: at(20) }, open: true },
  'canceled, ended (expired)': { data: { type: 'canceled', startsAt: at(-40), currentPeriodEnd: at(-10) }, open: false },
  'paused, in its grace period': { data: { type: 'paused', startsAt: at(-30), currentPeriodEnd: at(29), graceUntil: at(5) }, open: true },
  'paused, grace over': { data: { type: 'paused', startsAt: at(-40), currentPeriodEnd: at(19), graceUntil: at(-3) }, open: false },
  'paused, suspended': { data: { type: 'paused', startsAt: at(-30), currentPeriodEnd: at(29), graceUntil: null }, open: false },
  'reserved, not started': { data: { type: 'reserved', startsAt: at(3), currentPeriodEnd: at(33) }, open: false },
  'reserved, started': { data: { type: 'reserved', startsAt: at(-3), currentPeriodEnd: at(27) }, open: true },
  'coupon, between its dates': { data: { type: 'coupon', startsAt: at(-3), currentPeriodEnd: at(27) }, open: true },
  'coupon, after its end': { data: { type: 'coupon', startsAt: at(-33), currentPeriodEnd: at(-3) }, open: false },
} as const

/** What each kind of plan opens when its subscription is open: page plan types, by hand. */
const PLANS = {
  plus_1m: { basic: true, plus: true, professional: false },
  plus_12m: { basic: true, plus: true, professional: false },
  plus_jp_1m_2306: { basic: true, plus: true, professional: false },
  plus_ios: { basic: true, plus: true, professional: false },
  professional_1m: { basic: true, plus: true, professional: true },
  'professional_course (this course)': { basic: true, plus: false, professional: true },
  'professional_course (another course)': { basic: true, plus: false, professional: false },
} as const

beforeAll(async () => {
  payload = await testPayload()
  const fixture = await createLessonWithPages(payload)
  pages = { basic: fixture.basicPage, plus: fixture.plusPage, professional: fixture.professionalPage }
  ownCourse = fixture.course.id
  otherCourse = (await createLessonWithPages(payload)).course.id
})

async function learnerOn(planKey: keyof typeof PLANS, state: keyof typeof STATES): Promise<User> {
  const user = await createUser(payload)
  const plan = planKey.startsWith('professional_course') ? 'professional_course' : (planKey as Exclude<keyof typeof PLANS, `professional_course${string}`>)
  const course = planKey === 'professional_course (this course)' ? ownCourse : planKey === 'professional_course (another course)' ? otherCourse : null
  const provider = plan === 'plus_ios' ? 'IOS' : 'STRIPE'
  await payload.create({ collection: 'subscriptions', data: { subscribable: 'USER', user: user.id, plan, provider, course, ...STATES[state].data } })
  // As Payload loads the signed-in user for a request: the plan computed on read.
  return payload.findByID({ collection: 'users', id: user.id, depth: 0 })
}

const opensThroughRest = async (user: User, page: Page) =>
  ((await payload.findByID({ collection: 'pages', id: page.id, depth: 0, overrideAccess: false, user })).defaultFiles ?? []).length > 0

const opensThroughJudge = (user: User, page: Page) =>
  new WorkspaceStore(payload).pageFor(user, page.id).then(
    () => true,
    () => false,
  )

describe('paid pages open exactly when the computed entitlement says so', () => {
  for (const planKey of Object.keys(PLANS) as (keyof typeof PLANS)[]) {
    it(`${planKey}: every state × every page plan type, through REST and the judge`, async () => {
      const seen: Record<string, Record<string, [boolean, boolean]>> = {}
      const expected: Record<string, Record<string, [boolean, boolean]>> = {}
      for (const state of Object.keys(STATES) as (keyof typeof STATES)[]) {
        const user = await learnerOn(planKey, state)
        seen[state] = {}
        expected[state] = {}
        for (const type of ['basic', 'plus', 'professional'] as const) {
          seen[state][type] = [await opensThroughRest(user, pages[type]), await opensThroughJudge(user, pages[type])]
          const open = type === 'basic' || (STATES[state].open && PLANS[planKey][type])
          expected[state][type] = [open, open]
        }
      }
      expect(seen).toEqual(expected)
    })
  }

  it('with no subscription at all: only basic pages', async () => {
    const user = await payload.findByID({ collection: 'users', id: (await createUser(payload)).id, depth: 0 })
    for (const type of ['basic', 'plus', 'professional'] as const) {
      expect([type, await opensThroughRest(user, pages[type]), await opensThroughJudge(user, pages[type])]).toEqual([type, type === 'basic', type === 'basic'])
    }
  })
})
