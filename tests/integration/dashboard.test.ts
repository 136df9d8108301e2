import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import type { Course, Lesson, Page } from '@cms/payload-types'
import { ApiClient, type ApiServer } from '../support/apiServer'
import { useApiServer } from '../support/useApiServer'
import { unique } from '../support/fixtures'
import { grantPlan } from '../support/plans'

let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

/** A learner signed up through the API, with the client holding their session. */
async function signedUpLearner() {
  const client = new ApiClient(server.url)
  await client.call('GET', '/api/csrf_token')
  const created = await client.call('POST', '/users.json', { json: { user: { email: `dash-${unique()}@example.test`, password: 'secret-pass', name: 'Learner' } } })
  expect(created.status).toBe(200)
  const { user } = (await client.call('GET', '/api/users/me_for_account')).body
  return { client, user: user as { id: number } }
}

const DAY_MS = 24 * 60 * 60 * 1000
/** A Japan-time date written out here, independently of the endpoint's own helper. */
const jstDate = (instant: Date) => new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10)

async function course(languageName: Course['languageName'], order: number) {
  const id = unique()
  return payload.create({ collection: 'courses', data: { slug: `0-dash-${id}`, languageName, title: `Course ${id}`, order } })
}

/** A lesson of `course` with one chapter per entry of `chapters`, each holding that many pages (page order runs through the lesson). */
async function lesson(of: Course, order: number, chapters: number[], planType: Lesson['planType'] = 'basic') {
  const id = unique()
  const created = await payload.create({ collection: 'lessons', data: { slug: `dash-${id}`, course: of.id, category: 'study', order, title: `Lesson ${order} ${id}`, planType } })
  const pages: Page[] = []
  for (const [index, count] of chapters.entries()) {
    const chapter = await payload.create({ collection: 'chapters', data: { slug: `dash-${id}.${index + 1}`, lesson: created.id, order: index + 1, title: `Chapter ${index + 1}` } })
    for (let n = 0; n < count; n++) {
      const order = pages.length + 1
      pages.push(
        await payload.create({
          collection: 'pages',
          data: { slug: `dash-${id}.p${order}`, chapter: chapter.id, order, title: `Page ${order}`, planType: 'basic', judgeLanguage: 'python', filetreeType: 'default', instructions: 'x' },
        }),
      )
    }
  }
  return { lesson: created, pages }
}

/** What the judge writes: a cleared page (with when), or saved code only. */
const clear = (user: number, page: Page, at: Date) => payload.create({ collection: 'user_page_infos', data: { user, page: page.id, completed: true, completedAt: at.toISOString() } })
/** A language's catalogue title in `locale`, or its name when the catalogue has no row for it (as the dashboard shows it). */
async function languageTitle(name: 'rails5' | 'sql', locale: 'ja' | 'en' = 'ja') {
  return (await payload.find({ collection: 'languages', where: { name: { equals: name } }, locale, depth: 0 })).docs[0]?.title ?? name
}
const saveCode = (user: number, page: Page) => payload.create({ collection: 'user_page_infos', data: { user, page: page.id, files: [{ path: 'main.go', content: 'package main' }] } })

describe('personal dashboard (GET /api/dashboard, /api/dashboard/all_lessons)', () => {
  it('asks visitors to log in', async () => {
    const visitor = new ApiClient(server.url)
    for (const path of ['/api/dashboard?locale=en', '/api/dashboard/all_lessons?locale=en&status=completed']) {
      const answer = await visitor.call('GET', path)
      expect([answer.status, answer.body]).toEqual([401, { errors: { base: ['Please log in.'] } }])
    }
  })

  it('shows a new learner zero counts, empty lists, an unconfirmed email and the first lesson of the first course', async () => {
    const first = await course('rails5', 0)
    const { lesson: firstLesson, pages } = await lesson(first, 1, [2])
    const { client } = await signedUpLearner()
    const { status, body } = await client.call('GET', '/api/dashboard')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      userEmailStatus: 'unconfirmed',
      clearedExercises: 0,
      completedLessons: 0,
      lessonsInProgress: { web: { lessons: [], total: 0 }, app: { lessons: [], total: 0 } },
      lessonsCompleted: { web: { lessons: [], total: 0 }, app: { lessons: [], total: 0 } },
      nextLesson: null,
      languageCompletion: [],
      courseAchievements: [],
    })
    expect(body.suggestedFirstLesson).toEqual({
      id: firstLesson.id,
      title: firstLesson.title,
      languageName: 'rails5',
      languageTitle: await languageTitle('rails5'),
      planType: 'basic',
      url: `/lessons/rails5/study/1`,
      resumeUrl: `/rails5/${firstLesson.slug}/1/1`,
      started: false,
      closesAt: null,
    })
    expect(body.calendar.days.every((d: { clearedPages: number }) => d.clearedPages === 0)).toBe(true)
    expect(pages).toHaveLength(2)
  })

  it('counts cleared pages and completed lessons, lists lessons, draws the calendar in Japan time and gives language percentages', async () => {
    const goCourse = await course('rails5', 5)
    const done = await lesson(goCourse, 11, [1, 1])
    const started = await lesson(goCourse, 12, [2])
    const next = await lesson(goCourse, 13, [1], 'plus')
    const { client, user } = await signedUpLearner()
    const now = new Date()
    // 00:30 in Japan three days ago: still the day before in UTC, so only a Japan-time calendar counts it there.
    const threeDaysAgo = new Date(`${jstDate(new Date(now.getTime() - 4 * DAY_MS))}T15:30:00Z`)
    await clear(user.id, done.pages[0], threeDaysAgo)
    await clear(user.id, done.pages[1], now)
    await saveCode(user.id, started.pages[1])
    // Studied last: the started lesson, whose first page is cleared after the second page's code was saved.
    await clear(user.id, started.pages[0], now)

    const { body } = await client.call('GET', '/api/dashboard?locale=en')
    expect([body.clearedExercises, body.completedLessons]).toEqual([3, 1])
    expect(body.lessonsInProgress.web.total).toBe(1)
    expect(body.lessonsInProgress.web.lessons[0]).toMatchObject({
      id: started.lesson.id,
      title: started.lesson.title,
      languageName: 'rails5',
      device: 'web',
      clearedPages: 1,
      totalPages: 2,
      completedAt: null,
      url: '/lessons/rails5/study/12',
      resumeUrl: `/rails5/${started.lesson.slug}/1/2`,
    })
    expect(body.lessonsCompleted.web.lessons).toEqual([
      expect.objectContaining({ id: done.lesson.id, clearedPages: 2, totalPages: 2, completedAt: now.toISOString(), resumeUrl: `/rails5/${done.lesson.slug}/1/1` }),
    ])
    // Nothing records a device other than the web workspace yet.
    expect([body.lessonsInProgress.app, body.lessonsCompleted.app]).toEqual([{ lessons: [], total: 0 }, { lessons: [], total: 0 }])

    // The next lesson is a Plus one; a new free learner can still open it with the trial, until the offer closes.
    const signedUpAt = Date.parse((await payload.findByID({ collection: 'users', id: user.id, depth: 0 })).createdAt)
    expect(body.nextLesson).toMatchObject({ id: next.lesson.id, planType: 'plus', url: '/lessons/rails5/study/13', resumeUrl: `/rails5/${next.lesson.slug}/1/1`, started: false })
    expect(Date.parse(body.nextLesson.closesAt)).toBe(Math.floor((signedUpAt + 12 * 60 * 60 * 1000) / 1000) * 1000)
    await grantPlan(payload, user.id, 'plus')
    expect((await client.call('GET', '/api/dashboard')).body.nextLesson.closesAt).toBeNull()
    expect(body.suggestedFirstLesson).toBeNull()
    expect(body.courseAchievements).toEqual([
      { id: goCourse.id, slug: goCourse.slug, title: goCourse.title, languageName: 'rails5', completedLessons: 1, totalLessons: 3, achieved: false, url: '/courses/rails5' },
    ])

    const { from, to, days } = body.calendar
    expect(to).toBe(jstDate(now))
    expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(days).toHaveLength((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1)
    expect(days.length).toBeGreaterThan(19 * 7)
    expect(days.at(-1)).toEqual({ date: jstDate(now), clearedPages: 2 })
    const threeDaysAgoInJapan = jstDate(new Date(now.getTime() - 3 * DAY_MS))
    expect(jstDate(threeDaysAgo)).toBe(threeDaysAgoInJapan)
    expect(days.find((d: { date: string }) => d.date === threeDaysAgoInJapan)).toEqual({ date: threeDaysAgoInJapan, clearedPages: 1 })
    expect(days.reduce((sum: number, d: { clearedPages: number }) => sum + d.clearedPages, 0)).toBe(3)

    // Every regular page of every go lesson in the database (other tests' courses included) counts.
    const goLessons = await payload.find({ collection: 'lessons', where: { languageName: { equals: 'rails5' } }, depth: 0, pagination: false })
    const goPages = (await payload.count({ collection: 'pages', where: { lesson: { in: goLessons.docs.map((l) => l.id) }, topic: { exists: false } } })).totalDocs
    expect(body.languageCompletion).toEqual([{ languageName: 'rails5', title: await languageTitle('rails5', 'en'), clearedPages: 3, totalPages: goPages, percentage: Math.floor(300 / goPages) }])
  })

  it('names languages by their catalogue title in the asked locale, and marks a course whose lessons are all completed achieved', async () => {
    const existing = await payload.find({ collection: 'languages', where: { name: { equals: 'sql' } }, depth: 0 })
    if (!existing.docs.length) {
      const created = await payload.create({ collection: 'languages', data: { name: 'sql', title: 'SQL（データベース）' }, locale: 'ja' })
      await payload.update({ collection: 'languages', id: created.id, data: { title: 'SQL (databases)' }, locale: 'en' })
    }
    const titles = (locale: 'ja' | 'en') => languageTitle('sql', locale)
    const sqlCourse = await course('sql', 7)
    // Order 97: the starter curriculum (imported by other suites into this database) holds the low sql orders.
    const { lesson: sqlLesson, pages } = await lesson(sqlCourse, 97, [1])
    const { client, user } = await signedUpLearner()
    await clear(user.id, pages[0], new Date())
    const en = (await client.call('GET', '/api/dashboard?locale=en')).body
    expect(en.languageCompletion[0]).toMatchObject({ languageName: 'sql', title: await titles('en'), clearedPages: 1 })
    expect(en.lessonsCompleted.web.lessons[0]).toMatchObject({ id: sqlLesson.id, languageTitle: await titles('en') })
    expect((await client.call('GET', '/api/dashboard?locale=ja')).body.languageCompletion[0].title).toBe(await titles('ja'))
    // Its only lesson completed: the course is achieved.
    expect(en.courseAchievements).toEqual([expect.objectContaining({ id: sqlCourse.id, completedLessons: 1, totalLessons: 1, achieved: true })])
  })

  it('pages through all lessons of a list, per status and device', async () => {
    const manyCourse = await course('rails5', 9)
    const { client, user } = await signedUpLearner()
    const lessons = []
    for (let order = 100; order < 122; order++) {
      const made = await lesson(manyCourse, order, [1])
      await saveCode(user.id, made.pages[0])
      lessons.push(made.lesson.id)
    }
    const completed = await lesson(manyCourse, 200, [1])
    await clear(user.id, completed.pages[0], new Date())

    const first = (await client.call('GET', '/api/dashboard/all_lessons?status=in_progress')).body
    expect(first).toMatchObject({ status: 'in_progress', device: 'web', page: 1, totalPages: 2, totalLessons: 22, perPage: 20 })
    expect(first.lessons).toHaveLength(20)
    const second = (await client.call('GET', '/api/dashboard/all_lessons?status=in_progress&page=2')).body
    expect(second).toMatchObject({ page: 2, totalPages: 2, totalLessons: 22 })
    expect(second.lessons).toHaveLength(2)
    expect([...first.lessons, ...second.lessons].map((l: { id: number }) => l.id).sort()).toEqual([...lessons].sort())
    expect((await client.call('GET', '/api/dashboard/all_lessons?status=in_progress&page=3')).body).toMatchObject({ lessons: [], page: 3, totalLessons: 22 })

    const done = (await client.call('GET', '/api/dashboard/all_lessons?status=completed')).body
    expect(done).toMatchObject({ status: 'completed', totalLessons: 1, totalPages: 1, lessons: [{ id: completed.lesson.id, clearedPages: 1, totalPages: 1 }] })
    expect((await client.call('GET', '/api/dashboard/all_lessons?status=completed&device=app')).body).toMatchObject({ device: 'app', lessons: [], totalLessons: 0, totalPages: 1 })
    // Unknown values fall back to the defaults rather than failing the page.
    expect((await client.call('GET', '/api/dashboard/all_lessons?status=everything&device=tv&page=-4')).body).toMatchObject({ status: 'in_progress', device: 'web', page: 1 })

    const dashboard = (await client.call('GET', '/api/dashboard')).body
    expect([dashboard.lessonsInProgress.web.total, dashboard.lessonsInProgress.web.lessons.length]).toEqual([22, 5])
  })
})
