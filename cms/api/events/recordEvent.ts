import { eventRoutes } from '@domain/api/routes'
import { camelizeKeys } from '../conventions/caseKeys'
import { LearnerApiError, learnerEndpoint } from '../conventions/learnerEndpoint'
import { holdToLimit, RateLimiter } from '../conventions/rateLimit'
import { t } from '@domain/i18n/messages'
import { event, type Event } from '@domain/api/events'

/** Events one client may report a minute (docs/learner-api.md "Rate limits"): a page view and a few clicks per page leave plenty. */
export const EVENTS_PER_MINUTE = 120
const limiter = new RateLimiter(EVENTS_PER_MINUTE, 60_000)

/**
 * POST /api/application_events {event: {snake_cased keys}} (docs/learner-api.md "Events"): the site's clicks
 * and page views, stored for staff with the signed-in user if any. Answers 204; an event outside the
 * allow-list is refused with 422 and nothing stored; a client past its rate limit gets 429.
 */
export const recordEvent = learnerEndpoint(eventRoutes.record, async ({ req, user, body, locale }) => {
  holdToLimit(limiter, { req, user, locale })
  const parsed = event.safeParse(camelizeKeys(body.event ?? {}))
  if (!parsed.success) throw new LearnerApiError(422, { event: [t(locale, 'api.fieldProblem')] })
  await req.payload.create({ collection: 'application_events', data: { ...storedColumns(parsed.data), user: user?.id }, overrideAccess: true, depth: 0, req })
  return null
})

/**
 * One row, compactly: the type, what the dashboard counts by (a click's target, a page view's path) and the
 * URL in their own indexed columns; `detail` keeps only what no column holds, and nothing when that is empty.
 */
function storedColumns(parsed: Event) {
  switch (parsed.eventType) {
    case 'click':
      return { type: parsed.eventType, target: parsed.target, url: parsed.url }
    case 'page_view': {
      const { eventType, path, ...rest } = parsed
      const detail = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '' && !(typeof value === 'object' && !Object.keys(value).length)))
      return { type: eventType, target: path, ...(Object.keys(detail).length && { detail }) }
    }
    case 'debug-event':
      return { type: parsed.eventType, target: parsed.eventType, url: parsed.url, detail: { message: parsed.message } }
    default:
      return { type: parsed.eventType, target: parsed.eventType, url: parsed.url }
  }
}
