import { readCookie } from './cookies'

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number
  ok: boolean
  /** The JSON answer; learner calls that fail carry { errors: { field: [message] } }. */
  body: (T & { errors?: Record<string, string[]> }) | null
}

/** The page's interface locale, sent as the locale query so answers and messages come in it. */
const pageLocale = () => document.documentElement.lang || 'ja'

/** The CSRF token from its cookie, asking the server for one on a browser's first call (docs/learner-api.md). */
async function csrfToken(): Promise<string> {
  const existing = readCookie('csrf_token')
  if (existing) return existing
  const response = await fetch('/api/csrf_token', { credentials: 'same-origin' })
  return ((await response.json()) as { csrfToken: string }).csrfToken
}

/** A learner call with the platform's request rules: CSRF header, locale query, JSON in and out. */
export async function learnerCall<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  json?: unknown,
  options: { keepalive?: boolean } = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(path, window.location.origin)
  url.searchParams.set('locale', pageLocale())
  const headers: Record<string, string> = { 'x-csrf-token': await csrfToken() }
  // FormData (a file upload) goes as multipart; anything else as JSON.
  const multipart = json instanceof FormData
  if (json !== undefined && !multipart) headers['content-type'] = 'application/json'
  const body = multipart ? json : json === undefined ? undefined : JSON.stringify(json)
  const response = await fetch(url, { method, headers, credentials: 'same-origin', keepalive: options.keepalive, body })
  const text = await response.text()
  return { status: response.status, ok: response.ok, body: text ? JSON.parse(text) : null }
}

/** Every message of an errors object, for a form's alert line. */
export const errorText = (answer: ApiAnswer<unknown>, fallback: string) => Object.values(answer.body?.errors ?? {}).flat().join(' ') || fallback
