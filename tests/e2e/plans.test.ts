import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { unique } from '../support/fixtures'
import { createLearner, editorReady, pathOf, signInTo } from '../support/learner'
import { confirmationLink, mailsTo } from '../support/outbox'
import { staffSession } from '../support/staff'

const browser = useBrowser()
const INTRO = '/courses/feature/web-dev-intro'
const PLUS_PAGE = '/html/html-css-study-2/1/1'
const TRIAL_PAGE = '/plans/plus_jp_1m_2306/subscriptions/new'

/** docs/plans.md: the free trial from the dialog to cancelling it, and a coupon, in Chromium (no Stripe keys). */
describe('plans in Chromium', () => {
  it('a free learner starts the trial from the dialog, opens a Plus page, cancels and sees the end date', { timeout: 400_000 }, async () => {
    const staff = await staffSession()
    const setOffer = async (on: boolean) => expect((await staff.api('/api/globals/landing', 'POST', { featuredCourseFreeTrial: on, _status: 'published' })).status).toBe(200)
    const offered = async () => (await (await fetch(`${baseUrl()}${INTRO}`)).text()).includes('data-free-trial-menu')
    await setOffer(true)
    try {
      await expect.poll(offered, { timeout: 180_000, interval: 1_000 }).toBe(true)
      const learner = await createLearner(baseUrl())
      const page = await browser().newPage()
      await signInTo(page, baseUrl(), learner, INTRO)
      const dialog = page.getByRole('dialog', { name: '今だけ! 5日間の無料体験' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await dialog.getByRole('link', { name: '無料体験を始める' }).click()
      await page.waitForURL((url) => pathOf(url.href) === TRIAL_PAGE)
      expect(await seriousViolations(page)).toEqual([])

      // The email is not confirmed yet: the confirmation dialog intercepts the start.
      await page.getByRole('button', { name: '無料体験を始める' }).click()
      const confirm = page.getByRole('dialog', { name: 'メールアドレスを確認してください' })
      await expect.poll(() => confirm.isVisible()).toBe(true)
      await confirm.getByRole('button', { name: '確認メールを再送する' }).click()
      await expect.poll(() => confirm.getByRole('status').innerText()).toBe('確認メールを送信しました。')
      const mails = await mailsTo(path.join(process.env.E2E_DATA_DIR!, 'outbox'), learner.email)
      await page.goto(confirmationLink(mails.at(-1)!.text!).href)
      await page.goto(`${baseUrl()}${TRIAL_PAGE}`)
      await page.getByRole('button', { name: '無料体験を始める' }).click()
      const started = page.getByRole('status').filter({ hasText: '無料体験が始まりました' })
      await expect.poll(() => started.isVisible()).toBe(true)

      // A Plus page opens: the editor, not the plan dialog.
      await page.goto(`${baseUrl()}${PLUS_PAGE}`)
      await editorReady(page)
      expect(await page.getByTestId('subscription-dialog').count()).toBe(0)

      // Billing shows the trial; cancelling it says until when Plus stays open.
      await page.goto(`${baseUrl()}/settings?tab=billing`)
      const billing = page.getByRole('tabpanel', { name: 'お支払い' })
      await expect.poll(() => billing.getByText('無料体験中').isVisible()).toBe(true)
      const trialEnd = await page.evaluate(async () => (await (await fetch('/api/subscriptions/billing')).json()).plan.endDate as string)
      const endText = await page.evaluate((iso) => new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long' }).format(new Date(iso)), trialEnd)
      expect(Date.parse(trialEnd) - Date.now()).toBeGreaterThan(4.9 * 86_400_000)
      await billing.getByRole('link', { name: '解約する' }).click()
      await page.waitForURL((url) => /^\/subscriptions\/\d+\/cancel_form$/.test(pathOf(url.href)))
      await page.getByRole('checkbox', { name: '学習の時間がとれない' }).check()
      await page.getByLabel('ご意見・ご要望（任意）').fill('また戻ってきます')
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: '解約する' }).click()
      await expect.poll(() => page.getByRole('status').innerText()).toBe(`解約しました。${endText}までご利用いただけます。`)
      await page.getByRole('link', { name: 'お支払いの設定へ' }).click()
      await expect.poll(() => billing.getByText('解約済み（終了日まで利用可）').isVisible()).toBe(true)
      expect(await billing.getByText(endText).isVisible()).toBe(true)
      expect(await billing.getByRole('button', { name: 'プランを再開する' }).isVisible()).toBe(true)
      // Still Plus until then.
      await page.goto(`${baseUrl()}${PLUS_PAGE}`)
      await editorReady(page)
      await page.close()
    } finally {
      await setOffer(false)
      await expect.poll(offered, { timeout: 180_000, interval: 1_000 }).toBe(false)
    }
  })

  it('a second learner redeems a coupon on a phone-sized screen', async () => {
    const staff = await staffSession()
    const code = `WELCOME-${unique()}`
    const coupon = await staff.api('/api/coupons', 'POST', { code, provider: 'promotion', plan: 'plus_1m', validityMonths: 2, percentOff: 100, duration: 'once' })
    expect(coupon.status).toBe(201)
    const learner = await createLearner(baseUrl())
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await signInTo(page, baseUrl(), learner, '/coupon')
    const input = page.getByLabel('クーポンコード')
    await input.waitFor()
    await page.getByRole('button', { name: '登録する' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('コードを入力してください')
    await input.fill('NOT-A-CODE')
    await page.getByRole('button', { name: '登録する' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('このコードは無効です。')
    expect(await seriousViolations(page)).toEqual([])
    await input.fill(code.toLowerCase())
    await page.getByRole('button', { name: '登録する' }).click()
    await expect.poll(() => page.getByRole('status').innerText()).toMatch(/^クーポンを登録しました。\d{4}年\d{1,2}月\d{1,2}日までPlusをご利用いただけます。$/)
    expect(await page.evaluate(async () => (await (await fetch('/api/users/me')).json()).user.plus)).toBe(true)
    await page.goto(`${baseUrl()}/settings?tab=billing`)
    await expect.poll(() => page.getByText('クーポンでご利用中').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await context.close()
  })
})
