import type { FieldErrors } from '@domain/api/errors'
import { callPathOf, pathOf, sessionRoutes, type LearnerRoute, type QueryValue, type RouteParams } from '@domain/api/routes'
import { CSRF_COOKIE, CSRF_HEADER } from '@domain/api/csrfNames'
import { readCookie } from './cookies'

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number
  ok: boolean
  /** The JSON answer (null for 204); learner calls that fail carry { errors: { field: [message] } }. */
  body: ([T] extends [null] ? { errors?: FieldErrors } : T & { errors?: FieldErrors }) | null
}

/** What a call sends: the route's params (required when its path has any), query and body. */
export type CallRequest<Request, Query, Pattern extends string> = ([keyof RouteParams<Pattern>] extends [never] ? { params?: undefined } : { params: RouteParams<Pattern> }) & {
  /** Query keys (undefined and null left out), or a query string's parameters as they are. */
  query?: Query | URLSearchParams
  body?: Request
}

/** The request argument, optional when nothing in it is required. */
type CallArgs<Request, Query, Pattern extends string> = [keyof RouteParams<Pattern>] extends [never]
  ? [request?: CallRequest<Request, Query, Pattern>, options?: CallOptions]
  : [request: CallRequest<Request, Query, Pattern>, options?: CallOptions]

interface CallOptions {
  keepalive?: boolean
}

/** The page's interface locale, sent as the locale query so answers and messages come in it. */
const pageLocale = () => document.documentElement.lang || 'ja'

/** The CSRF token from its cookie, asking the server for one on a browser's first call (docs/learner-api.md "Conventions"). */
export async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE)
  if (existing) return existing
  const response = await fetch(pathOf(sessionRoutes.csrfToken), { credentials: 'same-origin' })
  return ((await response.json()) as { csrfToken: string }).csrfToken
}

/**
 * A learner call (a route of domain/api/routes.ts) with the platform's request rules: CSRF header, locale
 * query, JSON in and out. The route's types say what the request may carry and what the answer holds.
 */
export async function learnerCall<Request, Answer, Query, Pattern extends string>(
  route: LearnerRoute<Request, Answer, Query, Pattern>,
  ...[request, options = {}]: CallArgs<Request, Query, Pattern>
): Promise<ApiAnswer<Answer>> {
  const { method } = route
  const url = new URL(callPathOf(route, request?.params), window.location.origin)
  const query = request?.query instanceof URLSearchParams ? [...request.query] : Object.entries((request?.query ?? {}) as Record<string, QueryValue>)
  for (const [key, value] of query) if (value !== undefined && value !== null) url.searchParams.append(key, String(value))
  url.searchParams.set('locale', pageLocale())
  const json = request?.body
  const headers: Record<string, string> = { [CSRF_HEADER]: await csrfToken() }
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
