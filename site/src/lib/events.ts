import { eventRoutes } from '@domain/api/routes'
import type { EventRequest } from '@domain/api/events'
import { learnerCall } from './api'

/**
 * Reports an event to POST /api/application_events (docs/site.md "Events and logs"): keepalive, so it still
 * goes out when a click navigates away; the answer is not read and a failure never gets in the learner's way.
 */
export function sendEvent(event: EventRequest['event']) {
  void learnerCall(eventRoutes.record, { body: { event } }, { keepalive: true }).catch(() => {})
}

/** A click on an allow-listed target (domain/api/clickTargets.ts), with the page it happened on. */
export const trackClick = (target: string) => sendEvent({ event_type: 'click', target, url: window.location.pathname })

/** This page's view: its address and the experiments the page embeds on <html data-experiments> (docs/site.md "Events and logs"). */
export function trackPageView() {
  const { pathname, search, hash } = window.location
  sendEvent({ event_type: 'page_view', path: pathname, search, hash, experiments: embeddedExperiments() })
}

function embeddedExperiments(): Record<string, string> {
  try {
    const experiments: unknown = JSON.parse(document.documentElement.dataset.experiments || '{}')
    return experiments && typeof experiments === 'object' ? (experiments as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/**
 * Every element with data-track-click="{target}" reports its clicks, on any page and in any island, through one
 * listener on the document: pages mark their allow-listed buttons and links instead of wiring each one.
 */
export function trackMarkedClicks() {
  document.addEventListener('click', (e) => {
    const marked = (e.target as Element | null)?.closest?.<HTMLElement>('[data-track-click]')
    if (marked?.dataset.trackClick) trackClick(marked.dataset.trackClick)
  })
}
