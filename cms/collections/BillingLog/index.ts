import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { jsonField } from '../../fields/jsonField'

export const BILLING_ACTORS = ['staff', 'learner', 'provider', 'system'] as const

/**
 * Every change to a subscription, charge, coupon or redemption, with who made it (docs/plans.md "Staff"):
 * written by the billing collections' hooks, never edited, never deleted through the API.
 */
export const BillingLog: CollectionConfig = {
  slug: 'billing_log',
  admin: { useAsTitle: 'summary', defaultColumns: ['createdAt', 'collectionSlug', 'docId', 'operation', 'actor', 'by'], group: 'Billing' },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'collectionSlug', type: 'text', required: true, index: true },
    { name: 'docId', type: 'text', required: true, index: true },
    { name: 'operation', type: 'select', required: true, options: ['create', 'update', 'delete'].map((v) => ({ label: v, value: v })) },
    { name: 'actor', type: 'select', required: true, options: BILLING_ACTORS.map((v) => ({ label: v, value: v })) },
    { name: 'by', type: 'relationship', relationTo: 'users', admin: { description: 'The signed-in account that made the change (empty for the provider and the system).' } },
    { name: 'summary', type: 'text' },
    jsonField({ name: 'changes', admin: { description: 'Each changed field: [before, after].' } }),
  ],
}
