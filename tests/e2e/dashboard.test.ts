import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { createLearner, pathOf, signInTo } from '../support/learner'
import { staffSession } from '../support/staff'

const browser = useBrowser()
/** A starter-curriculum lesson (content/courses/python/python-study-1). */
const LESSON_SLUG = 'python-study-1'

/** Today in Japan time, the calendar's day. */
const japanToday = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10)

describe('personal dashboard in Chromium', () => {
  it('asks a visitor to sign in, then shows a learner their counts, lesson, calendar day and language percentage', async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}/dashboard`)
    await page.waitForURL((url) => pathOf(url.href) === '/users/sign_in')

    const staff = await staffSession()
    const lesson = (await staff.json(`/api/lessons?where[slug][equals]=${LESSON_SLUG}&depth=0&locale=ja`)).docs[0]
    const pages = (await staff.json(`/api/pages?where[lesson][equals]=${lesson.id}&where[topic][exists]=false&sort=order&depth=0&limit=100`)).docs
    const pythonLessons = (await staff.json('/api/lessons?where[languageName][equals]=python&depth=0&limit=1000')).docs.map((l: { id: number }) => l.id)
    const pythonPages = (await staff.json(`/api/pages?where[lesson][in]=${pythonLessons.join(',')}&where[topic][exists]=false&limit=1`)).totalDocs
    const learner = await createLearner(baseUrl())
    await staff.json('/api/user_page_infos', 'POST', { user: learner.id, page: pages[0].id, completed: true, completedAt: new Date().toISOString() })

    await signInTo(page, baseUrl(), learner, '/dashboard')
    const main = page.locator('main[data-dashboard]')
    await expect.poll(() => main.locator('[data-cleared-exercises]').innerText()).toBe('1')
    expect(await main.locator('[data-completed-lessons]').innerText()).toBe('0')
    await expect.poll(() => page.getByText('メールアドレスの確認が済んでいません。').isVisible()).toBe(true)

    const inProgress = main.locator('[data-list="in_progress"]')
    const row = inProgress.locator(`li[data-lesson-id="${lesson.id}"]`)
    expect(await row.getByRole('link', { name: lesson.title, exact: true }).getAttribute('href')).toBe(`/lessons/python/${lesson.category}/${lesson.order}`)
    expect(await row.innerText()).toContain(`1/${pages.length}ページ`)
    expect(await row.getByRole('link', { name: `続きから: ${lesson.title}` }).getAttribute('href')).toMatch(new RegExp(`^/python/${LESSON_SLUG}/\\d+/2$`))

    const today = main.locator(`table.calendar td[data-date="${japanToday()}"]`)
    expect(await today.getAttribute('data-level')).toBe('1')
    expect(await today.textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日: 1ページ$/)
    expect(await main.locator('table.calendar td[data-level="1"]').count()).toBe(1)

    const python = main.locator('.language-chart li[data-language="python"]')
    expect(await python.locator('.value').innerText()).toBe(`${Math.floor(100 / pythonPages)}%(1/${pythonPages}ページ)`)
    expect(await seriousViolations(page)).toEqual([])

    // The toggle, by keyboard: nothing is recorded from the app, and the list says so.
    const app = main.getByRole('button', { name: 'アプリ' })
    await app.focus()
    await page.keyboard.press('Space')
    expect(await app.getAttribute('aria-pressed')).toBe('true')
    expect(await inProgress.locator('[data-empty]').innerText()).toBe('アプリで学習したレッスンはここに表示されます。アプリでの学習はまだ記録されていません。')
    await main.getByRole('button', { name: 'Web' }).click()

    await inProgress.getByRole('link', { name: 'すべて見る(1件)' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/dashboard/all_lessons')
    const all = page.locator('main[data-all-lessons]')
    await expect.poll(() => all.locator(`li[data-lesson-id="${lesson.id}"]`).count()).toBe(1)
    expect(await all.getByRole('link', { name: '学習中のレッスン' }).getAttribute('aria-current')).toBe('page')
    expect(await seriousViolations(page)).toEqual([])
    await all.getByRole('link', { name: '完了したレッスン' }).click()
    await expect.poll(() => all.locator('[data-empty]').innerText()).toBe('完了したレッスンはまだありません。')
    await page.close()
  })

  it('resends the confirmation email from the alert, in English under /en', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/en/dashboard')
    await expect.poll(() => page.locator('[data-cleared-exercises]').innerText()).toBe('0')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Dashboard')
    // Nothing cleared yet: a first lesson is suggested.
    await expect.poll(() => page.getByRole('heading', { name: 'Start with this lesson' }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Send the confirmation email again' }).click()
    await expect.poll(() => page.locator('[data-resend-status]').innerText()).toBe('The confirmation email is on its way.')
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  it('Start begins a lesson with its slides, then goes on to the first exercise', async () => {
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), '/dashboard')
    const start = page.locator('[data-start]')
    await start.waitFor()
    // Level and exp, with the next level's threshold (docs/progress.md).
    await expect.poll(() => page.locator('[data-level-text]').innerText()).toBe('レベル 1')
    expect(await page.locator('[data-level-exp]').innerText()).toBe('0 EXP')
    expect(await page.locator('[data-level-next]').innerText()).toBe('レベル 2 まであと 50 EXP')
    expect(await page.getByRole('progressbar', { name: 'レベル 2 までの進み具合' }).count()).toBe(1)
    // Nothing cleared: Start leads to the lesson's slides, not past them.
    expect(await start.getAttribute('href')).toMatch(/^\/lessons\/.+#slides$/)
    // A lesson with slides opens them at once; their skip link leads to the first exercise.
    await page.goto(`${baseUrl()}/lessons/python/study/1#slides`)
    const deck = page.getByTestId('lesson-slides')
    await deck.waitFor()
    await deck.getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/python/python-study-1/1/1')
    // A lesson without slides goes straight on to its first exercise.
    await page.goto(`${baseUrl()}/lessons/python/study/2#slides`)
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/python/python-study-2/1/1')
    await page.close()
  })
})
