import { eventRoutes } from '@domain/api/routes'
import { learnerCall } from './api'

/**
 * Reports a click to POST /api/application_events (docs/site.md "Events and logs"): keepalive, so it still goes out when the click
 * navigates away; the answer is not read and a failure never gets in the learner's way.
 */
export function trackClick(target: string) {
  void learnerCall(eventRoutes.record, { body: { event: { event_type: 'click', target, url: window.location.pathname } } }, { keepalive: true }).catch(() => {})
}
