import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, User } from '@cms/payload-types'
import { SITE_PREVIEW_HEADER, sitePreviewSecret } from '@cms/access/sitePreview'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'
import { testPayload } from '../support/payload'

let payload: Payload
let fixture: Awaited<ReturnType<typeof createLessonWithPages>>
let learner: User
let plusLearner: User
let staff: User

beforeAll(async () => {
  payload = await testPayload()
  fixture = await createLessonWithPages(payload)
  learner = await createUser(payload)
  plusLearner = await createUser(payload, {}, 'plus')
  staff = await createUser(payload, { roles: ['staff'] })
})

const readPage = (id: number, user: User | null) =>
  payload.findByID({ collection: 'pages', id, overrideAccess: false, user: user ?? undefined, depth: 0 }) as Promise<Page>

describe('page field access', () => {
  it('never gives answers, hints, hidden files or judges to visitors or learners', async () => {
    for (const user of [null, learner, plusLearner]) {
      for (const page of [fixture.basicPage, fixture.plusPage]) {
        const read = await readPage(page.id, user)
        expect(read.title).toBe(page.title)
        expect(read.answerFiles ?? []).toEqual([])
        expect(read.hiddenFiles ?? []).toEqual([])
        expect(read.hints ?? []).toEqual([])
        expect(read.judges ?? []).toEqual([])
      }
    }
  })

  it("keeps a terminal page's permitted commands and set-up to staff, and refuses a learner's change to them", async () => {
    const terminal = { permitted: [{ command: 'ls' }, { command: 'git init', once: true }], setup: 'echo staff-only > secret.txt' }
    await payload.update({ collection: 'pages', id: fixture.basicPage.id, data: { terminal }, overrideAccess: true })
    for (const user of [null, learner, plusLearner]) {
      const read = await readPage(fixture.basicPage.id, user)
      expect(read.terminal?.setup ?? null).toBeNull()
      expect(read.terminal?.permitted ?? []).toEqual([])
    }
    await expect(
      payload.update({ collection: 'pages', id: fixture.basicPage.id, data: { terminal: { permitted: [{ command: 'rm' }], setup: 'rm -rf ~' } }, overrideAccess: false, user: plusLearner }),
    ).rejects.toThrow(/not allowed/i)
    expect((await readPage(fixture.basicPage.id, staff)).terminal).toMatchObject({ setup: terminal.setup, permitted: [{ command: 'ls' }, { command: 'git init', once: true }] })
  })

  it('gives starting files of a plus page only to entitled users', async () => {
    expect((await readPage(fixture.basicPage.id, null)).defaultFiles).toHaveLength(1)
    expect((await readPage(fixture.plusPage.id, null)).defaultFiles ?? []).toEqual([])
    expect((await readPage(fixture.plusPage.id, learner)).defaultFiles ?? []).toEqual([])
    expect((await readPage(fixture.plusPage.id, plusLearner)).defaultFiles).toHaveLength(1)
    expect((await readPage(fixture.professionalPage.id, plusLearner)).defaultFiles ?? []).toEqual([])
  })

  it('gives staff everything', async () => {
    const read = await readPage(fixture.plusPage.id, staff)
    expect(read.answerFiles?.[0]?.content).toBe('print("hello")')
    expect(read.hints?.[0]?.body).toBe('Use print')
    expect(read.judges?.[0]?.type).toBe('OutputJudge')
  })
})

describe('content writes', () => {
  it('are refused for visitors and learners, allowed for staff', async () => {
    const data = { slug: `x-${unique()}`, languageName: 'sql' as const, title: 'X', order: 1 }
    await expect(payload.create({ collection: 'courses', data, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.create({ collection: 'courses', data, overrideAccess: false, user: learner })).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({ collection: 'pages', id: fixture.basicPage.id, data: { title: 'hacked' }, overrideAccess: false, user: plusLearner }),
    ).rejects.toThrow(/not allowed/i)
    const created = await payload.create({ collection: 'courses', data, overrideAccess: false, user: staff })
    expect(created.slug).toBe(data.slug)
  })
})

describe('accounts', () => {
  it('signs up as a learner whatever roles or plan the request asks for', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `self-${unique()}@example.test`, password: 'password123', roles: ['staff'], entitlements: { plus: true } },
      overrideAccess: false,
    })
    expect(user.roles).toEqual(['learner'])
    expect(user.entitlements?.plus).toBe(false)
    expect((await payload.count({ collection: 'subscriptions', where: { user: { equals: user.id } } })).totalDocs).toBe(0)
  })

  it('lets a learner read only their own account', async () => {
    const seen = await payload.find({ collection: 'users', overrideAccess: false, user: learner, depth: 0 })
    expect(seen.docs.map((u) => u.id)).toEqual([learner.id])
  })
})

describe('user page infos', () => {
  it('are read by their owner and written only by the server (the workspace socket, the judge), never by a learner', async () => {
    const info = await payload.create({ collection: 'user_page_infos', data: { user: learner.id, page: fixture.basicPage.id, files: [{ path: 'main.py', content: 'print(1)' }] }, depth: 0 })
    expect(info.lesson).toBe(fixture.lesson.id)
    const own = await payload.find({ collection: 'user_page_infos', overrideAccess: false, user: learner, depth: 0 })
    expect(own.docs.map((d) => d.id)).toContain(info.id)
    const others = await payload.find({ collection: 'user_page_infos', overrideAccess: false, user: plusLearner, depth: 0 })
    expect(others.docs.map((d) => d.id)).not.toContain(info.id)

    const write = { overrideAccess: false, user: learner, depth: 0 } as const
    await expect(payload.create({ collection: 'user_page_infos', data: { user: learner.id, page: fixture.plusPage.id }, ...write })).rejects.toThrow(/not allowed/i)
    await expect(payload.update({ collection: 'user_page_infos', id: info.id, data: { completed: true }, ...write })).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'user_page_infos', id: info.id, ...write })).rejects.toThrow(/not allowed/i)
    expect(await payload.findByID({ collection: 'user_page_infos', id: info.id, depth: 0 })).toMatchObject({ completed: false, files: [{ content: 'print(1)' }] })
  })

  it('allow one document per user and page', async () => {
    const data = { user: staff.id, page: fixture.plusPage.id }
    await payload.create({ collection: 'user_page_infos', data })
    await expect(payload.create({ collection: 'user_page_infos', data })).rejects.toThrow()
  })
})

describe('drafts of site content', () => {
  const newsPost = (title: string, status: 'draft' | 'published') =>
    payload.create({
      collection: 'news_posts',
      locale: 'en',
      draft: status === 'draft',
      data: { slug: `news-${unique()}`, title, category: 'event', publishedAt: new Date().toISOString(), _status: status },
    })

  it('shows visitors and learners only what is published; staff and the preview build see drafts', async () => {
    const published = await newsPost('Published news', 'published')
    const draft = await newsPost('Draft news', 'draft')
    const ids = [published.id, draft.id]
    const titles = async (options: { user?: User; headers?: Headers; draft?: boolean }) => {
      const { docs } = await payload.find({
        collection: 'news_posts', locale: 'en', overrideAccess: false, draft: options.draft, user: options.user,
        where: { id: { in: ids } }, sort: 'id', req: options.headers ? { headers: options.headers } : undefined,
      })
      return docs.map((d) => d.title)
    }
    for (const user of [undefined, learner, plusLearner]) {
      expect(await titles({ user })).toEqual(['Published news'])
      expect(await titles({ user, draft: true })).toEqual(['Published news'])
    }
    expect(await titles({ user: staff, draft: true })).toEqual(['Published news', 'Draft news'])
    expect(await titles({ draft: true, headers: new Headers({ [SITE_PREVIEW_HEADER]: sitePreviewSecret() }) })).toEqual(['Published news', 'Draft news'])
    expect(await titles({ draft: true, headers: new Headers({ [SITE_PREVIEW_HEADER]: 'x'.repeat(sitePreviewSecret().length) }) })).toEqual(['Published news'])
  })

  it('keeps the published landing page for visitors while staff edit a draft of it', async () => {
    const before = await payload.findGlobal({ slug: 'landing', locale: 'en', overrideAccess: false })
    await payload.updateGlobal({ slug: 'landing', locale: 'en', data: { ...before, heroTitle: 'Published hero', _status: 'published' } })
    await payload.updateGlobal({ slug: 'landing', locale: 'en', draft: true, data: { heroTitle: 'Draft hero', _status: 'draft' } })
    expect((await payload.findGlobal({ slug: 'landing', locale: 'en', overrideAccess: false })).heroTitle).toBe('Published hero')
    expect((await payload.findGlobal({ slug: 'landing', locale: 'en', overrideAccess: false, draft: true })).heroTitle).toBe('Published hero')
    expect((await payload.findGlobal({ slug: 'landing', locale: 'en', overrideAccess: false, draft: true, user: staff })).heroTitle).toBe('Draft hero')
  })
})

describe('job applications', () => {
  const opening = (status: 'draft' | 'published') =>
    payload.create({ collection: 'job_openings', locale: 'en', draft: status === 'draft', data: { slug: `job-${unique()}`, title: 'Engineer', employmentType: 'full_time', _status: status } })
  const apply = (openingId: number, data: Record<string, unknown> = {}) =>
    payload.create({ collection: 'job_applications', overrideAccess: false, data: { opening: openingId, name: 'Ada', email: 'ada@example.test', message: 'Hello', ...data } as never })

  it('takes an application for a published opening from anyone; only staff read it', async () => {
    const open = await opening('published')
    const application = await apply(open.id, { profileUrl: 'https://example.test/ada' })
    for (const user of [undefined, learner]) {
      await expect(payload.findByID({ collection: 'job_applications', id: application.id, overrideAccess: false, user })).rejects.toThrow()
    }
    expect((await payload.findByID({ collection: 'job_applications', id: application.id, overrideAccess: false, user: staff })).name).toBe('Ada')
  })

  it('keeps applications, with the title they were sent for, when the opening is deleted', async () => {
    const open = await opening('published')
    const application = await apply(open.id, { locale: 'en' })
    await payload.delete({ collection: 'job_openings', id: open.id })
    const kept = await payload.findByID({ collection: 'job_applications', id: application.id, depth: 0 })
    expect([kept.opening ?? null, kept.openingTitle, kept.name]).toEqual([null, 'Engineer', 'Ada'])
  })

  it('refuses a draft opening, a bad email or URL, and a missing message, storing nothing', async () => {
    const draft = await opening('draft')
    const open = await opening('published')
    const before = (await payload.count({ collection: 'job_applications' })).totalDocs
    await expect(apply(draft.id)).rejects.toMatchObject({ data: { errors: [{ path: 'opening', message: 'This position is not open.' }] } })
    await expect(apply(open.id, { email: 'not-an-email' })).rejects.toThrow()
    await expect(apply(open.id, { profileUrl: 'javascript:alert(1)' })).rejects.toThrow()
    await expect(apply(open.id, { message: '' })).rejects.toThrow()
    expect((await payload.count({ collection: 'job_applications' })).totalDocs).toBe(before)
  })
})
