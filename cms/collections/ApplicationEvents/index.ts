import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'

/** Event types from core.md §7 "Events and logs", plus the workspace's own tracked actions. */
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
 * Analytics events (hint opened/closed, answer viewed, survey answers, clicks). Written by the server on the
 * learner's behalf (the workspace socket) and read by staff only; learners never read or edit them.
 */
export const ApplicationEvents: CollectionConfig = {
  slug: 'application_events',
  admin: { useAsTitle: 'target', defaultColumns: ['type', 'target', 'user', 'page', 'createdAt'], group: 'People' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'type', type: 'select', required: true, index: true, options: APPLICATION_EVENT_TYPES.map((v) => ({ label: v, value: v })) },
    { name: 'target', type: 'text', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'page', type: 'relationship', relationTo: 'pages' },
    { name: 'url', type: 'text' },
    { name: 'detail', type: 'json' },
  ],
}
