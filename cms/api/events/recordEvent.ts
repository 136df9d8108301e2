import { z } from 'zod'
import { camelizeKeys } from '../conventions/caseKeys'
import { LearnerApiError, learnerEndpoint } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'
import { isAllowedClickTarget } from '../../collections/ApplicationEvents/clickTargets'

const text = (max: number) => z.string().max(max)
const event = z.discriminatedUnion('eventType', [
  z.object({ eventType: z.literal('click'), target: text(100).refine(isAllowedClickTarget), url: text(2048).optional() }).strict(),
  z.object({ eventType: z.literal('page_view'), path: text(2048), search: text(2048).optional(), hash: text(500).optional(), experiments: z.record(z.string(), z.string()).optional() }).strict(),
  z.object({ eventType: z.enum(['dashboard_next_item_for_web_dev_intro_path_details_viewed', 'dashboard_next_item_for_web_dev_intro_resumed']), url: text(2048).optional() }).strict(),
  z.object({ eventType: z.literal('debug-event'), message: text(500), url: text(2048).optional() }).strict(),
])

/**
 * POST /api/application_events {event: {snake_cased keys}} (core.md §7 "Events and logs"): the site's clicks
 * and page views, stored for staff with the signed-in user if any. Answers 204; an event outside the
 * allow-list is refused with the errors object and nothing stored.
 */
export const recordEvent = learnerEndpoint('post', '/', async ({ req, user, body, locale }) => {
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
