import { eventRoutes } from '@domain/api/routes'
import { camelizeKeys } from '../conventions/caseKeys'
import { LearnerApiError, learnerEndpoint } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'
import { event } from '@domain/api/events'

/**
 * POST /api/application_events {event: {snake_cased keys}} (docs/learner-api.md "Events"): the site's clicks
 * and page views, stored for staff with the signed-in user if any. Answers 204; an event outside the
 * allow-list is refused with the errors object and nothing stored.
 */
export const recordEvent = learnerEndpoint(eventRoutes.record, async ({ req, user, body, locale }) => {
  const parsed = event.safeParse(camelizeKeys(body.event ?? {}))
  if (!parsed.success) throw new LearnerApiError(422, { event: [t(locale, 'api.fieldProblem')] })
  const { eventType, ...detail } = parsed.data
  const target = eventType === 'click' ? parsed.data.target : eventType === 'page_view' ? parsed.data.path : eventType
  const url = 'url' in detail ? detail.url : undefined
  await req.payload.create({
    collection: 'application_events',
    data: { type: eventType, target, user: user?.id, url, detail },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return null
})
