import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { congratulated, createLearner, editorReady, editorText, pathOf, replaceEditorText, signInTo } from '../support/learner'

const LESSON = '/html/html-css-study-1'
const pageUrl = (chapter: number, order: number) => `${LESSON}/${chapter}/${order}`
/** The first page of the course's second lesson, which is Plus. */
const PLUS_PAGE = '/html/html-css-study-2/1/1'
const answerHtml = fs.readFileSync(path.join(rootDir, 'content/courses/html-css/html-css-study-1/pages/01-heading/answer/index.html'), 'utf8')

const browser = useBrowser()

async function learnerOn(target: string): Promise<Page> {
  const page = await browser().newPage({ viewport: { width: 1400, height: 900 } })
  await signInTo(page, baseUrl(), await createLearner(baseUrl()), target)
  return page
}

async function openPageList(page: Page) {
  await page.getByTestId('page-list-button').click()
  const list = page.getByTestId('page-list-modal')
  await list.waitFor()
  return list
}

describe('the exercise workspace in Chromium', () => {
  it('judges the default code, clears the page with the answer, and keeps code and completion across a reload', async () => {
    const page = await learnerOn(pageUrl(1, 1))
    await editorReady(page)
    expect(await editorText(page)).toContain('<!-- ここに h1 要素を書こう')

    await page.getByRole('button', { name: '答え合わせ' }).click()
    const results = page.getByTestId('judge-results')
    await expect.poll(() => results.innerText(), { timeout: 60_000 }).toContain('NG')
    expect(await results.innerText()).toMatch(/0件/)
    // The verdict is read out by the workspace's one live region.
    expect(await page.getByTestId('announcer').innerText()).toMatch(/0件/)
    expect(await page.getByTestId('congrats-modal').isVisible()).toBe(false)

    await replaceEditorText(page, answerHtml)
    await page.locator('[data-testid=autosave][data-state=saved]').waitFor()
    await page.getByRole('button', { name: '答え合わせ' }).click()
    const congrats = page.getByTestId('congrats-modal')
    await congrats.waitFor({ timeout: 60_000 })
    expect(await congrats.innerText()).toMatch(/\d+ EXP を獲得しました/)
    expect(await page.getByTestId('next-page').getAttribute('href')).toBe(pageUrl(1, 2))

    await page.reload()
    await editorReady(page)
    expect(await editorText(page)).toContain('<h1>Hello, HTML</h1>')
    const list = await openPageList(page)
    expect(await list.locator('li[data-page-order="1"] [data-testid=completed]').count()).toBe(1)
    expect(await list.locator('li[data-page-order="2"] [data-testid=completed]').count()).toBe(0)
    expect(await list.locator('li[data-current=true]').getAttribute('data-page-order')).toBe('1')
    await page.close()
  })

  it('shows a free learner the lock on plus pages and the subscription dialog instead of the exercise', async () => {
    // The first lesson is free in full (docs/content.md "Plans"): no page of it is locked.
    const free = await learnerOn(pageUrl(1, 1))
    await editorReady(free)
    const freeList = await openPageList(free)
    expect(await freeList.locator('[data-testid=lock]').count()).toBe(0)
    await free.close()

    // The second lesson's pages are Plus.
    const page = await learnerOn(PLUS_PAGE)
    await page.getByTestId('plan-gate').waitFor()
    await page.getByTestId('subscription-dialog').waitFor()
    expect(await page.getByTestId('code-editor').count()).toBe(0)
    await page.keyboard.press('Escape')
    const list = await openPageList(page)
    for (const order of [1, 2, 3, 4]) expect(await list.locator(`li[data-page-order="${order}"] [data-testid=lock]`).count()).toBe(1)
    await list.locator('li[data-page-order="2"] a').click()
    await page.getByTestId('subscription-dialog').waitFor()
    expect(pathOf(page.url())).toBe(PLUS_PAGE)
    await page.close()
  })

  it('tells a learner who skips ahead which page to finish first, and does not navigate', async () => {
    const page = await learnerOn(pageUrl(1, 1))
    // The header's page-list button works once the workspace island is up, as the editor shows.
    await editorReady(page)
    const list = await openPageList(page)
    await list.locator('li[data-page-order="3"] a').click()
    const notice = page.getByTestId('flash-notice')
    await notice.waitFor()
    expect(await notice.innerText()).toContain('ページ2を完了するまで')
    expect(pathOf(page.url())).toBe(pageUrl(1, 1))

    await page.goto(`${baseUrl()}${pageUrl(1, 3)}`)
    const gate = page.getByTestId('order-gate')
    await gate.waitFor()
    expect(await gate.innerText()).toContain('ページ2を完了するまで')
    expect(await page.getByTestId('code-editor').count()).toBe(0)
    await page.close()
  })

  it('is reachable by keyboard: Escape leaves Monaco for the footer, and axe finds no serious violations', async () => {
    const page = await learnerOn(pageUrl(1, 1))
    await editorReady(page)
    await page.locator('[data-testid=code-editor] .view-lines').click()
    await page.keyboard.press('Escape')
    // The footer's first button, so Tab then reaches Reset, Run and Submit in order.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ヒント・答え')

    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: '答え合わせ' }).click()
    await expect.poll(() => page.getByTestId('judge-results').innerText(), { timeout: 60_000 }).toContain('NG')
    expect(await seriousViolations(page)).toEqual([])

    await openPageList(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  it('manages files, opens hints, the answer and its diff, and resets, all from the keyboard', async () => {
    const page = await learnerOn(pageUrl(1, 2))
    await editorReady(page)
    const defaultText = await editorText(page)
    const press = async (name: string | RegExp, key = 'Enter') => {
      await page.getByRole('button', { name, exact: typeof name === 'string' }).first().focus()
      await page.keyboard.press(key)
    }
    const dialog = page.getByTestId('file-dialog')
    const nameField = dialog.getByRole('textbox')
    const fileError = dialog.getByRole('alert')

    await press('新しいファイル')
    await nameField.fill('')
    await nameField.press('Enter')
    await expect.poll(() => fileError.innerText()).toBe('ファイル名を入力してください。')
    await nameField.fill('index.html')
    await nameField.press('Enter')
    await expect.poll(() => fileError.innerText()).toBe('同じ名前のファイルが既に存在します。')
    await nameField.fill('../secret.html')
    await nameField.press('Enter')
    await expect.poll(() => fileError.innerText()).toBe('使用できない名前です。')
    await nameField.fill('about.html')
    await nameField.press('Enter')
    await page.locator('[data-path="about.html"]').waitFor()
    // The file's icon and the page's language come from the plugin's manifest (plugins/README.md "Editor"); the
    // icon is decorative, the file name alone names the button.
    expect(await page.locator('[data-path="about.html"] svg').getAttribute('class')).toContain('ws-file-icon-markup')
    expect(await page.locator('.ws-tree').getByRole('button', { name: 'about.html', exact: true }).count()).toBe(1)
    expect(await page.getByTestId('page-language').innerText()).toMatch(/HTML & CSS$/)

    await page.locator('[data-path="about.html"]').focus()
    await page.keyboard.press('Enter')
    await press('名前を変更')
    await nameField.fill('profile.html')
    await nameField.press('Enter')
    await page.locator('[data-path="profile.html"]').waitFor()
    expect(await page.locator('[data-path="about.html"]').count()).toBe(0)
    await page.locator('[data-path="profile.html"]').focus()
    await page.keyboard.press('Enter')
    await press('削除')
    await dialog.getByRole('button', { name: '削除' }).press('Enter')
    await page.locator('[data-path="profile.html"]').waitFor({ state: 'detached' })

    await page.locator('[data-path="index.html"]').focus()
    await page.keyboard.press('Enter')
    await press('削除')
    await dialog.getByRole('button', { name: '削除' }).press('Enter')
    await expect.poll(() => fileError.innerText()).toBe('このファイルは削除・変更できません。')
    await dialog.getByRole('button', { name: 'キャンセル' }).press('Enter')

    await press('ヒント・答え')
    const help = page.getByTestId('solutions-modal')
    await help.getByText('ヒント1').waitFor()
    await help.getByRole('button', { name: '答えを見る' }).press('Enter')
    await help.getByTestId('answer-files').waitFor()
    await help.getByRole('button', { name: '自分のコードと比べる' }).first().press('Enter')
    await help.locator('[data-testid=diff-editor][data-ready=true]').waitFor()
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'hidden' })

    await replaceEditorText(page, 'not the starting code\n')
    await page.locator('[data-testid=autosave][data-state=saved]').waitFor()
    await press('リセット')
    await page.getByTestId('reset-modal').getByRole('button', { name: 'リセットする' }).press('Enter')
    await expect.poll(() => editorText(page)).toBe(defaultText)
    await page.close()
  })

  it('serves a unitised project page with the topic breadcrumb and a page list leading back to the project', async () => {
    const project = '/courses/beta/html-css/projects/profile-site'
    const page = await learnerOn(`${project}/page-structure/1`)
    await editorReady(page)
    expect(await page.getByTestId('page-list-button').innerText()).toContain('ページの骨組み › 自己紹介ページの骨組み › 1. 名前と自己紹介')
    const list = await openPageList(page)
    expect(await list.getByRole('link', { name: 'プロジェクトへ戻る' }).getAttribute('href')).toBe(project)
    expect(await list.locator('li[data-page-order="2"] a').getAttribute('href')).toBe(`${project}/page-structure/2`)
    await list.locator('li[data-page-order="2"] a').click()
    expect(await page.getByTestId('flash-notice').innerText()).toContain('ページ1を完了するまで')

    await page.goto(`${baseUrl()}${project}`)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('自己紹介ページを作ろう')
    expect(await page.getByRole('link', { name: '好きなもののリスト' }).getAttribute('href')).toBe(`${project}/page-structure/2`)
    // A unit lesson is served at the project route only.
    expect((await page.goto(`${baseUrl()}/html/html-css-project-1/1/1`))?.status()).toBe(404)
    await page.close()
  })

  it('lists each web course\'s projects with their topics, Dojo topics marked, and leads from the course page to a project and back', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${baseUrl()}/courses/html`)
    await page.getByRole('link', { name: 'プロジェクトを見る' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/courses/html/beta')
    await page.getByRole('link', { name: 'HTML & CSS のプロジェクト一覧へ' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/courses/beta/html-css')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('HTML & CSS のプロジェクト')
    const card = page.locator('[data-project=profile-site]')
    expect(await card.locator('li[data-topic]').evaluateAll((items) => items.map((li) => li.getAttribute('data-topic')))).toEqual(['page-structure', 'styling'])
    expect(await card.locator('li[data-dojo=true]').getAttribute('data-topic')).toBe('styling')
    expect(await card.locator('li[data-topic=styling]').innerText()).toMatch(/道場[\s\S]*3演習/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'はじめての方へ：コース紹介ノートを読む' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/courses/beta/html-css/introduction-note')
    expect(await page.getByRole('heading', { name: '道場トピック', exact: true }).count()).toBe(1)
    expect(await page.getByRole('link', { name: '「自己紹介ページを作ろう」を始める' }).getAttribute('href')).toBe('/courses/beta/html-css/projects/profile-site/page-structure/1')
    expect(await seriousViolations(page)).toEqual([])

    // The project's address without "beta" leads to the project page, whose breadcrumb leads back.
    await page.goto(`${baseUrl()}/en/courses/javascript/projects/receipt`)
    expect(pathOf(page.url())).toBe('/en/courses/beta/javascript/projects/receipt')
    expect(await page.locator('[data-topic=finishing-touches] h2').innerText()).toMatch(/Topic 2: Finishing the receipt\s*Dojo/)
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'JavaScript projects' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/en/courses/beta/javascript')
    await page.close()
  })

  it('keeps a Dojo page\'s hints and answer until its first clear, says why, and opens them after', async () => {
    const answer = fs.readFileSync(path.join(rootDir, 'content/courses/javascript/javascript-project-2/pages/01-discount/answer/script.js'), 'utf8')
    const page = await learnerOn('/courses/beta/javascript/projects/receipt/finishing-touches/1')
    await editorReady(page)
    expect(await page.getByTestId('dojo-note').innerText()).toContain('一度クリアすると')
    const button = page.getByTestId('solutions-button')
    expect(await button.getAttribute('data-dojo-locked')).toBe('true')
    expect(await button.getAttribute('title')).toBe('クリアすると見られます')
    await button.click()
    const help = page.getByTestId('solutions-modal')
    await help.getByTestId('dojo-locked').waitFor()
    expect(await help.getByRole('button', { name: '答えを見る' }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'hidden' })

    await replaceEditorText(page, answer)
    await page.locator('[data-testid=autosave][data-state=saved]').waitFor()
    await page.getByRole('button', { name: '答え合わせ' }).click()
    await congratulated(page)
    while (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape')

    expect(await button.getAttribute('data-dojo-locked')).toBeNull()
    await button.click()
    await help.getByText('ヒント1').waitFor()
    await help.getByRole('button', { name: '答えを見る' }).click()
    await help.getByTestId('answer-files').waitFor()
    await page.close()
  })

  it('code-splits Monaco: the home page loads none of it, the exercise page does', async () => {
    const page = await browser().newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' })
    expect(requested.filter((p) => /monaco|editor\.worker|codicon|ExerciseApp/i.test(p))).toEqual([])

    requested.length = 0
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), pageUrl(1, 1))
    await editorReady(page)
    expect(requested.some((p) => /monacoSetup/.test(p))).toBe(true)
    await page.close()
  })
})
