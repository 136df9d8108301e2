import * as cheerio from 'cheerio'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { baseUrl } from '../support/browser'
import { staffSession, type StaffSession } from '../support/staff'

const COURSE = 'html-css'
/** The home page lists every starter course. */
const STARTER_COURSES = readCurriculum(contentDir).courses.length
const PUBLISH_TIMEOUT_MS = 120_000

let staff: StaffSession
let courseId: number
let originalTitle: string
/** Every answer the home page gave while the test polled it. */
const seen: { status: number; courses: number; title: string }[] = []

/** The course's title as the served static home page (ja) shows it. */
async function homeCourseTitle(): Promise<string> {
  const response = await fetch(`${baseUrl()}/`)
  const $ = cheerio.load(await response.text())
  const title = $(`[data-course="${COURSE}"] h3`).text().trim()
  seen.push({ status: response.status, courses: $('[data-course]').length, title })
  return title
}

const renameCourse = async (title: string) => {
  const response = await staff.api(`/api/courses/${courseId}?locale=ja`, 'PATCH', { title })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  staff = await staffSession()
  const found = await staff.json<{ docs: { id: number; title: string }[] }>(`/api/courses?where[slug][equals]=${COURSE}&locale=ja&depth=0`)
  ;({ id: courseId, title: originalTitle } = found.docs[0])
})

describe('publishing from the CMS', () => {
  it('rebuilds the static site after staff rename a course, without ever serving a half-built site', { timeout: 3 * PUBLISH_TIMEOUT_MS }, async () => {
    expect(await homeCourseTitle()).toBe(originalTitle)
    const renamed = `${originalTitle} (${Date.now().toString(36)})`
    try {
      await renameCourse(renamed)
      seen.length = 0
      await expect.poll(homeCourseTitle, { timeout: PUBLISH_TIMEOUT_MS, interval: 1_000 }).toBe(renamed)
      // The rebuild waits for quiet, so the first look still finds the old build, served whole like every later
      // one until the new build was swapped in.
      expect(seen[0].title).toBe(originalTitle)
      expect(seen.every(({ status, courses }) => status === 200 && courses === STARTER_COURSES)).toBe(true)
    } finally {
      // Later test files expect the starter curriculum on the home page: restore it and wait until it is served.
      await renameCourse(originalTitle)
      await expect.poll(homeCourseTitle, { timeout: PUBLISH_TIMEOUT_MS, interval: 1_000 }).toBe(originalTitle)
    }
  })

  it("keeps a draft off the live site, shows it in staff's preview, and publishes it on request", { timeout: 3 * PUBLISH_TIMEOUT_MS }, async () => {
    const title = `Draft news ${Date.now().toString(36)}`
    const created = await staff.json<{ doc: { id: number } }>('/api/news_posts?draft=true&locale=en', 'POST', {
      title, slug: `draft-${Date.now()}`, category: 'event', publishedAt: new Date().toISOString(), _status: 'draft',
    })
    const path = `/en/about/news/${created.doc.id}`
    try {
      // Visitors cannot read the draft through the API, nor enter the preview.
      expect((await fetch(`${baseUrl()}/api/news_posts/${created.doc.id}?draft=true`)).status).toBe(404)
      const entry = `/preview/enter?locale=en&path=${encodeURIComponent('/about/news/' + created.doc.id)}`
      const asVisitor = await fetch(`${baseUrl()}${entry}`, { redirect: 'manual' })
      expect(asVisitor.headers.get('location')).toBe(`/admin/login?redirect=${encodeURIComponent(entry)}`)

      // Staff enter the preview: a signed cookie, then the page from the preview build, drafts included.
      const entered = await fetch(`${baseUrl()}${entry}`, { redirect: 'manual', headers: { cookie: staff.cookie } })
      expect(entered.headers.get('location')).toBe(path)
      const preview = entered.headers.get('set-cookie')!.split(';')[0]
      const previewPage = async () => {
        const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie: preview } })
        const $ = cheerio.load(await response.text())
        return { status: response.status, title: $('main h1').text().trim(), bar: $('[data-site-preview] a').attr('href'), cache: response.headers.get('cache-control') }
      }
      await expect.poll(async () => (await previewPage()).status, { timeout: PUBLISH_TIMEOUT_MS, interval: 1_000 }).toBe(200)
      expect(await previewPage()).toEqual({ status: 200, title, bar: `/preview/exit?path=${encodeURIComponent(path)}`, cache: 'private, no-store' })

      // The preview's own build came and went; the live site still has no such page, and a forged cookie shows the live site.
      expect((await fetch(`${baseUrl()}${path}`)).status).toBe(404)
      expect((await fetch(`${baseUrl()}${path}`, { headers: { cookie: preview.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) } })).status).toBe(404)

      // Publishing rebuilds the live site with it.
      expect((await staff.api(`/api/news_posts/${created.doc.id}?locale=en`, 'PATCH', { _status: 'published' })).status).toBe(200)
      await expect.poll(async () => (await fetch(`${baseUrl()}${path}`)).status, { timeout: PUBLISH_TIMEOUT_MS, interval: 1_000 }).toBe(200)
      const live = cheerio.load(await (await fetch(`${baseUrl()}${path}`)).text())
      expect(live('main h1').text().trim()).toBe(title)
      expect(live('[data-site-preview]').length).toBe(0)
    } finally {
      expect((await staff.api(`/api/news_posts/${created.doc.id}`, 'DELETE')).status).toBe(200)
    }
  })
})
