import { z } from 'zod'
import { isAllowedClickTarget } from './clickTargets'

/** The site's analytics events (docs/learner-api.md "Events"). */

/** POST /api/application_events: one event, its keys snake_cased (event_type, target, url, …). */
export interface EventRequest {
  event: { event_type: string; [key: string]: unknown }
}

const text = (max: number) => z.string().max(max)

/** The events the server accepts (read camelCased); anything else is refused and nothing stored. */
export const event = z.discriminatedUnion('eventType', [
  z.object({ eventType: z.literal('click'), target: text(100).refine(isAllowedClickTarget), url: text(2048).optional() }).strict(),
  z.object({ eventType: z.literal('page_view'), path: text(2048), search: text(2048).optional(), hash: text(500).optional(), experiments: z.record(text(100), text(100)).refine((e) => Object.keys(e).length <= 20).optional() }).strict(),
  z.object({ eventType: z.enum(['dashboard_next_item_for_web_dev_intro_path_details_viewed', 'dashboard_next_item_for_web_dev_intro_resumed']), url: text(2048).optional() }).strict(),
  z.object({ eventType: z.literal('debug-event'), message: text(500), url: text(2048).optional() }).strict(),
])

export type Event = z.infer<typeof event>
