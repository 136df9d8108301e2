import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import type { Page, User } from '@cms/payload-types'
import { periodKey, RANKING_PERIODS } from '@cms/progress/rankings/periods'
import { recordRankingExp } from '@cms/progress/rankings/recordRankingExp'
import { awardExp } from '@cms/progress/awardExp'
import { recordClear } from '@cms/progress/recordClear'
import { rebuildRankingExpBucketsIfMissing } from '@cms/progress/rankings/rebuildRankingExpBuckets'
import { ApiClient, type ApiServer } from '../support/apiServer'
import { useApiServer } from '../support/useApiServer'
import { createLessonWithPages, createUser } from '../support/fixtures'

let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

const scoresOf = async (keys: string[]) =>
  (await payload.find({ collection: 'ranking_scores', where: { periodKey: { in: keys } }, pagination: false, depth: 0, overrideAccess: true })).docs

/** The buckets as recordRankingExp keeps them, "key exp" → users (empty buckets left out). */
async function bucketsOf(keys: string[]): Promise<Record<string, number>> {
  const { docs } = await payload.find({ collection: 'ranking_exp_buckets', where: { periodKey: { in: keys } }, pagination: false, depth: 0, overrideAccess: true })
  return Object.fromEntries(docs.filter((b) => b.users !== 0).map((b) => [`${b.periodKey} ${b.exp}`, b.users]))
}

/** The same buckets recounted from the scores: GROUP BY period, exp. */
async function groupedScores(keys: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const s of await scoresOf(keys)) if (s.exp > 0) counts[`${s.periodKey} ${s.exp}`] = (counts[`${s.periodKey} ${s.exp}`] ?? 0) + 1
  return counts
}

/** The own rank the slow way: 1 + how many scores of the period are higher. */
const rankByCount = async (key: string, exp: number) =>
  1 + (await payload.count({ collection: 'ranking_scores', where: { periodKey: { equals: key }, exp: { greater_than: exp } }, overrideAccess: true })).totalDocs

const expOf = async (userId: number, key: string) =>
  (await payload.find({ collection: 'ranking_scores', where: { user: { equals: userId }, periodKey: { equals: key } }, depth: 0, overrideAccess: true })).docs.map((s) => s.exp)

/** Awards for each user: 1 to 4 pages of 10 exp, plus a 20 for every third user, so many users tie. */
const awardsFor = (users: User[]) => users.flatMap((u, i) => [...Array.from({ length: 1 + (i % 4) }, () => 10), ...(i % 3 === 0 ? [20] : [])].map((gained) => ({ user: u, gained })))
const expected = (awards: { user: User; gained: number }[], user: User) => awards.filter((a) => a.user.id === user.id).reduce((sum, a) => sum + a.gained, 0)

/** All awards at once, in a shuffled order, as concurrent judges would record them. */
async function awardConcurrently(awards: { user: User; gained: number }[], now?: Date) {
  const shuffled = [...awards].sort(() => Math.random() - 0.5)
  await Promise.all(shuffled.map((a) => recordRankingExp(payload, a.user.id, a.gained, now)))
}

async function signedIn(user: User) {
  const client = new ApiClient(server.url)
  await client.call('GET', '/api/csrf_token')
  expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' } } })).status).toBe(200)
  return client
}

const createUsers = (count: number) => Promise.all(Array.from({ length: count }, () => createUser(payload)))

describe('rankings from pre-aggregated exp buckets', () => {
  it('keeps every concurrent award, and the buckets equal the scores grouped by period and exp', async () => {
    // A day and week of their own, far ahead, so nothing else in the suite's database shares them.
    const when = new Date(Date.UTC(2200 + Math.floor(Math.random() * 700), Math.floor(Math.random() * 12), 10, 3))
    const keys = RANKING_PERIODS.map((p) => periodKey(p, when))
    const users = await createUsers(40)
    const awards = awardsFor(users)
    await awardConcurrently(awards, when)

    for (const user of users) {
      const exp = expected(awards, user)
      expect(await expOf(user.id, keys[0])).toEqual([exp])
      expect(await expOf(user.id, keys[1])).toEqual([exp])
    }
    const buckets = await bucketsOf(keys)
    expect(buckets).toEqual(await groupedScores(keys))
    // 40 users over 6 distinct scores: the day's buckets hold them all, most of them tied.
    const dayBuckets = Object.entries(buckets).filter(([k]) => k.startsWith(`${keys[0]} `))
    expect(dayBuckets.map(([, users]) => users).reduce((a, b) => a + b, 0)).toBe(40)
    expect(dayBuckets.length).toBe(new Set(users.map((u) => expected(awards, u))).size)
  })

  it('answers each signed-in user’s own rank as 1 + the users in the buckets above, ties sharing it', async () => {
    const users = await createUsers(24)
    const awards = awardsFor(users)
    await awardConcurrently(awards)
    // Users 0 and 12 tie at 30 (a 10 and a 20); 3 has 60, the most; 1 has 20; 23 has 40.
    const picked = [users[0], users[12], users[1], users[3], users[23]]
    for (const period of RANKING_PERIODS) {
      const key = periodKey(period)
      expect(await bucketsOf([key])).toEqual(await groupedScores([key]))
      const ranks: number[] = []
      for (const user of picked) {
        const [exp] = await expOf(user.id, key)
        const { status, body } = await (await signedIn(user)).call('GET', `/api/rankings?period=${period}`)
        expect(status).toBe(200)
        expect(body.me).toMatchObject({ rank: await rankByCount(key, exp), exp })
        ranks.push(body.me.rank)
      }
      expect(ranks[0]).toBe(ranks[1])
    }
  })

  it('reads the own rank from the buckets, and the start-up backfill recounts them only when there are none', async () => {
    const [me, above] = await createUsers(2)
    await recordRankingExp(payload, above.id, 30)
    await recordRankingExp(payload, me.id, 10)
    const key = periodKey('day')
    const client = await signedIn(me)
    const myRank = async () => (await client.call('GET', '/api/rankings?period=day')).body.me.rank
    const truth = await rankByCount(key, 10)
    expect(await myRank()).toBe(truth)

    // A bucket above me that claims 5 more users moves me down by 5: the rank comes from the buckets.
    const [bucket] = (await payload.find({ collection: 'ranking_exp_buckets', where: { periodKey: { equals: key }, exp: { equals: 30 } }, depth: 0, overrideAccess: true })).docs
    await payload.update({ collection: 'ranking_exp_buckets', id: bucket.id, data: { users: bucket.users + 5 }, overrideAccess: true })
    expect(await myRank()).toBe(truth + 5)
    // Buckets exist, so start-up leaves them as they are.
    expect(await rebuildRankingExpBucketsIfMissing(payload)).toBe(false)
    expect(await myRank()).toBe(truth + 5)

    // A database from before the buckets: none at all, so I would lead; start-up counts them from the scores.
    await payload.delete({ collection: 'ranking_exp_buckets', where: { id: { exists: true } }, overrideAccess: true })
    expect(await myRank()).toBe(1)
    expect(await rebuildRankingExpBucketsIfMissing(payload)).toBe(true)
    expect(await myRank()).toBe(truth)
    const allKeys = [...new Set((await payload.find({ collection: 'ranking_scores', pagination: false, depth: 0, overrideAccess: true })).docs.map((s) => s.periodKey))]
    expect(await bucketsOf(allKeys)).toEqual(await groupedScores(allKeys))
    expect(await rebuildRankingExpBucketsIfMissing(payload)).toBe(false)
  })

  it('keeps the buckets when scores are written through Payload: staff edits, deletes, and deleted accounts', async () => {
    const [me, edited, leaving] = await createUsers(3)
    const key = `day:2001-01-0${1 + Math.floor(Math.random() * 9)}-${me.id}`
    await payload.create({ collection: 'ranking_scores', data: { user: me.id, periodKey: key, exp: 10 }, overrideAccess: true })
    const [score] = (await payload.find({ collection: 'ranking_scores', where: { periodKey: { equals: key } }, depth: 0, overrideAccess: true })).docs
    expect(await bucketsOf([key])).toEqual({ [`${key} 10`]: 1 })
    await payload.create({ collection: 'ranking_scores', data: { user: edited.id, periodKey: key, exp: 40 }, overrideAccess: true })
    await payload.create({ collection: 'ranking_scores', data: { user: leaving.id, periodKey: key, exp: 40 }, overrideAccess: true })
    await payload.update({ collection: 'ranking_scores', id: score.id, data: { exp: 25 }, overrideAccess: true })
    expect(await bucketsOf([key])).toEqual(await groupedScores([key]))
    expect(await bucketsOf([key])).toEqual({ [`${key} 25`]: 1, [`${key} 40`]: 2 })

    await payload.delete({ collection: 'users', id: leaving.id, overrideAccess: true })
    expect(await bucketsOf([key])).toEqual({ [`${key} 25`]: 1, [`${key} 40`]: 1 })
    await payload.delete({ collection: 'ranking_scores', where: { user: { equals: edited.id } }, overrideAccess: true })
    expect(await bucketsOf([key])).toEqual(await groupedScores([key]))
    expect(await bucketsOf([key])).toEqual({ [`${key} 25`]: 1 })
  })

  it('adds every first clear to the learner’s total exp, also when several land at once', async () => {
    const [learner] = await createUsers(1)
    const pages = (['basic', 'plus', 'professional', 'basic', 'plus', 'basic'] as const).map((planType) => ({ planType }) as Page)
    const awards = await Promise.all(pages.map((page) => awardExp(payload, learner, page)))
    const total = (await payload.findByID({ collection: 'users', id: learner.id, depth: 0, overrideAccess: true })).totalExp
    expect(total).toBe(10 + 15 + 20 + 10 + 15 + 10)
    expect(Math.max(...awards.map((a) => a.totalExp))).toBe(total)
    expect(await expOf(learner.id, 'total')).toEqual([total])
  })
})

describe('recordClear (docs/progress.md)', () => {
  it('counts a page cleared once when its clears land at the same moment (two tabs, a resubmit)', async () => {
    const { basicPage, plusPage } = await createLessonWithPages(payload)
    const [learner] = await createUsers(1)
    // The page's info exists before its clear (the learner's autosaved code), and does not for the other page.
    await payload.create({ collection: 'user_page_infos', data: { user: learner.id, page: basicPage.id, completed: false }, overrideAccess: true, depth: 0 })
    for (const page of [basicPage, plusPage]) {
      const results = await Promise.allSettled([0, 1, 2, 3].map(() => recordClear(payload, learner, page)))
      const first = results.filter((r) => r.status === 'fulfilled' && r.value.firstClear)
      expect(first).toHaveLength(1)
    }
    const after = await payload.findByID({ collection: 'users', id: learner.id, depth: 0, overrideAccess: true })
    expect(after.totalExp).toBe(10 + 15)
    for (const period of RANKING_PERIODS) expect(await expOf(learner.id, periodKey(period))).toEqual([25])

    // The lesson's last two pages cleared at once complete the lesson once.
    const { professionalPage } = await createLessonWithPages(payload).then(async (other) => {
      await recordClear(payload, learner, other.basicPage)
      await Promise.all([recordClear(payload, learner, other.plusPage), recordClear(payload, learner, other.professionalPage)])
      return other
    })
    const completions = await payload.count({ collection: 'lesson_completions', where: { and: [{ user: { equals: learner.id } }, { lesson: { equals: typeof professionalPage.lesson === 'object' ? professionalPage.lesson?.id : professionalPage.lesson } }] }, overrideAccess: true })
    expect(completions.totalDocs).toBe(1)
    expect((await payload.findByID({ collection: 'users', id: learner.id, depth: 0, overrideAccess: true })).totalLessonCompletionCount).toBe(1)
  })
  it('records a first clear once: the page, its exp in the total and every period, and the lesson on its last page', async () => {
    const { basicPage, plusPage, professionalPage } = await createLessonWithPages(payload)
    const [learner] = await createUsers(1)
    expect(await recordClear(payload, learner, basicPage)).toEqual({ firstClear: true, exp: { gained: 10, totalExp: 10, level: 1, previousLevel: 1 }, lessonCompleted: false })
    const infos = await payload.find({ collection: 'user_page_infos', where: { user: { equals: learner.id } }, depth: 0, overrideAccess: true })
    expect(infos.docs.map((info) => [info.page, info.completed, Boolean(info.completedAt)])).toEqual([[basicPage.id, true, true]])
    // A repeat clear changes nothing.
    expect(await recordClear(payload, learner, basicPage)).toEqual({ firstClear: false, exp: null, lessonCompleted: false })
    expect(await recordClear(payload, learner, plusPage)).toMatchObject({ firstClear: true, exp: { gained: 15, totalExp: 25 }, lessonCompleted: false })
    expect(await recordClear(payload, learner, professionalPage)).toMatchObject({ firstClear: true, exp: { gained: 20, totalExp: 45 }, lessonCompleted: true })
    expect(await recordClear(payload, learner, professionalPage)).toEqual({ firstClear: false, exp: null, lessonCompleted: false })
    const after = await payload.findByID({ collection: 'users', id: learner.id, depth: 0, overrideAccess: true })
    expect([after.totalExp, after.totalLessonCompletionCount]).toEqual([45, 1])
    for (const period of RANKING_PERIODS) expect(await expOf(learner.id, periodKey(period))).toEqual([45])
  })
})
