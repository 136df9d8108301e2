import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { publishSiteAfterChange, publishSiteAfterDelete, registerSitePublisher } from '@cms/hooks/publishSite'
import { SiteRebuildScheduler } from '@server/siteBuild/siteRebuildScheduler'
import type { BuildScope } from '@domain/site/buildScope'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'
import { testPayload } from '../support/payload'

/** The collections the static site is built from: a change to any of them publishes the site. */
const PUBLIC_CONTENT = [
  'languages', 'courses', 'lessons', 'chapters', 'pages', 'slides', 'projects', 'topics', 'learning_paths', 'language_certificate_descriptions',
  'faq_categories', 'faqs', 'news_posts', 'success_stories', 'documents', 'job_openings', 'banners',
]

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => registerSitePublisher(null))

/**
 * A scheduler whose "build" records what it was asked for: the astro build itself needs the whole platform
 * (tests/e2e/publishing.test.ts covers that). The quiet time is long enough for a burst of local saves.
 */
function recordingScheduler(build: (scope: BuildScope) => Promise<void> = async () => {}) {
  const log: string[] = []
  const scheduler = new SiteRebuildScheduler({ build, quietMs: 1_500, log: (line) => log.push(line) })
  registerSitePublisher(scheduler)
  const started = () => log.filter((line) => line.startsWith('Site rebuild started'))
  return { scheduler, started, log }
}

describe('publishing the site from the CMS', () => {
  it('hooks every public-content collection, and no collection of accounts or learner data', () => {
    const hooked = payload.config.collections
      .filter((c) => c.hooks.afterChange.includes(publishSiteAfterChange) && c.hooks.afterDelete.includes(publishSiteAfterDelete))
      .map((c) => c.slug)
    expect(hooked.sort()).toEqual([...PUBLIC_CONTENT].sort())
  })

  it('turns a burst of saves into one build, naming what changed', async () => {
    const { scheduler, started } = recordingScheduler()
    const fixture = await createLessonWithPages(payload)
    await payload.update({ collection: 'courses', id: fixture.course.id, data: { title: 'Renamed' }, locale: 'ja' })
    await payload.delete({ collection: 'pages', id: fixture.professionalPage.id })
    await scheduler.idle()
    expect(scheduler.builds).toBe(1)
    expect(started()[0]).toContain(`courses ${fixture.course.id} created`)
    expect(started()[0]).toMatch(/and \d+ more; full\)$/)
  })

  it('coalesces saves made during a build into exactly one follow-up build', async () => {
    let release!: () => void
    let firstStarted!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const buildStarted = new Promise<void>((resolve) => (firstStarted = resolve))
    const { scheduler, started } = recordingScheduler(async () => {
      if (scheduler.builds === 1) {
        firstStarted()
        await gate
      }
    })
    const fixture = await createLessonWithPages(payload)
    await buildStarted
    await payload.update({ collection: 'lessons', id: fixture.lesson.id, data: { title: 'Lesson, renamed' }, locale: 'ja' })
    await payload.update({ collection: 'pages', id: fixture.basicPage.id, data: { title: 'Page, renamed' }, locale: 'ja' })
    await payload.update({ collection: 'chapters', id: fixture.chapter.id, data: { title: 'Chapter, renamed' }, locale: 'ja' })
    release()
    await scheduler.idle()
    expect(scheduler.builds).toBe(2)
    expect(started()[1]).toBe(
      `Site rebuild started (lessons ${fixture.lesson.id} updated, pages ${fixture.basicPage.id} updated, chapters ${fixture.chapter.id} updated; partial: 15 routes)`,
    )
  })

  it('does not rebuild for account changes, and saves work with no scheduler registered', async () => {
    const { scheduler } = recordingScheduler()
    await createUser(payload)
    await scheduler.idle()
    expect(scheduler.builds).toBe(0)

    registerSitePublisher(null)
    const course = await payload.create({ collection: 'courses', data: { slug: `pub-${unique()}`, languageName: 'go', title: 'Go', order: 9 } })
    await scheduler.idle()
    expect(scheduler.builds).toBe(0)
    await payload.delete({ collection: 'courses', id: course.id })
  })

  it('logs a failed build and builds again on the next save', async () => {
    const { scheduler, log } = recordingScheduler(async () => {
      if (scheduler.builds === 1) throw new Error('astro build failed')
    })
    const course = await payload.create({ collection: 'courses', data: { slug: `pub-${unique()}`, languageName: 'go', title: 'Go', order: 9 } })
    await scheduler.idle()
    expect(log.at(-1)).toMatch(new RegExp(`^Site rebuild failed after [\\d.]+ s \\(courses ${course.id} created; full\\); the previous build stays live\\.\\nastro build failed$`))

    await payload.update({ collection: 'courses', id: course.id, data: { title: 'Go again' }, locale: 'ja' })
    await scheduler.idle()
    expect(scheduler.builds).toBe(2)
    expect(log.at(-1)).toMatch(new RegExp(`^Site rebuilt and published in [\\d.]+ s \\(courses ${course.id} updated; full\\)$`))
  })

  it('routes draft saves to the preview only; publishing and unpublishing rebuild the live site too', async () => {
    const live = new SiteRebuildScheduler({ build: async () => {}, quietMs: 200, log: () => {} })
    const preview = new SiteRebuildScheduler({ build: async () => {}, quietMs: 200, log: () => {} })
    registerSitePublisher(live, preview)
    const settle = async () => Promise.all([live.idle(), preview.idle()]).then(() => [live.builds, preview.builds])
    const data = { slug: `story-${unique()}`, title: 'A story', personName: 'Ada', country: 'Japan' as const, publishedAt: new Date().toISOString() }

    const story = await payload.create({ collection: 'success_stories', locale: 'en', draft: true, data: { ...data, _status: 'draft' } })
    expect(await settle()).toEqual([0, 1])
    await payload.update({ collection: 'success_stories', id: story.id, locale: 'en', draft: true, data: { title: 'A story, reworded', _status: 'draft' } })
    expect(await settle()).toEqual([0, 2])
    await payload.update({ collection: 'success_stories', id: story.id, locale: 'en', data: { _status: 'published' } })
    expect(await settle()).toEqual([1, 3])
    // Unpublishing takes it off the live site.
    await payload.update({ collection: 'success_stories', id: story.id, locale: 'en', data: { _status: 'draft' } })
    expect(await settle()).toEqual([2, 4])
    await payload.delete({ collection: 'success_stories', id: story.id })
    expect(await settle()).toEqual([3, 5])
    await Promise.all([live.close(), preview.close()])
  })

  it('rebuilds only the edited lesson\'s pages for edits in place, and the whole site for anything that moves addresses', async () => {
    const scopes: BuildScope[] = []
    const { scheduler } = recordingScheduler(async (scope) => void scopes.push(scope))
    const fixture = await createLessonWithPages(payload)
    await scheduler.idle()
    const built = async (change: () => Promise<unknown>) => {
      await change()
      await scheduler.idle()
      return scopes.at(-1)!
    }
    const lessonPages = (scope: BuildScope) => (scope.kind === 'partial' ? scope.routes.find((r) => r.route === '[...lang]/[language]/[lesson]/[chapter]/[page]')?.params : 'full')

    expect(scopes.at(-1)).toEqual({ kind: 'full' })
    // A page's title, a chapter's order (its pages' addresses move within the lesson), a lesson's title.
    expect(lessonPages(await built(() => payload.update({ collection: 'pages', id: fixture.basicPage.id, data: { title: 'Retitled' }, locale: 'ja' })))).toEqual({ lesson: [fixture.lesson.slug] })
    expect(lessonPages(await built(() => payload.update({ collection: 'chapters', id: fixture.chapter.id, data: { order: 2 } })))).toEqual({ lesson: [fixture.lesson.slug] })
    const lessonEdit = await built(() => payload.update({ collection: 'lessons', id: fixture.lesson.id, data: { title: 'Lesson, renamed' }, locale: 'ja' }))
    expect(lessonEdit.kind === 'partial' && lessonEdit.routes.find((r) => r.route === '[...lang]/lessons/[languageName]/[category]/[lessonOrder]')?.params).toEqual({
      languageName: ['python'],
      category: [fixture.lesson.category],
      lessonOrder: ['1'],
    })
    // A new lesson address, a deleted page and another collection rebuild everything.
    expect(await built(() => payload.update({ collection: 'lessons', id: fixture.lesson.id, data: { slug: `${fixture.lesson.slug}-moved` } }))).toEqual({ kind: 'full' })
    expect(await built(() => payload.delete({ collection: 'pages', id: fixture.professionalPage.id }))).toEqual({ kind: 'full' })
    expect(await built(() => payload.update({ collection: 'courses', id: fixture.course.id, data: { title: 'Renamed' }, locale: 'ja' }))).toEqual({ kind: 'full' })
  })

  it('says when a saved change will be live, and when it is', async () => {
    let release!: () => void
    const { scheduler } = recordingScheduler(() => new Promise<void>((resolve) => (release = resolve)))
    expect(scheduler.status()).toMatchObject({ state: 'idle', publishedSince: null, readyInMs: null })
    const savedAt = Date.now()
    await createLessonWithPages(payload)
    const waiting = scheduler.status()
    expect(waiting.state).toBe('waiting')
    expect(waiting.readyInMs).toBeGreaterThan(0)
    await expect.poll(() => scheduler.status().state, { timeout: 10_000 }).toBe('building')
    release()
    await scheduler.idle()
    const idle = scheduler.status()
    expect(idle).toMatchObject({ state: 'idle', readyInMs: null, lastBuild: { ok: true, kind: 'full' } })
    expect(idle.publishedSince).toBeGreaterThanOrEqual(savedAt)
  })
})
