import { createHash } from 'node:crypto'
import type { z } from 'zod'
import type { LogKind } from '@domain/api/javascriptLogs'
import { errorLogPayload, logPayload } from '@domain/api/javascriptLogPayload'
import { logRoutes } from '@domain/api/routes'
import { isIgnorableError } from '@domain/telemetry/ignorableErrors'
import { t } from '@domain/i18n/messages'
import type { Locale } from '@domain/i18n/locales'
import { camelizeKeys } from '../conventions/caseKeys'
import { LearnerApiError, learnerEndpoint } from '../conventions/learnerEndpoint'
import { holdToLimit, RateLimiter } from '../conventions/rateLimit'

/** Logs one client may send a minute, the three kinds together (docs/learner-api.md "Rate limits"). */
export const LOGS_PER_MINUTE = 30
const limiter = new RateLimiter(LOGS_PER_MINUTE, 60_000)

/**
 * POST /api/javascript_logs/{analytics|js_debug|js_error} (docs/learner-api.md "JavaScript logs"): the log
 * payload, stored for staff with the session's user (not the one the page names). 204; a payload that does not
 * fit answers 422 per field and stores nothing; the two known ignorable errors answer 204 and are not stored.
 */
export const recordLog = (kind: LogKind) =>
  learnerEndpoint(logRoutes[kind], async ({ req, user, body, locale }) => {
    holdToLimit(limiter, { req, user, locale })
    const parsed = (kind === 'js_error' ? errorLogPayload : logPayload).safeParse(camelizeKeys(body))
    if (!parsed.success) throw new LearnerApiError(422, fieldErrors(parsed.error, locale))
    const log = parsed.data as z.infer<typeof errorLogPayload>
    if (kind === 'js_error' && isIgnorableError(log)) return null
    await req.payload.create({
      collection: 'javascript_logs',
      data: {
        kind,
        type: log.type,
        level: log.level,
        message: log.message,
        fingerprint: fingerprintOf(kind, log.message),
        backtrace: log.backtrace || undefined,
        file: log.file || undefined,
        line: log.line ?? undefined,
        user: user?.id,
        trackingId: log.trackingId || undefined,
        logId: log.id,
        loggedAt: log.date,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return null
  })

/** Equal messages of one kind share a fingerprint: the errors view groups by this short indexed column, not the long text. */
export const fingerprintOf = (kind: LogKind, message: string) => createHash('sha256').update(`${kind}\n${message}`).digest('hex').slice(0, 32)

/** Each field that did not fit, under its snake_cased request name. */
function fieldErrors(error: z.ZodError, locale: Locale) {
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
  const fields = new Set(error.issues.map((issue) => (issue.path.length ? snake(String(issue.path[0])) : 'base')))
  return Object.fromEntries([...fields].map((field) => [field, [t(locale, 'api.fieldProblem')]]))
}
