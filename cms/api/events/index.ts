import type { Endpoint } from 'payload'
import { recordEvent } from './recordEvent'

/** The site's events under /api/application_events (docs/learner-api.md "Events"). */
export const applicationEventsEventEndpoints: Endpoint[] = [recordEvent]
