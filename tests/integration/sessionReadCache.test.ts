import type { ChildProcess } from 'node:child_process'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { runSql, sql } from '@cms/sql/runSql'
import { browserClient, type ApiServer } from '../support/apiServer'
import { useApiServer } from '../support/useApiServer'
import { unique } from '../support/fixtures'
import { grantPlan, revokePlan } from '../support/plans'
import { spawnApiProcess } from '../support/spawnApiProcess'

/**
 * The session read cache (docs/sessions.md "Session read cache"): signed-in reads are answered from it, and a
 * sign-out, a password change, a plan change, a team change and a committed transaction count at the very next
 * request, in this process and in another one (over Redis). Each attack first warms the cache with the session
 * it then tries to keep using.
 */
let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

const PASSWORD = 'secret-pass'

async function learner(base = server.url) {
  const client = await browserClient(base)
  const email = `cache-${unique()}@example.test`
  expect((await client.call('POST', '/users.json', { json: { user: { email, password: PASSWORD, name: 'Learner' } } })).status).toBe(200)
  const user = (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })).docs[0]
  return { client, email, user }
}

const meWith = async (cookie: string, base = server.url) =>
  ((await (await fetch(`${base}/api/users/me`, { headers: { cookie: `payload-token=${cookie}` } })).json()) as { user: null | Record<string, any> }).user

/** Signed-in reads, enough that the next one is surely answered from the cache. */
async function warm(cookie: string, base = server.url) {
  for (let i = 0; i < 3; i++) expect(await meWith(cookie, base)).not.toBeNull()
}

describe('session read cache', () => {
  it('answers signed-in reads from the cache: a change written past the database adapter is not seen', async () => {
    const { client, user } = await learner()
    const cookie = client.cookies.get('payload-token')!
    await warm(cookie)
    // Hand-run SQL is the one write the cache cannot see (docs/sessions.md): proof that the reads below are cached.
    await runSql(payload, sql`UPDATE users SET name = ${'Written behind'} WHERE id = ${user.id}`)
    expect((await meWith(cookie))!.name).toBe('Learner')
    // Any write through Payload clears it.
    expect((await client.call('PUT', `/api/users/${user.id}`, { json: { user: { name: 'Renamed' } } })).status).toBe(200)
    expect((await meWith(cookie))!.name).toBe('Renamed')
  })

  it('a sign-out counts at the next request, though the session was cached', async () => {
    const { client } = await learner()
    const cookie = client.cookies.get('payload-token')!
    await warm(cookie)
    expect((await client.call('DELETE', '/users/sign_out')).status).toBe(204)
    expect(await meWith(cookie)).toBeNull()
    const account = await fetch(`${server.url}/api/users/me_for_account`, { headers: { cookie: `payload-token=${cookie}` } })
    expect(account.status).toBe(401)
  })

  it("a password change ends the other browsers' cached sessions at once", async () => {
    const { client, email } = await learner()
    const elsewhere = await browserClient(server.url)
    await elsewhere.call('POST', '/users/sign_in.json', { json: { user: { email, password: PASSWORD } } })
    const other = elsewhere.cookies.get('payload-token')!
    await warm(other)
    const changed = await client.call('PUT', '/api/users/update_password', { json: { user: { current_password: PASSWORD, password: 'next-pass', password_confirmation: 'next-pass' } } })
    expect(changed.status).toBe(204)
    expect(await meWith(other)).toBeNull()
    expect(await meWith(client.cookies.get('payload-token')!)).toMatchObject({ email })
  })

  it('a plan granted or revoked counts at the next request', async () => {
    const { client, user } = await learner()
    const cookie = client.cookies.get('payload-token')!
    await warm(cookie)
    expect((await meWith(cookie))!.subscribing).toBe(false)
    const grant = await grantPlan(payload, user.id, 'plus')
    expect((await meWith(cookie))!.subscribing).toBe(true)
    await warm(cookie)
    await revokePlan(payload, grant)
    expect((await meWith(cookie))!.subscribing).toBe(false)
  })

  it('a plan that ends with time ends without any write: the plan is computed at every request', async () => {
    const { client, user } = await learner()
    const cookie = client.cookies.get('payload-token')!
    const endsAt = new Date(Date.now() + 1500)
    await payload.create({
      collection: 'subscriptions',
      data: { subscribable: 'USER', user: user.id, type: 'coupon', provider: 'COUPON', plan: 'plus_12m', startsAt: new Date(Date.now() - 1000).toISOString(), currentPeriodEnd: endsAt.toISOString() },
    })
    await warm(cookie)
    expect((await meWith(cookie))!.subscribing).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 200))
    expect((await meWith(cookie))!.subscribing).toBe(false)
  })

  it("a team's paid access switched off counts at the next request", async () => {
    const { client, user } = await learner()
    const cookie = client.cookies.get('payload-token')!
    const company = await payload.create({ collection: 'companies', data: { name: `Team ${unique()}`, inviteToken: `link-${unique()}-${unique()}-${unique()}` } })
    await payload.create({
      collection: 'subscriptions',
      data: {
        subscribable: 'COMPANY',
        company: company.id,
        type: 'coupon',
        provider: 'COUPON',
        plan: 'team_academic',
        quantity: 5,
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    })
    const membership = await payload.create({ collection: 'companies_users', data: { company: company.id, user: user.id, paidAccess: true } })
    await warm(cookie)
    expect((await meWith(cookie))!.entitlements.plus).toBe(true)
    await payload.update({ collection: 'companies_users', id: membership.id, data: { paidAccess: false } })
    expect((await meWith(cookie))!.entitlements.plus).toBe(false)
    await payload.delete({ collection: 'companies_users', id: membership.id })
    expect((await meWith(cookie))!.joinedCompanies).toEqual([])
  })

  it('a read while a transaction is open is not kept: its commit counts at the next request', async () => {
    const { client, user } = await learner()
    const cookie = client.cookies.get('payload-token')!
    await warm(cookie)
    const transactionID = (await payload.db.beginTransaction())!
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { name: 'Committed later' }, req: { transactionID } as never, returning: false })
    // Before the commit the write is not visible on PostgreSQL; this read must not be kept past it. (SQLite's one
    // connection may already show the uncommitted row to other requests: nothing stale to keep there.)
    const before = (await meWith(cookie))!.name
    if (payload.db.name === 'postgres') expect(before).toBe('Learner')
    await payload.db.commitTransaction(transactionID)
    expect((await meWith(cookie))!.name).toBe('Committed later')
  })

  describe('across processes (REDIS_URL)', () => {
    const children: ChildProcess[] = []
    afterAll(() => children.forEach((child) => child.kill('SIGTERM')))

    /** Another process of the platform (Payload's API on its own port) on the same database and Redis. */
    async function otherProcess(): Promise<string> {
      const { child, ready } = await spawnApiProcess({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' })
      children.push(child)
      return ready.api
    }

    it('a sign-out in one process ends the session its neighbour had cached', async () => {
      const [first, second] = await Promise.all([otherProcess(), otherProcess()])
      const { client } = await learner(first)
      const cookie = client.cookies.get('payload-token')!
      await warm(cookie, second)
      await warm(cookie, first)
      expect((await client.call('DELETE', '/users/sign_out')).status).toBe(204)
      expect(await meWith(cookie, first)).toBeNull()
      // Redis delivers the news in about a millisecond; the next request after the sign-out answered is refused.
      expect(await meWith(cookie, second)).toBeNull()
    }, 120_000)
  })
})

