import { randomUUID } from 'node:crypto'
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'
import type { FieldErrors } from '@domain/api/errors'
import type { AnyLearnerRoute, LearnerRoute } from '@domain/api/routes'
import type { User } from '../../payload-types'
import { camelizeKeys } from './caseKeys'
import { csrfCookie, CSRF_COOKIE, newCsrfToken, passesCsrf, readCookie } from './csrf'
import { logFailure } from './failureLog'
import { isDatabaseUnavailable } from './databaseUnavailable'
import { t, type MessageKeyIn } from '@domain/i18n/messages'
import type { Locale as ApiLocale } from '@domain/i18n/locales'
import { localeSchema } from '@domain/i18n/schemas'
import { readRequestBody, type MultipartLimit } from './requestBody'

/** A learner-call message: a key of the catalog's `api.*` namespace (docs/messages.md). */
export type ApiMessage = MessageKeyIn<'api'>

/** Field errors as the learner calls answer them: `{ errors: { field: [message, …] } }` (domain/api/errors.ts). */
export type { FieldErrors }

/** Thrown by a handler to answer with a status and an errors object (nothing was changed). */
export class LearnerApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldErrors,
    /** More of the answer beside `errors` (a refused import's rows, each with its own error). */
    readonly extra: Record<string, unknown> = {},
    /** Response headers of the refusal (Retry-After on 429). */
    readonly headers: [string, string][] = [],
  ) {
    super(Object.values(errors).flat().join(' '))
  }
}

/** A handler's answer with extra response headers (a session cookie, say). */
export class WithHeaders<T = unknown> {
  constructor(
    readonly body: T,
    readonly headers: [string, string][],
  ) {}
}

export interface LearnerContext {
  req: PayloadRequest
  user: User | null
  locale: ApiLocale
  /** The request's JSON body (or form fields), {} when there is none. */
  body: Record<string, unknown>
  params: Record<string, string>
  /** The browser's CSRF token: its cookie's, or the one this answer issues. */
  csrfToken: string
  /** Builds the errors object of one message for `field` in the caller's locale. */
  fail(status: number, field: string, message: ApiMessage): LearnerApiError
}

/** The context of a call made with `{ signedIn: true }`: the wrapper has answered 401 to anyone else. */
export type SignedInContext = LearnerContext & { user: User }

/** How a call reads its body beyond the conventions: a tighter cap on a multipart upload (requestBody.ts). */
interface BodyOptions {
  multipartLimit?: MultipartLimit
}

/** A handler's answer that is not JSON (a CSV download): the body as it is, its type and extra headers. */
export class RawAnswer {
  constructor(
    readonly body: string,
    readonly contentType: string,
    readonly headers: [string, string][] = [],
  ) {}
}

/** What a handler may answer for a route: its answer (null for 204), with extra headers or not. */
type HandlerAnswer<Answer> = Answer | WithHeaders<Answer> | RawAnswer | null | undefined | void

/**
 * A learner call under /api, with the conventions of docs/learner-api.md "Conventions" applied in one place:
 * the CSRF header on state-changing requests (403 otherwise), the optional x-request-id (echoed) and x-user-id
 * (logged) headers, the locale query (else the user's locale, else ja), camelCase keys in the answer, 204 when
 * the handler answers nothing, and failures logged with long strings cut and credentials masked. With
 * `{ signedIn: true }` it answers 401 ("Please log in") to visitors, and the handler gets the user. The method
 * and path are the route's (domain/api/routes.ts), the path relative to the mount point that registers it.
 */
export function learnerEndpoint<Answer>(route: LearnerRoute<any, Answer, any>, handler: (ctx: SignedInContext) => Promise<HandlerAnswer<NoInfer<Answer>>>, options: { signedIn: true } & BodyOptions): Endpoint
export function learnerEndpoint<Answer>(route: LearnerRoute<any, Answer, any>, handler: (ctx: LearnerContext) => Promise<HandlerAnswer<NoInfer<Answer>>>, options?: { signedIn?: false } & BodyOptions): Endpoint
export function learnerEndpoint(
  route: AnyLearnerRoute,
  handler: (ctx: SignedInContext) => Promise<unknown>,
  options: { signedIn?: boolean } & BodyOptions = {},
): Endpoint {
  const method = endpointMethod(route)
  const path = route.pattern
  return {
    method,
    path,
    // Marks the platform's own learner calls among the routes Payload mounts (the trust-boundary suite walks them).
    custom: { learnerCall: true },
    handler: async (req) => {
      const requestId = req.headers.get('x-request-id')?.slice(0, 100) || randomUUID()
      const user = (req.user as User | null) ?? null
      const locale = localeSchema.safeParse(req.searchParams.get('locale')).data ?? (user?.locale as ApiLocale | undefined) ?? 'ja'
      const existingToken = readCookie(req.headers.get('cookie'), CSRF_COOKIE)
      const csrfToken = existingToken ?? newCsrfToken()
      const fail = (status: number, field: string, message: ApiMessage) => new LearnerApiError(status, { [field]: [t(locale, `api.${message}`)] })
      let body: Record<string, unknown> = {}
      let status = 200
      let answer: unknown
      let extraHeaders: [string, string][] = []
      try {
        if (!passesCsrf(req.method ?? method, req.headers)) throw fail(403, 'base', 'csrf')
        if (options.signedIn && !user) throw fail(401, 'base', 'signInRequired')
        if (method !== 'get') body = await readRequestBody(req, fail, options.multipartLimit)
        const params = Object.fromEntries(Object.entries(req.routeParams ?? {}).map(([k, v]) => [k, String(v)]))
        answer = await handler({ req, user: user as User, locale, body, params, fail, csrfToken })
        if (answer instanceof WithHeaders) {
          extraHeaders = answer.headers
          answer = answer.body
        }
        if (answer === undefined || answer === null) status = 204
      } catch (error) {
        ;({ status, answer } = failureAnswer(error, locale))
        if (error instanceof LearnerApiError) extraHeaders = error.headers
        // A client over its rate limit is not logged per request: a flood of reports would become a flood of log lines.
        if (status !== 429) logFailure({ requestId, userId: req.headers.get('x-user-id') ?? user?.id, method: req.method ?? method, path: req.pathname ?? path, status, body, error })
      }
      const headers = new Headers({ 'x-request-id': requestId, 'cache-control': 'no-store' })
      if (!existingToken) headers.append('set-cookie', csrfCookie(csrfToken))
      for (const [name, value] of extraHeaders) headers.append(name, value)
      if (status === 204) return new Response(null, { status, headers })
      if (answer instanceof RawAnswer) {
        for (const [name, value] of answer.headers) headers.append(name, value)
        headers.set('content-type', answer.contentType)
        return new Response(answer.body, { status, headers })
      }
      headers.set('content-type', 'application/json')
      return new Response(JSON.stringify(camelizeKeys(answer)), { status, headers })
    },
  }
}

/** Payload's spelling of a route's method. */
const endpointMethod = (route: AnyLearnerRoute) => route.method.toLowerCase() as Endpoint['method']

/**
 * A call of the learner API that answers something other than JSON (a redirect: the confirmation link, the
 * identity provider's flow), registered at its route without the JSON conventions above.
 */
export const plainEndpoint = (route: AnyLearnerRoute, handler: PayloadHandler): Endpoint => ({ method: endpointMethod(route), path: route.pattern, handler })

/** The message of a Payload error that refuses the request (4xx) by its status; anything else is ours: 500. */
const CLIENT_ERROR_MESSAGES: Record<number, ApiMessage> = { 400: 'malformedBody', 401: 'signInRequired', 403: 'forbidden', 404: 'notFound', 413: 'bodyTooLarge' }

/** What a failed call answers: our own errors as they are, Payload's validation errors per field, Payload's refusals by status, 503 while the database is out of reach, else 500. */
function failureAnswer(error: unknown, locale: ApiLocale): { status: number; answer: { errors: FieldErrors } } {
  if (error instanceof LearnerApiError) return { status: error.status, answer: { ...error.extra, errors: error.errors } }
  const fields = (error as { data?: { errors?: { path?: string; message?: string }[] } })?.data?.errors
  if ((error as { name?: string })?.name === 'ValidationError' && Array.isArray(fields)) {
    const errors: FieldErrors = {}
    for (const field of fields) (errors[field.path ?? 'base'] ??= []).push(field.message ?? t(locale, 'api.fieldProblem'))
    return { status: 422, answer: { errors } }
  }
  const status = (error as { status?: unknown })?.status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, answer: { errors: { base: [t(locale, `api.${CLIENT_ERROR_MESSAGES[status] ?? 'fieldProblem'}`)] } } }
  }
  if (isDatabaseUnavailable(error)) return { status: 503, answer: { errors: { base: [t(locale, 'api.databaseUnavailable')] } } }
  return { status: 500, answer: { errors: { base: [t(locale, 'api.serverError')] } } }
}
