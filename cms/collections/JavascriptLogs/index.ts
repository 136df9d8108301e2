import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { javascriptLogsEndpoints } from '../../api'
import { LOG_KINDS, LOG_LIMITS } from '@domain/api/javascriptLogs'

/**
 * The site's JavaScript logs (docs/learner-api.md "JavaScript logs", docs/admin.md "Analytics and JavaScript
 * errors"): written only by the server from POST /api/javascript_logs/{kind}, read by staff only, never edited
 * or deleted through the API. `fingerprint` groups equal messages of one kind for the errors view.
 */
export const JavascriptLogs: CollectionConfig = {
  slug: 'javascript_logs',
  admin: { useAsTitle: 'message', defaultColumns: ['kind', 'type', 'message', 'file', 'line', 'user', 'createdAt'], group: 'People' },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  // The site reports its logs through these learner calls, not Payload's create (which nobody may use).
  endpoints: javascriptLogsEndpoints,
  defaultSort: '-createdAt',
  indexes: [{ fields: ['kind', 'createdAt'] }],
  fields: [
    { name: 'kind', type: 'select', required: true, options: LOG_KINDS.map((v) => ({ label: v, value: v })) },
    { name: 'type', type: 'text', required: true, index: true, maxLength: LOG_LIMITS.type },
    { name: 'level', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true, maxLength: LOG_LIMITS.message },
    { name: 'fingerprint', type: 'text', required: true, index: true, admin: { description: 'Kind and message hashed: the errors view groups by it.' } },
    { name: 'backtrace', type: 'textarea', maxLength: LOG_LIMITS.backtrace },
    { name: 'file', type: 'text', maxLength: LOG_LIMITS.file },
    { name: 'line', type: 'number' },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { description: 'The signed-in account that sent it (the session, not what the page claimed).' } },
    { name: 'trackingId', type: 'text', admin: { description: 'The page load that sent it: logs of one page view share it.' } },
    { name: 'logId', type: 'text', admin: { description: "The log's own id (a UUID the page made)." } },
    { name: 'loggedAt', type: 'date', admin: { description: "When it happened by the browser's clock." } },
  ],
}
