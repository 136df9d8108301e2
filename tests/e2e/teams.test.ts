import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { useBrowser } from '../support/browser'
import { unique } from '../support/fixtures'
import { editorReady, LEARNER_PASSWORD } from '../support/learner'
import { mailsTo } from '../support/outbox'
import { spawnPlatform, type SpawnedPlatform } from '../support/spawnPlatform'
import { staffSession } from '../support/staff'
import { startFakeStripe, type FakeStripe } from '../support/stripeServer'

const STAFF = { STAFF_EMAIL: 'teams-staff@example.test', STAFF_PASSWORD: 'teams-staff-password' }
const PLUS_PAGE = '/en/html/html-css-study-2/1/1'

const browser = useBrowser()
let platform: SpawnedPlatform | undefined
let stripe: FakeStripe | undefined
afterAll(async () => {
  await platform?.stop()
  await stripe?.close()
})

/** A learner account with a display name, made through the sign-up REST route. */
async function account(base: string, name: string) {
  const email = `team-${unique()}@example.test`
  const created = await fetch(`${base}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: LEARNER_PASSWORD, name }) })
  expect(created.status).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, email, name, password: LEARNER_PASSWORD }
}

/** Signs in through the English sign-in page, which returns to `target` (a path with its query). */
async function signIn(page: Page, base: string, who: { email: string; password: string }, target: string) {
  await page.goto(`${base}/en/users/sign_in?redirect=${encodeURIComponent(target)}`)
  const form = page.locator('form#sign-in')
  await form.getByLabel('Email').fill(who.email)
  await form.getByLabel('Password').fill(who.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  const wanted = target.split('?')[0]
  await page.waitForURL((url) => url.pathname.replace(/(.)\/$/, '$1') === wanted)
}

/** The link of the invitation mailed to `email` (the platform's outbox), as a path with its query. */
async function mailedInvitation(email: string) {
  const outbox = path.join(platform!.scratch, 'data', 'outbox')
  let text = ''
  await expect.poll(async () => (text = (await mailsTo(outbox, email)).at(-1)?.text ?? ''), { timeout: 30_000 }).toContain('invitation?token=')
  const url = new URL(/https?:\/\/\S+invitation\?token=\S+/.exec(text)![0])
  return url.pathname + url.search
}

/** A learner opens the mailed link in their own browser, signs in and joins; answers their page on the team's dashboard. */
async function joinByMail(chromium: Browser, who: { email: string; password: string }, companyId: number) {
  const page = await (await chromium.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await signIn(page, platform!.url, who, await mailedInvitation(who.email))
  await page.getByRole('button', { name: 'Join the team' }).click()
  await page.waitForURL((url) => url.pathname.replace(/(.)\/$/, '$1') === `/en/companies/${companyId}`)
  return page
}

const session = (page: Page) => page.evaluate(async () => (await (await fetch('/api/users/me')).json()).user)

/**
 * docs/teams.md end to end, on its own platform with payments on (the shared one runs without Stripe keys): an
 * admin registers a team and pays through the test Stripe server, invites two learners by email; one joins
 * through the mailed link and opens a Plus page; the other joins too, and the admin turns their access off
 * and downloads the members' CSV.
 */
describe('a team from registration to its members', () => {
  it('registers, pays, invites, joins, opens Plus, turns access off and downloads the CSV', { timeout: 600_000 }, async () => {
    stripe = await startFakeStripe()
    platform = await spawnPlatform({ ...STAFF, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url })
    stripe.webhookUrl = `${platform.url}/api/stripe/webhook`
    const base = platform.url

    // The admin's account, its email confirmed (admin actions need it; docs/teams.md "Rights").
    const admin = await account(base, `Admin ${unique()}`)
    const staff = await staffSession(base, { email: STAFF.STAFF_EMAIL, password: STAFF.STAFF_PASSWORD })
    expect((await staff.api(`/api/users/${admin.id}`, 'PATCH', { emailConfirmedAt: new Date().toISOString() })).status).toBe(200)

    const page = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await signIn(page, base, admin, '/en/subscriptions/business_new')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Next' }).click()
    const teamName = `Dojo ${unique()}`
    await page.getByLabel('Team name (company or school)').fill(teamName)
    await page.getByLabel("Contact person's name").fill('Aiko Admin')
    await page.getByLabel("Contact person's email").fill(admin.email)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Seats (members)').fill('3')
    await page.getByLabel('I agree to the Terms of Use and the Privacy Policy').check()
    await page.getByRole('button', { name: 'Go to payment' }).click()

    // Stripe Checkout (the test server): the customer pays; the webhook opens the team's seats.
    await page.waitForURL((url) => url.href.startsWith(`${stripe!.url}/pay/`))
    await stripe.completeCheckout(new URL(page.url()).pathname.split('/').pop()!)
    await page.goto(`${base}/en/dashboard`)
    const companyId = (await session(page)).joinedCompanies[0].id as number
    await page.goto(`${base}/en/companies/${companyId}`)
    await expect.poll(() => page.getByRole('heading', { name: teamName }).isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await seriousViolations(page)).toEqual([])

    // Two learners invited by email (three seats, the admin in one).
    const first = await account(base, `First ${unique()}`)
    const second = await account(base, `Second ${unique()}`)
    await page.getByRole('tab', { name: 'Settings' }).click()
    await expect.poll(() => page.getByText('You can invite 2 more.').isVisible(), { timeout: 30_000 }).toBe(true)
    await page.getByLabel('Email addresses to invite').fill(`${first.email}, ${second.email}`)
    await page.getByRole('button', { name: 'Send invitations' }).click()
    await expect.poll(() => page.getByText('You can invite 0 more.').isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])

    // The first learner joins through the mailed link (on a phone) and opens a Plus page: the editor, no plan dialog.
    const firstPage = await joinByMail(browser(), first, companyId)
    expect((await session(firstPage)).plus).toBe(true)
    await firstPage.goto(`${base}${PLUS_PAGE}`)
    // A phone shows the use-a-computer notice, then the instructions tab first.
    const notice = firstPage.getByTestId('disclaimer-modal')
    await notice.waitFor()
    await firstPage.keyboard.press('Escape')
    await notice.waitFor({ state: 'hidden' })
    await firstPage.getByRole('tab', { name: 'Editor', exact: true }).click()
    await editorReady(firstPage)
    expect(await firstPage.getByTestId('subscription-dialog').count()).toBe(0)
    const secondPage = await joinByMail(browser(), second, companyId)
    expect((await session(secondPage)).plus).toBe(true)

    // The admin turns the second learner's access off: still a member, no Plus any more.
    await page.reload()
    await page.getByRole('tab', { name: 'Members' }).click()
    const access = page.getByLabel(`Paid-lesson access for ${second.name}`)
    await expect.poll(() => access.isChecked(), { timeout: 30_000 }).toBe(true)
    // The box follows the server's answer (it stays as it was until the change is saved).
    await access.click()
    await expect.poll(() => page.getByText(`${second.name}'s settings were saved.`).isVisible()).toBe(true)
    expect(await access.isChecked()).toBe(false)
    expect((await session(secondPage)).plus).toBe(false)
    expect((await session(secondPage)).joinedCompanies).toEqual([expect.objectContaining({ id: companyId, paidAccess: false })])

    // The members' CSV: every member, the second one's access off.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '')
    const rows = csv.trim().split(/\r?\n/)
    expect(rows).toHaveLength(4)
    expect(rows.find((row) => row.includes(first.email))).toContain(',on,')
    expect(rows.find((row) => row.includes(second.email))).toContain(',off,')
  })
})
