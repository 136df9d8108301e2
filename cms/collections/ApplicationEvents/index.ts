import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { applicationEventsEndpoints } from '../../api'
import { jsonField } from '../../fields/jsonField'

/** Event types of the site's reports (docs/learner-api.md "Events"), plus the workspace's own tracked actions. */
export const APPLICATION_EVENT_TYPES = [
  'debug-event',
  'click',
  'page_view',
  'dashboard_next_item_for_web_dev_intro_path_details_viewed',
  'dashboard_next_item_for_web_dev_intro_resumed',
  'solutions',
  'survey',
] as const

/**
 * Analytics events (hint opened/closed, answer viewed, survey answers, clicks, page views). Written by the
 * server on the learner's behalf (the workspace socket, POST /api/application_events) and read by staff only.
 */
export const ApplicationEvents: CollectionConfig = {
  slug: 'application_events',
  admin: { useAsTitle: 'target', defaultColumns: ['type', 'target', 'user', 'page', 'createdAt'], group: 'People' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  // The site reports its events through this learner call, not Payload's create (which stays staff-only).
  endpoints: applicationEventsEndpoints,
  // The analytics view counts one type over a span of days (cms/telemetry/eventStats.ts).
  indexes: [{ fields: ['type', 'createdAt'] }],
  fields: [
    { name: 'type', type: 'select', required: true, index: true, options: APPLICATION_EVENT_TYPES.map((v) => ({ label: v, value: v })) },
    { name: 'target', type: 'text', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'page', type: 'relationship', relationTo: 'pages' },
    { name: 'url', type: 'text' },
    jsonField({ name: 'detail' }),
  ],
}
