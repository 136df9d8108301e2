import path from 'node:path'
import { generate } from 'otplib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { periodKey } from '@cms/progress/rankings/periods'
import { createLearner, pathOf, signInTo } from '../support/learner'
import { mailsTo } from '../support/outbox'
import { openSettingsTab } from '../support/settings'
import { staffSession } from '../support/staff'

const browser = useBrowser()

describe('accounts in Chromium', () => {
  it('turns on two-factor with a code computed here, then signs in with a code and once with a backup code', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/settings')
    await openSettingsTab(page, '認証とパスワード')
    const section = page.locator('[data-two-factor]')
    await expect.poll(() => section.locator('[data-two-factor-state]').innerText()).toBe('2段階認証は無効です。')
    await section.getByRole('button', { name: '2段階認証を有効にする' }).click()
    const manual = section.locator('[data-manual-code]')
    await expect.poll(async () => (await manual.innerText()).trim()).toMatch(/^[A-Z2-7]{16,}$/)
    const secret = (await manual.innerText()).trim()
    expect(await section.locator('[data-qr] svg').count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])
    await section.getByLabel('認証コード(6桁)').fill('123')
    await section.getByRole('button', { name: '確認して有効にする' }).click()
    await expect.poll(() => section.locator('[data-two-factor-verify] [role=alert]').innerText()).toBe('6桁のコードを入力してください')
    await section.getByLabel('認証コード(6桁)').fill(await generate({ secret }))
    await section.getByRole('button', { name: '確認して有効にする' }).click()
    const codes = section.locator('[data-backup-code-list] li')
    await expect.poll(() => codes.count()).toBe(10)
    const backupCode = await codes.first().innerText()
    expect(await section.locator('[data-two-factor-state]').innerText()).toBe('2段階認証は有効です。')

    const signIn = async (second: (form: ReturnType<typeof page.locator>) => Promise<void>) => {
      await page.goto(`${baseUrl()}/signout`)
      await page.goto(`${baseUrl()}/users/sign_in?redirect=${encodeURIComponent('/courses')}`)
      const form = page.locator('form#sign-in')
      await form.getByLabel('メールアドレス').fill(learner.email)
      await form.getByLabel('パスワード').fill(learner.password)
      await form.getByRole('button', { name: 'ログインする' }).click()
      await form.getByLabel('認証コード(6桁)').waitFor()
      // The password alone opened nothing.
      expect(pathOf(page.url())).toBe('/users/sign_in')
      await second(form)
      await form.getByRole('button', { name: 'ログインする' }).click()
      await page.waitForURL((url) => pathOf(url.href) === '/courses')
      await expect.poll(() => page.locator('header').getByRole('link', { name: 'ランキング' }).isVisible()).toBe(true)
    }
    await signIn(async (form) => form.getByLabel('認証コード(6桁)').fill(await generate({ secret })))
    await signIn(async (form) => {
      await form.getByRole('button', { name: 'バックアップコードを使う' }).click()
      await form.getByLabel('バックアップコード').fill(backupCode)
    })
    await page.close()
  })

  it('saves the profile from /settings, and asks a visitor to sign in first', async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}/settings`)
    await page.waitForURL((url) => pathOf(url.href) === '/users/sign_in')
    const learner = await createLearner(baseUrl())
    await signInTo(page, baseUrl(), learner, '/settings')
    const form = page.locator('[data-profile-form]')
    await expect.poll(() => page.locator('[data-email]').innerText()).toBe(learner.email)
    expect(await page.locator('[data-email-status]').innerText()).toBe('(未確認)')
    await form.getByLabel('名前').fill('Hana')
    await form.getByLabel('ランキングに表示する').uncheck()
    await form.getByRole('button', { name: '保存する' }).click()
    await expect.poll(() => form.getByRole('status').innerText()).toBe('保存しました。')
    await page.reload()
    await expect.poll(() => form.getByLabel('名前').inputValue()).toBe('Hana')
    expect(await form.getByLabel('ランキングに表示する').isChecked()).toBe(false)

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } }).png().toBuffer()
    await page.getByLabel('プロフィール画像(JPEG・PNG、20MBまで)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    const preview = page.locator('[data-image-preview]')
    await expect.poll(async () => (await preview.getAttribute('src')) ?? '').toMatch(/\/api\/avatars\/file\/avatar-.+\.webp$/)
    // The new src is set at once; the image itself arrives a moment later.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256)
    await page.getByRole('button', { name: '画像をリセット' }).click()
    await expect.poll(() => preview.isVisible()).toBe(false)
    await page.close()
  })

  it('shows the week ranking with anonymous users, the display note, and moves to your own rank', async () => {
    const [learner, hidden] = [await createLearner(baseUrl()), await createLearner(baseUrl())]
    const staff = await staffSession()
    await staff.json(`/api/users/${hidden.id}`, 'PATCH', { displayRanking: false, name: 'Secret' })
    await staff.json(`/api/users/${learner.id}`, 'PATCH', { name: 'Ranked learner' })
    const week = periodKey('week')
    // Above whatever this week already holds, so the two lead even on a database used before.
    const top = await staff.json<{ docs: { exp: number }[] }>(`/api/ranking_scores?where[periodKey][equals]=${week}&sort=-exp&limit=1&depth=0`)
    const base = (top.docs[0]?.exp ?? 0) + 1_000
    await staff.json('/api/ranking_scores', 'POST', { user: hidden.id, periodKey: week, exp: base + 1 })
    await staff.json('/api/ranking_scores', 'POST', { user: learner.id, periodKey: week, exp: base })
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/rankings')
    await page.goto(`${baseUrl()}/rankings?period=week`)
    const rows = page.locator('[data-ranking-rows] tr')
    await expect.poll(() => rows.count()).toBeGreaterThan(1)
    expect(await page.getByRole('link', { name: '今週' }).getAttribute('aria-current')).toBe('page')
    expect(await rows.nth(0).locator('td').first().innerText()).toBe('匿名ユーザー')
    expect(await page.locator('[data-display-note]').innerText()).toBe('あなたはランキングに名前を公開しています。')
    expect(await page.getByText('Secret').count()).toBe(0)
    await page.getByRole('button', { name: '自分の順位へ移動' }).click()
    expect(await page.locator('[data-my-rank-text]').innerText()).toBe('あなたの順位: 2位')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Ranked learner')
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  it('resets a forgotten password from the log-in page through the mail in the outbox', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}/users/sign_in`)
    await page.locator('form#sign-in').getByRole('link', { name: 'パスワードをお忘れの方' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/users/password/new')
    const form = page.locator('#password-request')
    await form.getByLabel('メールアドレス').fill(learner.email)
    await form.getByRole('button', { name: '送信する' }).click()
    await expect.poll(() => form.getByRole('status').innerText()).toBe('メールアドレスが登録されていれば、再設定用のリンクを送信しました。')
    const [mail] = await mailsTo(path.join(process.env.E2E_DATA_DIR!, 'outbox'), learner.email)
    expect(mail.subject).toBe('パスワードの再設定')
    await page.goto(/https?:\/\/\S+\/users\/password\/edit\?\S+/.exec(mail.text!)![0])
    await page.getByLabel('新しいパスワード(6〜128文字)').fill('brand-new-pass')
    await page.getByLabel('新しいパスワード(確認)').fill('brand-new-pass')
    await page.getByRole('button', { name: 'パスワードを変更する' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/courses')
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'ランキング' }).isVisible()).toBe(true)
    await page.goto(`${baseUrl()}/signout`)
    await signInTo(page, baseUrl(), { email: learner.email, password: 'brand-new-pass' }, '/faqs')
    await page.close()
  })
})
