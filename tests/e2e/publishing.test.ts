import * as cheerio from 'cheerio'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, E2E_STAFF } from '../support/browser'

const COURSE = 'html-css'
const PUBLISH_TIMEOUT_MS = 120_000

let token: string
let courseId: number
let originalTitle: string
/** Every answer the home page gave while the test polled it. */
const seen: { status: number; courses: number; title: string }[] = []

const staffFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...init.headers } })

/** The course's title as the served static home page (ja) shows it. */
async function homeCourseTitle(): Promise<string> {
  const response = await fetch(`${baseUrl()}/`)
  const $ = cheerio.load(await response.text())
  const title = $(`[data-course="${COURSE}"] h3`).text().trim()
  seen.push({ status: response.status, courses: $('[data-course]').length, title })
  return title
}

const renameCourse = async (title: string) => {
  const response = await staffFetch(`/api/courses/${courseId}?locale=ja`, { method: 'PATCH', body: JSON.stringify({ title }) })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  const login = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_STAFF) })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
  const found = (await (await staffFetch(`/api/courses?where[slug][equals]=${COURSE}&locale=ja&depth=0`)).json()) as { docs: { id: number; title: string }[] }
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
      expect(seen.every(({ status, courses }) => status === 200 && courses === 4)).toBe(true)
    } finally {
      // Later test files expect the starter curriculum on the home page: restore it and wait until it is served.
      await renameCourse(originalTitle)
      await expect.poll(homeCourseTitle, { timeout: PUBLISH_TIMEOUT_MS, interval: 1_000 }).toBe(originalTitle)
    }
  })
})
