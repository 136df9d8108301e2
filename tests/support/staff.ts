import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { CSRF_COOKIE, CSRF_HEADER } from '@domain/api/csrfNames'
import { baseUrl, E2E_STAFF } from './browser'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export interface StaffSession {
  /** The session cookie ("payload-token=…"), for requests outside the API such as /preview/enter. */
  cookie: string
  /** A request to the platform with the staff session; JSON body. */
  api(path: string, method?: Method, body?: unknown): Promise<Response>
  /** The same, answering the parsed JSON. */
  json<T = any>(path: string, method?: Method, body?: unknown): Promise<T> // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Signs the e2e staff account (tests/e2e/setup/platform.ts) in through REST; or another platform's staff. */
export async function staffSession(base = baseUrl(), staff = E2E_STAFF): Promise<StaffSession> {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(staff) })
  expect(login.status).toBe(200)
  const session = login.headers.get('set-cookie')!.split(';')[0]
  // Writes with the session cookie echo the CSRF token, as the admin's do (docs/sessions.md "CSRF").
  const { csrfToken } = (await (await fetch(`${base}/api/csrf_token`)).json()) as { csrfToken: string }
  const cookie = `${session}; ${CSRF_COOKIE}=${csrfToken}`
  const api = (path: string, method: Method = 'GET', body?: unknown) =>
    fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: csrfToken }, body: body === undefined ? undefined : JSON.stringify(body) })
  return { cookie, api, json: async (path, method, body) => (await api(path, method, body)).json() }
}

/** Signs staff into the admin through its login form, as an editor does, and waits for the dashboard. */
export async function signInToAdmin(page: Page, staff = E2E_STAFF): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`)
  await page.fill('#field-email', staff.email)
  await page.fill('#field-password', staff.password)
  await page.click('button[type=submit]')
  await page.waitForURL(/\/admin\/?$/)
}
