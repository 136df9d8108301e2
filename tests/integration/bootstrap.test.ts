import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../cms/bootstrap/migrate'
import { ensureStaffAccount } from '../../cms/bootstrap/staffAccount'
import { unique } from '../support/fixtures'
import { testPayload } from '../support/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('start-up steps', () => {
  it('applies every committed migration and running them again changes nothing', async () => {
    const applied = await payload.find({ collection: 'payload-migrations', depth: 0, pagination: false })
    expect(applied.docs.length).toBeGreaterThan(0)
    await migrate(payload)
    const again = await payload.find({ collection: 'payload-migrations', depth: 0, pagination: false })
    expect(again.docs.map((d) => d.name)).toEqual(applied.docs.map((d) => d.name))
  })

  it('creates a staff account with a generated password once, and only once', async () => {
    const env = { STAFF_EMAIL: `Staff-${unique()}@Example.test` }
    const first = await ensureStaffAccount(payload, env)
    expect(first.created).toBe(true)
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/)
    const login = await payload.login({ collection: 'users', data: { email: first.email, password: first.generatedPassword! } })
    expect(login.user?.roles).toContain('staff')

    const second = await ensureStaffAccount(payload, env)
    expect(second).toEqual({ email: first.email, created: false })
  })

  it('uses the configured password and promotes an existing learner account to staff', async () => {
    const email = `learner-${unique()}@example.test`
    await payload.create({ collection: 'users', data: { email, password: 'first-pass-1', roles: ['learner'] } })
    const result = await ensureStaffAccount(payload, { STAFF_EMAIL: email, STAFF_PASSWORD: 'ignored-when-exists' })
    expect(result.created).toBe(false)
    const login = await payload.login({ collection: 'users', data: { email, password: 'first-pass-1' } })
    expect(login.user?.roles).toEqual(['learner', 'staff'])
  })
})
