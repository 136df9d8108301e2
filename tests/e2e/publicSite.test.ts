import fs from 'node:fs'
import path from 'node:path'
import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { COURSE_TRACKS } from '@domain/site/courseTracks'
import en from '@domain/i18n/messages/en.json'
import id from '@domain/i18n/messages/id.json'
import { seriousViolations } from '../support/axe'
import { baseUrl, E2E_APP, useBrowser } from '../support/browser'
import { confirmationLink, mailsTo } from '../support/outbox'
import { staffSession } from '../support/staff'
import { unique } from '../support/fixtures'
import { createLearner, pathOf, signInTo } from '../support/learner'

const browser = useBrowser()
const LESSON = '/lessons/html/study/1'
const professional = YAML.parse(fs.readFileSync(path.join(contentDir, 'site', 'professional.yml'), 'utf8')) as {
  heroTitle: { ja: string }
  courses: { title: { ja: string } }[]
}

describe('the public site', () => {
  it('switches a lesson page ja → en → id and stays on it; id falls back to en where a string is missing', async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}${LESSON}`)
    expect(await page.locator('h1').innerText()).toContain('HTML & CSS 入門')
    const choose = async (language: string) => {
      await page.locator('[data-locale-menu] summary').click()
      await page.getByRole('link', { name: language }).click()
      await page.waitForLoadState('load')
    }
    await choose('English')
    expect(pathOf(page.url())).toBe(`/en${LESSON}`)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('h1').innerText()).toContain('Introduction to HTML & CSS')

    await choose('Bahasa Indonesia')
    expect(pathOf(page.url())).toBe(`/id${LESSON}`)
    expect(await page.locator('html').getAttribute('lang')).toBe('id')
    expect(await page.getByRole('link', { name: id['header.courses'] }).first().isVisible()).toBe(true)
    // The premise: this footer link has no Indonesian text, so the English one stands in.
    expect('footer.about' in id).toBe(false)
    expect(await page.locator('footer').getByRole('link', { name: en['footer.about'] }).count()).toBe(1)
    // Lesson content without an Indonesian translation comes in English too (the CMS's id → en fallback).
    expect(await page.locator('h1').innerText()).toContain('Introduction to HTML & CSS')

    await choose('日本語')
    expect(pathOf(page.url())).toBe(LESSON)
    await page.close()
  })

  it("shows a visitor the visitor's header, and no locale menu on /policy", async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}/courses`)
    const header = page.locator('header')
    await expect.poll(() => header.getByRole('link', { name: 'ログイン' }).isVisible()).toBe(true)
    expect(await header.getByRole('link', { name: 'コース一覧' }).getAttribute('aria-current')).toBe('page')
    expect(await header.getByRole('link', { name: '料金プラン' }).getAttribute('href')).toBe(`/plans/for_users?ref=${encodeURIComponent('headerLink_/courses')}`)
    expect(await header.getByRole('link', { name: '会員登録' }).isVisible()).toBe(true)
    expect(await header.locator('[data-locale-menu]').isVisible()).toBe(true)
    for (const hidden of ['スライド', 'ランキング', 'マイページ']) expect(await header.getByRole('link', { name: hidden }).isVisible()).toBe(false)

    await page.goto(`${baseUrl()}/policy`)
    expect(await page.locator('h1').innerText()).toBe('利用規約')
    expect(await page.locator('[data-locale-menu]').count()).toBe(0)
    await page.goto(`${baseUrl()}/privacy_policy`)
    expect(await page.locator('[data-locale-menu]').count()).toBe(0)
    await page.close()
  })

  it('signs a visitor up from the header modal, takes them to /welcome, and confirms their email from the outbox', async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}/courses`)
    await page.locator('header').getByRole('link', { name: '会員登録' }).click()
    const dialog = page.getByRole('dialog', { name: '会員登録（無料）' })
    const address = `signup-${unique()}@example.test`
    // The display name the rankings will show is asked first.
    await dialog.getByLabel('表示名（ランキングなどに表示されます）').fill('Signup Learner')
    await dialog.getByLabel('メールアドレス').fill(address)
    await dialog.getByLabel('パスワード').fill('12345')
    await dialog.getByRole('button', { name: '登録する' }).click()
    // The browser's own check (6 to 128 characters) stops a short password before anything is sent.
    expect(await dialog.getByLabel('パスワード').evaluate((el: HTMLInputElement) => el.validity.tooShort)).toBe(true)
    await dialog.getByLabel('パスワード').fill('long-enough-password')
    await dialog.getByRole('button', { name: '登録する' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/welcome')
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'ランキング' }).isVisible()).toBe(true)

    // The confirmation mail waits in the platform's outbox; its link confirms the address.
    const [mail] = await mailsTo(path.join(process.env.E2E_DATA_DIR!, 'outbox'), address)
    expect(mail.subject).toBe('メールアドレスの確認')
    await page.goto(confirmationLink(mail.text!).toString())
    await expect.poll(() => page.locator('[data-flash]').innerText()).toContain('メールアドレスを確認しました。')
    expect(pathOf(page.url())).toBe('/courses')
    // No completed lesson yet: the notification menu has no /message link.
    await page.locator('[data-notification-menu] summary').click()
    expect(await page.getByRole('link', { name: 'メッセージを見る' }).isVisible()).toBe(false)
    await page.close()
  })

  it("shows the server's messages in the log-in modal, and stays on the page once signed in", async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}/faqs`)
    await page.locator('header').getByRole('link', { name: 'ログイン' }).click()
    const dialog = page.getByRole('dialog', { name: 'ログイン' })
    const alert = dialog.getByRole('alert')
    await dialog.getByLabel('メールアドレス').fill(`nobody-${unique()}@example.test`)
    await dialog.getByLabel('パスワード').fill('whatever-password')
    await dialog.getByRole('button', { name: 'ログイン' }).click()
    await expect.poll(() => alert.innerText()).toBe('このメールアドレスは登録されていません')
    await dialog.getByLabel('メールアドレス').fill(learner.email)
    await dialog.getByRole('button', { name: 'ログイン' }).click()
    await expect.poll(() => alert.innerText()).toBe('パスワードが正しくありません')
    await dialog.getByLabel('パスワード').fill(learner.password)
    await dialog.getByRole('button', { name: 'ログイン' }).click()
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'ランキング' }).isVisible()).toBe(true)
    expect(pathOf(page.url())).toBe('/faqs')
    await page.close()
  })

  it("marks a learner's cleared pages on the lesson page and offers to continue where they left off", async () => {
    const learner = await createLearner(baseUrl())
    const $ = cheerio.load(await (await fetch(`${baseUrl()}${LESSON}`)).text())
    const [first, second] = $('li[data-page-id]').map((_, el) => ({ id: Number(el.attribs['data-page-id']), href: $(el).find('a').attr('href') })).get()
    await (await staffSession()).json('/api/user_page_infos', 'POST', { user: learner.id, page: first.id, completed: true, completedAt: new Date().toISOString() })

    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, LESSON)
    const start = page.locator('[data-start-lesson]')
    await expect.poll(() => start.innerText()).toBe('続きから学ぶ')
    expect(await start.getAttribute('href')).toBe(second.href)
    expect(await page.locator('li[data-cleared]').count()).toBe(1)
    expect(await page.locator(`li[data-page-id="${first.id}"] a`).innerText()).toContain('(クリア済み)')
    await page.close()
  })

  it('shows unread notifications in the header until the menu is closed', async () => {
    const learner = await createLearner(baseUrl())
    const staff = await staffSession()
    await staff.json('/api/notifications', 'POST', { user: learner.id, body: 'ようこそ！', category: 'account_support' })
    await staff.json('/api/notifications', 'POST', { user: learner.id, body: 'Python コースを公開しました', link: '/courses/python', category: 'product_updates' })
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/courses')
    const menu = page.locator('[data-notification-menu]')
    const bell = menu.locator('summary')
    const bellName = () => menu.locator('[data-bell-label]').textContent()
    await expect.poll(bellName).toBe('お知らせ (未読 2 件)')
    expect(await menu.locator('[data-unread-badge]').innerText()).toBe('2')
    await bell.click()
    expect(await menu.locator('li[data-unread]').allInnerTexts()).toEqual([expect.stringContaining('Python コースを公開しました'), expect.stringContaining('ようこそ！')])
    expect(await menu.getByRole('link', { name: /Python コースを公開しました/ }).getAttribute('href')).toBe('/courses/python')
    await bell.click()
    await expect.poll(bellName).toBe('お知らせ')
    expect([await menu.locator('[data-unread-badge]').isVisible(), await menu.locator('li[data-unread]').count(), await menu.locator('li').count()]).toEqual([false, 0, 2])
    await page.reload()
    await expect.poll(() => menu.locator('li').count()).toBe(2)
    expect(await bellName()).toBe('お知らせ')

    // /message lists them all on a page of their own.
    await staff.json('/api/notifications', 'POST', { user: learner.id, body: '新しいお知らせ' })
    await page.goto(`${baseUrl()}/message`)
    const messages = page.locator('[data-messages] li')
    await expect.poll(() => messages.count()).toBe(3)
    expect(await messages.first().innerText()).toContain('新しいお知らせ (未読)')
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  it('reports header clicks as application events, also when the click leaves the page', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/faqs')
    await page.locator('header').getByRole('link', { name: 'コース一覧' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/courses')
    const staff = await staffSession()
    const events = async () => (await staff.json<{ docs: { target: string; url: string }[] }>(`/api/application_events?where[user][equals]=${learner.id}&where[type][equals]=click&depth=0`)).docs
    await expect.poll(async () => (await events()).map((e) => [e.target, e.url])).toEqual([['header_link:courses', '/faqs']])
    await page.close()
  })

  it("shows a company member the member's header with the company menu", async () => {
    const learner = await createLearner(baseUrl())
    const asStaff = (await staffSession()).json
    const company = (await asStaff('/api/companies', 'POST', { name: `Acme ${unique()}` })).doc
    // A member whose paid-lesson access is off (docs/teams.md): the menu says so.
    await asStaff('/api/companies_users', 'POST', { company: company.id, user: learner.id, paidAccess: false })
    await asStaff(`/api/users/${learner.id}`, 'PATCH', { totalLessonCompletionCount: 1 })

    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/courses')
    const header = page.locator('header')
    await expect.poll(() => header.getByRole('link', { name: 'ランキング' }).isVisible()).toBe(true)
    expect(await header.getByRole('link', { name: 'ランキング' }).getAttribute('href')).toBe('/rankings?period=day')
    expect(await header.getByRole('link', { name: 'スライド' }).getAttribute('target')).toBe('_blank')
    expect(await header.getByRole('link', { name: 'ログイン' }).isVisible()).toBe(false)
    expect(await header.locator('[data-locale-menu]').isVisible()).toBe(false)

    await header.locator('[data-company-menu] summary').click()
    const companyLink = header.getByRole('link', { name: company.name })
    expect(await companyLink.getAttribute('href')).toBe(`/companies/${company.id}`)
    expect(await companyLink.innerText()).toContain('有料レッスン: 利用不可')
    // One completed lesson: the notification menu links to /message.
    await header.locator('[data-notification-menu] summary').click()
    expect(await header.getByRole('link', { name: 'メッセージを見る' }).getAttribute('href')).toBe('/message')
    await header.locator('[data-user-menu] summary').click()
    for (const [name, href] of [['マイページ', '/dashboard'], ['アカウント設定', '/settings'], ['ログアウト', '/signout']]) {
      expect(await header.getByRole('link', { name }).getAttribute('href')).toBe(href)
    }

    // On a phone the member's menus sit behind the avatar, in a side bar.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    const avatar = page.getByRole('button', { name: 'メニューを開く' })
    await avatar.click()
    const sidebar = page.getByRole('dialog', { name: 'メニュー' })
    expect(await sidebar.getByRole('link', { name: 'マイページ' }).isVisible()).toBe(true)
    expect(await header.locator('[data-user-menu]').isVisible()).toBe(false)
    await page.close()
  })

  it('validates the contact form with the spec messages and stores a valid message', async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}/about/contact`)
    const form = page.locator('form#contact')
    await form.getByRole('button', { name: '送信する' }).click()
    expect(await form.locator('[data-error-for=email]').innerText()).toBe('メールアドレスを入力してください。')
    expect(await form.locator('[data-error-for=message]').innerText()).toBe('お問い合わせ内容を入力してください。')
    await form.getByLabel('メールアドレス').fill('not-an-email')
    await form.getByRole('button', { name: '送信する' }).click()
    expect(await form.locator('[data-error-for=email]').innerText()).toBe('メールアドレスの形式が正しくありません。')
    const email = `contact-${unique()}@example.test`
    await form.getByLabel('メールアドレス').fill(email)
    await form.getByLabel('お問い合わせ内容').fill('Hello from the test')
    await form.getByRole('button', { name: '送信する' }).click()
    await expect.poll(() => form.getByRole('status').innerText()).toBe('お問い合わせを受け付けました。ありがとうございます。')
    const asStaff = (await staffSession()).json
    const stored = await asStaff(`/api/contact_messages?where[email][equals]=${encodeURIComponent(email)}`, 'GET', undefined)
    expect(stored.docs.map((d: { message: string }) => d.message)).toEqual(['Hello from the test'])
    await page.close()
  })

  it('asks a member who agreed before the legal texts changed to agree again, blocking until they do', async () => {
    const learner = await createLearner(baseUrl())
    await (await staffSession()).json(`/api/users/${learner.id}`, 'PATCH', { termsAgreedAt: '2000-01-01T00:00:00.000Z' })
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/courses')
    const dialog = page.getByRole('dialog', { name: 'Confirmation Required' })
    await dialog.waitFor()
    expect(await dialog.getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe('/policy')
    expect(await dialog.getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href')).toBe('/privacy_policy')
    await page.keyboard.press('Escape')
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: '同意する' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.reload()
    await page.locator('header').getByRole('link', { name: 'ランキング' }).waitFor()
    expect(await page.getByRole('dialog', { name: 'Confirmation Required' }).isVisible()).toBe(false)

    // Signing out leaves a flash notice on the next page.
    await page.goto(`${baseUrl()}/signout`)
    await expect.poll(() => page.locator('[data-flash]').innerText()).toContain('ログアウトしました。')
    await page.close()
  })

  it('shows the app banner to Android visitors, leading to Google Play, until it is closed, for 7 days', async () => {
    const context = await browser().newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', viewport: { width: 412, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/courses`)
    const banner = page.locator('[data-smart-banner]')
    await banner.waitFor()
    expect(await banner.evaluate((el) => el.getBoundingClientRect().height)).toBe(80)
    expect(await banner.getByRole('link', { name: '入手' }).getAttribute('href')).toBe(E2E_APP.android)
    await banner.getByRole('button', { name: '閉じる' }).click()
    await page.reload()
    expect(await page.locator('[data-smart-banner]').isVisible()).toBe(false)
    const cookie = (await context.cookies()).find((c) => c.name === 'smartbanner-closed')!
    expect(Math.round((cookie.expires - Date.now() / 1000) / 86400)).toBe(7)
    await context.close()
    const desktop = await browser().newPage()
    await desktop.goto(`${baseUrl()}/courses`)
    expect(await desktop.locator('[data-smart-banner]').isVisible()).toBe(false)
    await desktop.close()
  })

  it('offers a new member the free trial on the Japanese web-dev intro page while staff switch it on', { timeout: 400_000 }, async () => {
    const intro = '/courses/feature/web-dev-intro'
    const staff = await staffSession()
    const setOffer = async (on: boolean) => expect((await staff.api('/api/globals/landing', 'POST', { featuredCourseFreeTrial: on, _status: 'published' })).status).toBe(200)
    const offered = async (path: string) => (await (await fetch(`${baseUrl()}${path}`)).text()).includes('data-free-trial-menu')
    await setOffer(true)
    try {
      await expect.poll(() => offered(intro), { timeout: 180_000, interval: 1_000 }).toBe(true)
      // The Japanese variant only, and only on this page.
      expect(await offered(`/en${intro}`)).toBe(false)
      expect(await offered('/courses')).toBe(false)

      const page = await browser().newPage()
      await page.goto(`${baseUrl()}${intro}`)
      const dialog = page.getByRole('dialog', { name: '今だけ! 5日間の無料体験' })
      const menu = page.locator('header').getByRole('button', { name: /無料体験/ })
      await page.waitForLoadState('networkidle')
      expect([await dialog.isVisible(), await menu.isVisible()]).toEqual([false, false])

      // A member who signed up just now: the dialog opens on arrival, counting down from 12 hours.
      await signInTo(page, baseUrl(), await createLearner(baseUrl()), intro)
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.locator('[data-trial-countdown]').innerText()).toMatch(/^(11:5\d:\d\d|12:00:00)$/)
      await page.keyboard.press('Escape')
      // The dialog's close event, which records the skip, comes a moment after the key.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('webDevIntroFreeTrialModal'))).toBe('skipped')

      // Skipped: it stays closed on the next visit, and the header menu opens it.
      await page.reload()
      await expect.poll(() => menu.isVisible()).toBe(true)
      expect(await dialog.isVisible()).toBe(false)
      await menu.click()
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.getByRole('link', { name: '無料体験を始める' }).getAttribute('href')).toBe(`/plans/plus_jp_1m_2306/subscriptions/new?ref=${encodeURIComponent(intro)}&inflow_source=free_trial_modal`)
      expect(await seriousViolations(page)).toEqual([])
      await page.close()
    } finally {
      await setOffer(false)
      await expect.poll(() => offered(intro), { timeout: 180_000, interval: 1_000 }).toBe(false)
    }
  })

  it('shows the Indonesian landing page its partner section, and no other locale', async () => {
    const sections = async (path: string) => cheerio.load(await (await fetch(`${baseUrl()}${path}`)).text())('[data-section]').map((_, el) => el.attribs['data-section']).get()
    expect(await sections('/id/')).toContain('partners')
    expect(await sections('/en/')).not.toContain('partners')
    expect(await sections('/')).not.toContain('partners')
  })

  it('presents Professional: both purchase styles with prices, the courses, the FAQ, and reviews once staff add them', { timeout: 400_000 }, async () => {
    const read = async (path: string) => cheerio.load(await (await fetch(`${baseUrl()}${path}`)).text())
    const $ = await read('/professional')
    expect($('h1').text()).toBe(professional.heroTitle.ja)
    expect($('[data-purchase-style]').map((_, el) => $(el).find('.price').text()).get()).toEqual(['月額 ￥3,490', '1コース ￥9,800'])
    expect($('[data-professional-courses] h3').map((_, el) => $(el).text()).get()).toEqual(professional.courses.map((c) => c.title.ja))
    expect($('[data-status="coming_soon"]').length).toBe(3)
    expect($('.faqs summary').length).toBe(3)
    expect($('[data-professional-reviews]').length).toBe(0)
    const en = await read('/en/professional')
    expect(en('[data-purchase-style] .price').first().text()).toBe('¥3,490 a month')

    const staff = await staffSession()
    const setReviews = async (reviews: unknown[]) => expect((await staff.api('/api/globals/professional', 'POST', { reviews, _status: 'published' })).status).toBe(200)
    const reviewTexts = async () => (await read('/professional'))('[data-professional-reviews] blockquote').map((_, el) => cheerio.load(el).text().trim()).get()
    await setReviews([{ name: 'Aiko', role: 'マーケター', rating: 4, body: '業務ですぐに使えました。' }])
    try {
      await expect.poll(reviewTexts, { timeout: 180_000, interval: 1_000 }).toEqual(['業務ですぐに使えました。'])
      expect((await read('/professional'))('.rating').attr('aria-label')).toBe('5段階中 4')
    } finally {
      await setReviews([])
      await expect.poll(reviewTexts, { timeout: 180_000, interval: 1_000 }).toEqual([])
    }
  })

  it('lists an opening staff publish on the careers page and takes an application for it, with the form checked first', { timeout: 400_000 }, async () => {
    const staff = await staffSession()
    const slug = `engineer-${unique()}`
    const { doc } = await staff.json<{ doc: { id: number } }>('/api/job_openings?locale=ja', 'POST', { slug, title: 'ソフトウェアエンジニア', team: '開発', employmentType: 'full_time', _status: 'published' })
    const listed = async () => (await (await fetch(`${baseUrl()}/about/careers`)).text()).includes(`/about/careers/${slug}`)
    try {
      await expect.poll(listed, { timeout: 180_000, interval: 1_000 }).toBe(true)
      const page = await browser().newPage()
      await page.goto(`${baseUrl()}/about/careers`)
      await page.getByRole('link', { name: 'ソフトウェアエンジニア' }).click()
      await page.waitForURL(`**/about/careers/${slug}`)
      const form = page.locator('#job-application')
      await form.getByRole('button', { name: '応募する' }).click()
      expect(await form.locator('.error').allInnerTexts()).toEqual(['お名前を入力してください。', 'メールアドレスを入力してください。', '', '志望動機を入力してください。'])
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
      await form.getByLabel('お名前').fill('Ada')
      await form.getByLabel('メールアドレス').fill('ada@example.test')
      await form.getByLabel('ポートフォリオやプロフィールのURL(任意)').fill('example.test/ada')
      await form.getByLabel('志望動機・自己紹介').fill('Programming education matters to me.')
      await form.getByRole('button', { name: '応募する' }).click()
      expect(await form.locator('[data-error-for="profileUrl"]').innerText()).toBe('URLは http:// または https:// から入力してください。')
      await form.getByLabel('ポートフォリオやプロフィールのURL(任意)').fill('https://example.test/ada')
      await form.getByRole('button', { name: '応募する' }).click()
      await expect.poll(() => form.getByRole('status').innerText()).toBe('ご応募ありがとうございます。内容を確認のうえ、担当者よりご連絡します。')
      expect(await seriousViolations(page)).toEqual([])
      await page.close()
      const stored = await staff.json<{ docs: { name: string; profileUrl: string; locale: string }[] }>(`/api/job_applications?where[opening][equals]=${doc.id}&depth=0`)
      expect(stored.docs.map((d) => [d.name, d.profileUrl, d.locale])).toEqual([['Ada', 'https://example.test/ada', 'ja']])
    } finally {
      await staff.api(`/api/job_openings/${doc.id}`, 'DELETE')
      await expect.poll(listed, { timeout: 180_000, interval: 1_000 }).toBe(false)
    }
  })

  it('answers a missing page with 404 in the locale of its path, its locale menu leading to each home page', async () => {
    for (const [path, title, home] of [['/no/such/page', 'ページが見つかりません', '/'], ['/en/no/such/page', 'Page not found', '/en/'], ['/id/no/such/page', 'Halaman tidak ditemukan', '/id/']]) {
      const response = await fetch(`${baseUrl()}${path}`)
      const $ = cheerio.load(await response.text())
      expect([response.status, $('h1').text()]).toEqual([404, title])
      // The address is missing in every locale: switching leads from this locale's home page to the other's.
      expect($('[data-locale-option]').map((_, link) => $(link).attr('href')).get()).toEqual(['ja', 'en', 'id'].map((l) => `/switch_locale/${l}?path=${encodeURIComponent(home)}`))
    }
  })

  it('ships at most 30 KB of compressed JavaScript on the landing page', async () => {
    const page = await browser().newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const scripts = new Set<string>()
    let bytes = 0
    cdp.on('Network.responseReceived', (e) => e.type === 'Script' && scripts.add(e.requestId))
    cdp.on('Network.loadingFinished', (e) => scripts.has(e.requestId) && (bytes += e.encodedDataLength))
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' })
    expect(scripts.size).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(30 * 1024)
    await page.close()
  })

  it('groups /courses into tracks, each in its recommended order, with the learning path that stays within it', async () => {
    const tracked = readCurriculum(contentDir).courses.map((c) => c.course)
    const expected = COURSE_TRACKS.map((track) => [track, tracked.filter((c) => c.track === track).sort((a, b) => a.order - b.order).map((c) => c.slug)] as const)
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${baseUrl()}/en/courses`)
    const tracks = await page.locator('section[data-track]').evaluateAll((sections) =>
      sections.map((s) => [s.getAttribute('data-track'), [...s.querySelectorAll('[data-course]')].map((li) => li.getAttribute('data-course'))]),
    )
    expect(tracks).toEqual(expected.filter(([, slugs]) => slugs.length > 0))
    const web = page.getByRole('region', { name: en['courses.track.web'] })
    expect(await web.locator('[data-course]').first().getByText('Step 1').isVisible()).toBe(true)
    // The starter path leads through HTML & CSS and JavaScript lessons only: it is offered under the web track alone.
    expect(await web.getByRole('link', { name: /Follow the path/ }).getAttribute('href')).toBe('/en/paths/web-dev-intro')
    expect(await page.getByRole('region', { name: en['courses.track.data'] }).getByRole('link', { name: /Follow the path/ }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  it('has no serious or critical axe violations on the landing, courses and lesson pages', async () => {
    const page = await browser().newPage()
    for (const path of ['/', '/courses', LESSON, '/plans/for_users', '/faqs', '/about', '/about/contact', '/about/news', '/success_stories', '/welcome', '/policy', '/professional', '/subscriptions/business_new', '/id/']) {
      await page.goto(`${baseUrl()}${path}`)
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] })
    }
    await page.close()
  })
})
