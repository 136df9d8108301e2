import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { unique } from '../support/fixtures'
import { createLearner, pathOf, signInTo } from '../support/learner'
import { mailsTo } from '../support/outbox'
import { openSettingsTab } from '../support/settings'

const browser = useBrowser()

describe('account settings and external identity in Chromium', () => {
  it('signs up and later signs in through the local OpenID Connect provider', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const login = `oidc-${unique()}@example.test`
    await page.goto(`${baseUrl()}/account/sign_up`)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: '外部アカウントで続ける' }).click()
    // The provider's own (development) screens: log in as anyone, then consent.
    await page.locator('input[name=login]').fill(login)
    await page.locator('input[name=password]').fill('anything')
    await page.getByRole('button', { name: 'Sign-in' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/welcome')
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'ランキング' }).isVisible()).toBe(true)

    // The account has no password of its own yet: the settings offer to set one.
    await page.goto(`${baseUrl()}/settings`)
    await openSettingsTab(page, '認証とパスワード')
    await expect.poll(() => page.locator('[data-password-title]').innerText()).toBe('パスワードの設定')
    expect(await page.getByLabel('現在のパスワード').isVisible()).toBe(false)

    await page.goto(`${baseUrl()}/signout`)
    await page.goto(`${baseUrl()}/account/sign_in?redirect=${encodeURIComponent('/rankings')}`)
    await page.getByRole('button', { name: '外部アカウントで続ける' }).click()
    // The provider remembers its own session (and the consent): straight back, signed in as the same account.
    await page.waitForURL((url) => pathOf(url.href) === '/rankings')
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'ランキング' }).isVisible()).toBe(true)
    await context.close()
  })

  it('switches tabs by keyboard and keeps notification categories and reminders across a reload', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/settings')
    // The tab list shows once the script has wired it (the static page already marks the first tab selected).
    await page.getByRole('tablist', { name: '設定の種類' }).waitFor()
    const profileTab = page.getByRole('tab', { name: 'プロフィール' })
    expect(await profileTab.getAttribute('aria-selected')).toBe('true')
    await profileTab.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const tab = page.getByRole('tab', { name: '通知' })
    expect(await tab.getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('通知')
    expect(new URL(page.url()).searchParams.get('tab')).toBe('notifications')

    const categories = page.locator('[data-email-subscriptions]')
    await expect.poll(() => categories.locator('[data-status]').getAttribute('data-state')).toBe('loaded')
    expect(await categories.getByLabel('アカウントに関する重要なお知らせ(停止できません)').isDisabled()).toBe(true)
    await categories.getByLabel('キャンペーン・アンケート').uncheck()
    await categories.getByRole('button', { name: '保存する' }).click()
    await expect.poll(() => categories.locator('[data-status]').getAttribute('data-state')).toBe('saved')

    const reminders = page.locator('[data-reminders]')
    await expect.poll(() => reminders.locator('[data-status]').getAttribute('data-state')).toBe('loaded')
    await reminders.getByLabel('月').check()
    await reminders.getByRole('button', { name: '保存する' }).click()
    await expect.poll(() => reminders.getByRole('alert').innerText()).toBe('時刻を選んでください')
    await reminders.getByLabel('時刻').fill('20:30')
    await reminders.getByLabel('水').check()
    await reminders.getByRole('button', { name: '保存する' }).click()
    await expect.poll(() => reminders.locator('[data-status]').innerText()).toBe('保存しました。')
    expect(await seriousViolations(page)).toEqual([])

    await page.reload()
    await page.getByRole('tablist', { name: '設定の種類' }).waitFor()
    expect(await page.getByRole('tab', { name: '通知' }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => reminders.locator('[data-status]').getAttribute('data-state')).toBe('loaded')
    expect(await reminders.getByLabel('時刻').inputValue()).toBe('20:30')
    expect([await reminders.getByLabel('月').isChecked(), await reminders.getByLabel('水').isChecked(), await reminders.getByLabel('金').isChecked()]).toEqual([true, true, false])
    await expect.poll(() => categories.locator('[data-status]').getAttribute('data-state')).toBe('loaded')
    expect(await categories.getByLabel('キャンペーン・アンケート').isChecked()).toBe(false)
    expect(await categories.getByLabel('学習のヒント').isChecked()).toBe(true)
    await page.close()
  })

  it('changes the email through its confirmation mail, then deletes the account', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/settings')
    await expect.poll(() => page.locator('[data-email]').innerText()).toBe(learner.email)
    const next = `moved-${unique()}@example.test`
    const form = page.locator('[data-email-form]')
    await form.getByLabel('新しいメールアドレス').fill(next)
    await form.getByRole('button', { name: 'メールアドレスを変更する' }).click()
    await expect.poll(() => page.locator('[data-pending-email]').innerText()).toBe(next)
    expect(await page.locator('[data-email]').innerText()).toBe(learner.email)
    const [mail] = await mailsTo(path.join(process.env.E2E_DATA_DIR!, 'outbox'), next)
    await page.goto(/https?:\/\/\S+\/users\/confirmation\?\S+/.exec(mail.text!)![0])
    await page.waitForURL((url) => pathOf(url.href) === '/settings')
    await expect.poll(() => page.locator('[data-email]').innerText()).toBe(next)
    expect(await page.locator('[data-pending-row]').isVisible()).toBe(false)

    await page.getByRole('button', { name: 'アカウントを削除する' }).click()
    const dialog = page.getByRole('dialog', { name: 'アカウントの削除' })
    await dialog.getByLabel('パスワード').fill('wrong-password')
    await dialog.getByRole('button', { name: '削除する' }).click()
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('パスワードが正しくありません')
    await dialog.getByLabel('パスワード').fill(learner.password)
    await dialog.getByRole('button', { name: '削除する' }).click()
    await page.waitForURL((url) => pathOf(url.href) === '/')
    await expect.poll(() => page.locator('[data-flash-text]').innerText()).toBe('アカウントを削除しました。ご利用ありがとうございました。')
    const signIn = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: next, password: learner.password }) })
    expect(signIn.status).toBe(401)
    await page.close()
  })

  it('changes the password and stays signed in while the old session ends; signing out makes the old cookie worthless', async () => {
    const learner = await createLearner(baseUrl())
    const context = await browser().newContext()
    const page = await context.newPage()
    await signInTo(page, baseUrl(), learner, '/settings')
    const sessionCookie = async () => (await context.cookies()).find((c) => c.name === 'payload-token')!.value
    /** What the platform answers to a request that carries only this session cookie (a copied cookie, say). */
    const userWith = async (token: string) => ((await (await fetch(`${baseUrl()}/api/users/me`, { headers: { cookie: `payload-token=${token}` } })).json()) as { user: unknown }).user
    const before = await sessionCookie()
    expect(await userWith(before)).not.toBeNull()

    await openSettingsTab(page, '認証とパスワード')
    const form = page.locator('[data-password-form]')
    await form.getByLabel('現在のパスワード').fill(learner.password)
    await form.getByLabel('新しいパスワード(6〜128文字)').fill('changed-pass-1')
    await form.getByLabel('新しいパスワード(確認)').fill('changed-pass-1')
    await form.getByRole('button', { name: 'パスワードを変更する' }).click()
    await expect.poll(() => form.locator('[data-status]').innerText()).toBe('パスワードを変更しました。')
    // Still signed in after a reload, with a fresh session; the one from before the change is over.
    await page.reload()
    await expect.poll(() => page.locator('[data-email]').innerText()).toBe(learner.email)
    const after = await sessionCookie()
    expect(after).not.toBe(before)
    expect(await userWith(before)).toBeNull()
    expect(await userWith(after)).not.toBeNull()

    await page.goto(`${baseUrl()}/signout`)
    await expect.poll(() => page.locator('[data-flash-text]').innerText()).toBe('ログアウトしました。')
    // The cookie the browser held until now, replayed, opens nothing.
    expect(await userWith(after)).toBeNull()
    expect((await fetch(`${baseUrl()}/api/users/me_for_account`, { headers: { cookie: `payload-token=${after}` } })).status).toBe(401)
    await context.close()
  })
})
