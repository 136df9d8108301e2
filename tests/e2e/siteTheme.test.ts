import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { createLearner, editorReady, replaceEditorText, signInTo } from '../support/learner'

const browser = useBrowser()
const FIRST_PAGE = '/html/html-css-study-1/1/1'
const answerHtml = fs.readFileSync(path.join(rootDir, 'content/courses/html-css/html-css-study-1/pages/01-heading/answer/index.html'), 'utf8')

/** The theme the page shows: what <html> asks for, and the page's own background (docs/site.md "Theme"). */
const shown = (page: Page) =>
  page.evaluate(() => ({
    attribute: document.documentElement.dataset.theme ?? null,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
  }))

describe('the light and dark themes (docs/site.md "Design system")', () => {
  it('follows the system, switches from the header, remembers the choice on every page and forgets it when it matches the system', async () => {
    const context = await browser().newContext({ colorScheme: 'light', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(baseUrl())
    const toggle = page.getByRole('button', { name: 'ダークテーマ' })
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false')
    const light = await shown(page)
    expect(light.attribute).toBeNull()

    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    const dark = await shown(page)
    expect(dark).toMatchObject({ attribute: 'dark', scheme: 'dark' })
    expect(dark.background).not.toBe(light.background)
    expect(await page.evaluate(() => localStorage.getItem('siteTheme'))).toBe('dark')

    // Another page, in English: dark from its first paint. The switch's own script never sets the theme on load,
    // so the attribute comes from the inline script in <head>, which precedes every stylesheet.
    await page.goto(`${baseUrl()}/en/courses/html`)
    expect(await shown(page)).toEqual(dark)
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true')
    const head = (await (await fetch(`${baseUrl()}/en/courses/html`)).text()).split('</head>')[0]!
    const bootAt = head.indexOf("localStorage.getItem('siteTheme')")
    expect(bootAt).toBeGreaterThan(-1)
    expect(bootAt).toBeLessThan(Math.min(...[head.indexOf('<style'), head.indexOf('rel="stylesheet"')].filter((i) => i >= 0)))

    // Back to light, the system's own theme: the stored choice is forgotten and the page follows the system again.
    await page.getByRole('button', { name: 'Dark theme' }).click()
    expect(await page.evaluate(() => localStorage.getItem('siteTheme'))).toBeNull()
    expect((await shown(page)).attribute).toBeNull()
    await context.close()
  })

  it('keeps the landing, course, lesson, dashboard and exercise pages free of serious axe violations in both themes, at 390 and 1400 px', { timeout: 240_000 }, async () => {
    const learner = await createLearner(baseUrl())
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1400]) {
        const context = await browser().newContext({ colorScheme, viewport: { width, height: 900 } })
        const page = await context.newPage()
        for (const target of ['/', '/courses/html', '/lessons/html/study/1']) {
          await page.goto(`${baseUrl()}${target}`)
          expect({ target, colorScheme, width, violations: await seriousViolations(page) }).toEqual({ target, colorScheme, width, violations: [] })
        }
        await signInTo(page, baseUrl(), learner, '/dashboard')
        await page.locator('[data-dashboard-section]').first().waitFor()
        expect({ target: '/dashboard', colorScheme, width, violations: await seriousViolations(page) }).toEqual({ target: '/dashboard', colorScheme, width, violations: [] })
        await page.goto(`${baseUrl()}${FIRST_PAGE}`)
        // On a desktop the pointer over the code loads Monaco, which is checked with the files in it; on narrow
        // screens the code is behind its tab, which opens on the instructions and the recommendation to learn on a
        // computer: those are what is checked there, beside the quick view.
        if (width >= 1000) await editorReady(page)
        else await page.locator('[data-testid=code-view][data-ready=true]').waitFor({ state: 'attached', timeout: 60_000 })
        expect({ target: FIRST_PAGE, colorScheme, width, violations: await seriousViolations(page) }).toEqual({ target: FIRST_PAGE, colorScheme, width, violations: [] })
        await context.close()
      }
    }
  })

  it('celebrates a cleared page with confetti and a badge, and shows neither animation nor confetti under reduced motion', { timeout: 180_000 }, async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser().newContext({ reducedMotion, colorScheme: 'dark', viewport: { width: 1400, height: 900 } })
      const page = await context.newPage()
      await signInTo(page, baseUrl(), await createLearner(baseUrl()), FIRST_PAGE)
      await editorReady(page)
      await replaceEditorText(page, answerHtml)
      await page.locator('[data-testid=autosave][data-state=saved]').waitFor()
      await page.getByRole('button', { name: '答え合わせ' }).click()
      const congrats = page.getByTestId('congrats-modal')
      await congrats.waitFor({ timeout: 60_000 })
      // The dialog is still named by its title, whatever is drawn above it.
      expect(await page.getByRole('dialog', { name: 'おめでとうございます！' }).isVisible()).toBe(true)
      const motion = await congrats.evaluate((dialog) => ({
        dialog: getComputedStyle(dialog).animationName,
        badge: getComputedStyle(dialog.querySelector('.celebrate-badge')!).animationName,
        confetti: getComputedStyle(dialog.querySelector('.confetti')!).display,
        piece: getComputedStyle(dialog.querySelector('.confetti i')!).animationName,
      }))
      if (reducedMotion === 'reduce') expect(motion).toMatchObject({ dialog: 'none', badge: 'none', confetti: 'none' })
      else expect(motion).toEqual({ dialog: 'celebrate-pop', badge: 'celebrate-badge', confetti: 'block', piece: 'confetti-burst' })
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    }
  })
})
