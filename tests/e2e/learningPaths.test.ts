import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { unique } from '../support/fixtures'
import { congratulated, createLearner, editorReady, pathOf, replaceEditorText, signInTo } from '../support/learner'
import { pageText } from '../support/pdfText'
import { staffSession, type StaffSession } from '../support/staff'

const browser = useBrowser()
const ANSWER = '<!DOCTYPE html>\n<html>\n<body>\n<h1>Path clear</h1>\n</body>\n</html>\n'

/**
 * A small path made by staff: a document to read, then a one-page lesson. Returns its slug and the exercise
 * URL; waits until the site rebuild after the staff's saves has published both pages.
 */
async function smallPath(staff: StaffSession): Promise<{ slug: string; exercise: string }> {
  const id = unique()
  const course = (await staff.json('/api/courses?where[slug][equals]=html-css&depth=0')).docs[0]
  const lesson = (await staff.json('/api/lessons', 'POST', { slug: `e2e-path-${id}`, course: course.id, category: `e2e${id}`, order: 1, title: 'パスのレッスン', planType: 'basic' })).doc
  const chapter = (await staff.json('/api/chapters', 'POST', { slug: `e2e-path-ch-${id}`, lesson: lesson.id, order: 1, title: '見出し' })).doc
  const page = await staff.api('/api/pages', 'POST', {
    slug: `e2e-path-${id}.1`,
    chapter: chapter.id,
    order: 1,
    title: '見出しを書こう',
    planType: 'basic',
    filetreeType: 'default',
    judgeLanguage: 'html-css',
    instructions: '`h1` 要素に「Path clear」と書きましょう。',
    defaultFiles: [{ path: 'index.html', content: '<!DOCTYPE html>\n<html>\n<body>\n</body>\n</html>\n' }],
    answerFiles: [{ path: 'index.html', content: ANSWER }],
    judges: [{ type: 'CodeJudge', spec: { file: 'index.html', checks: [{ kind: 'htmlElement', selector: 'h1', text: 'Path clear', message: { ja: 'h1 がありません', en: 'No h1' } }], message: { ja: 'h1 を書きましょう', en: 'Write the h1' } } }],
  })
  expect(page.status).toBe(201)
  const guide = (await staff.json('/api/documents?where[slug][equals]=learning-guide&depth=0')).docs[0]
  const slug = `e2e-path-${id}`
  const path = await staff.api('/api/learning_paths', 'POST', {
    slug,
    order: 9,
    title: '小さなパス',
    description: 'ドキュメントを1つ読み、レッスンを1つクリアします。',
    checkpoints: [
      { title: '読む', steps: [{ contentType: 'document', document: guide.id }] },
      { title: '書く', steps: [{ contentType: 'lesson', lesson: lesson.id }] },
    ],
  })
  expect(path.status).toBe(201)
  const exercise = `/html/${lesson.slug}/1/1`
  const published = async () => (await fetch(`${baseUrl()}/paths/${slug}`)).status === 200 && (await fetch(`${baseUrl()}${exercise}`)).status === 200
  await expect.poll(published, { timeout: 240_000, interval: 1_000 }).toBe(true)
  return { slug, exercise }
}

/** docs/paths.md and docs/certificates.md in Chromium: a path cleared, its certificate issued, downloaded and verified. */
describe('learning paths and certificates in Chromium', () => {
  it('a Plus learner clears a small path, issues a certificate, downloads its PDF and anyone can verify it', { timeout: 500_000 }, async () => {
    const staff = await staffSession()
    const { slug, exercise } = await smallPath(staff)
    const learner = await createLearner(baseUrl())
    const now = new Date()
    const grant = await staff.api('/api/subscriptions', 'POST', {
      subscribable: 'USER', user: learner.id, type: 'coupon', provider: 'COUPON', plan: 'plus_12m', startsAt: now.toISOString(), currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
    })
    expect(grant.status).toBe(201)

    const context = await browser().newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true })
    const page = await context.newPage()
    const pathPage = `/paths/${slug}`
    await signInTo(page, baseUrl(), learner, pathPage)
    await expect.poll(() => page.getByText('0 / 2 チェックポイントをクリア').isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])

    // Start the path from its modal.
    await page.getByRole('button', { name: 'このパスを始める' }).click()
    const start = page.getByRole('dialog', { name: '「小さなパス」を始めますか？' })
    await start.getByRole('button', { name: '始める' }).click()
    await expect.poll(() => page.getByText('このパスを進めています。').isVisible()).toBe(true)

    // Step 1: read the guide to its end.
    await page.getByRole('link', { name: /読む/ }).first().click()
    await page.waitForURL((url) => pathOf(url.href) === '/docs/learning-guide')
    await page.getByRole('button', { name: '読了にする' }).click()
    await expect.poll(() => page.getByText('読了にしました。このステップは完了です。').isVisible()).toBe(true)

    // Step 2: clear the lesson's page in the workspace.
    await page.goto(`${baseUrl()}${exercise}`)
    await editorReady(page)
    await replaceEditorText(page, ANSWER)
    await page.locator('[data-testid=autosave][data-state=saved]').waitFor()
    await page.getByRole('button', { name: '答え合わせ' }).click()
    await congratulated(page)

    // Back on the path: completed, congratulated once.
    await page.goto(`${baseUrl()}${pathPage}`)
    const congrats = page.getByRole('dialog', { name: 'おめでとうございます！' })
    await expect.poll(() => congrats.isVisible()).toBe(true)
    expect(await page.getByText('2 / 2 チェックポイントをクリア').isVisible()).toBe(true)
    await congrats.getByRole('button', { name: '閉じる' }).click()

    // Issue the certificate under a Japanese name, confirming that it cannot be changed.
    await page.goto(`${baseUrl()}/path_certificate/${slug}`)
    const name = '山田 花子'
    await page.getByLabel('修了証に記載する名前').fill(name)
    await page.getByRole('button', { name: '修了証を発行する' }).click()
    const confirm = page.getByRole('dialog', { name: '修了証を発行しますか？' })
    expect(await confirm.innerText()).toContain('送信後は名前を変更できません')
    await confirm.getByRole('button', { name: '発行する' }).click()
    await expect.poll(() => page.getByText('修了証を発行しました。').isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])

    // Download the PDF and read its text.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download]').click()])
    const pdf = new Uint8Array(fs.readFileSync((await download.path())!))
    const text = await pageText(pdf)
    expect(text).toContain(name)
    expect(text).toContain('小さなパス')
    const verifyHref = await page.getByRole('link', { name: '修了証の公開ページを開く' }).getAttribute('href')
    const number = /\/certificates\/([A-Z0-9-]+)/.exec(verifyHref ?? '')?.[1]
    expect(number).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
    await context.close()

    // Anyone, signed out, at phone size: the verification page shows the name and says it is genuine.
    const visitor = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const open = await visitor.newPage()
    const response = await open.goto(`${baseUrl()}/certificates/${number}`)
    expect(response?.status()).toBe(200)
    expect(await open.getByRole('heading', { level: 1 }).innerText()).toContain(name)
    expect(await open.getByText('この修了証は').innerText()).toContain('本物')
    expect(await open.locator('meta[property="og:image"]').getAttribute('content')).toMatch(new RegExp(`/certificates/${number}/og\\.png$`))
    const og = await visitor.request.get(`${baseUrl()}/certificates/${number}/og.png`)
    expect(og.headers()['content-type']).toBe('image/png')
    expect(await seriousViolations(open)).toEqual([])
    expect((await open.goto(`${baseUrl()}/certificates/AAAA-BBBB-CCCC`))?.status()).toBe(404)
    await visitor.close()
  })
})
