import { io } from 'socket.io-client'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { createLearner, signInTo } from '../support/learner'

const browser = useBrowser()
/** The starter courses, in their order: what the home page and /api/courses show. */
const starterCourses = readCurriculum(contentDir).courses.map((c) => c.course).sort((a, b) => a.order - b.order)
const landing = YAML.parse(fs.readFileSync(path.join(contentDir, 'site', 'landing.yml'), 'utf8')) as { heroTitle: { en: string } }

describe('a visitor on the started platform', () => {
  it('sees every starter course on the home page, in ja and en', async () => {
    const page = await browser().newPage()
    await page.goto(baseUrl())
    await expect.poll(() => page.locator('[data-course]').count()).toBe(starterCourses.length)
    expect(await page.locator('html').getAttribute('lang')).toBe('ja')
    expect(await page.locator('[data-course] h3').allTextContents()).toContain('HTML & CSS')

    await page.goto(`${baseUrl()}/en/`)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    // The landing page's texts are the staff-edited "landing" global, seeded from content/site/landing.yml.
    expect(await page.locator('h1').textContent()).toBe(landing.heroTitle.en)
    expect(await page.locator('[data-course]').count()).toBe(starterCourses.length)
    await page.close()
  })

  it('gets the courses from /api/courses', async () => {
    const response = await fetch(`${baseUrl()}/api/courses?sort=order&locale=en&limit=100`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { totalDocs: number; docs: { slug: string; languageName: string }[] }
    expect(body.totalDocs).toBe(starterCourses.length)
    expect(body.docs.map((c) => c.languageName)).toEqual(starterCourses.map((c) => c.languageName))
  })

  it('reaches the judge socket over websocket on the same port', async () => {
    const socket = io(baseUrl(), SOCKET_CLIENT_OPTIONS)
    try {
      const health = await socket.timeout(5000).emitWithAck('health')
      expect(health).toMatchObject({ ok: true, service: 'judge' })
    } finally {
      socket.close()
    }
  })

  it('offers a signed-in learner "continue where you left off" instead of the sign-up buttons, at phone size too', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    // A visitor sees the sign-up buttons and no continue box.
    await page.goto(baseUrl())
    expect(await page.locator('[data-continue]').isVisible()).toBe(false)
    expect(await page.locator('[data-signup-actions]').isVisible()).toBe(true)
    // A learner who opened the first exercise and saved code there has it in progress.
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), '/')
    const box = page.locator('[data-continue]')
    await box.waitFor()
    expect(await box.getByRole('heading').innerText()).toBe('このレッスンから始めましょう')
    expect(await box.getByRole('link', { name: '学習を始める' }).getAttribute('href')).toMatch(/^\/[a-z0-9]+\/[a-z0-9-]+\/1\/1$/)
    expect(await page.locator('[data-signup-actions]').isVisible()).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})
