import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'

/**
 * The payment provider's webhook events already handled (docs/plans.md "Webhooks"): an event id is stored
 * once, in the same transaction as its effect, so a repeated delivery changes nothing.
 */
export const BillingEvents: CollectionConfig = {
  slug: 'billing_events',
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'createdAt'], group: 'Billing' },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'provider', type: 'text', required: true, defaultValue: 'STRIPE' },
  ],
}
