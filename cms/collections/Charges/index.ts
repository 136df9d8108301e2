import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { billingLogHooks } from '../BillingLog/logBillingChange'

/**
 * One payment (docs/plans.md "Charges"): the billing tab's payment list, with a receipt in the learner's
 * receipt name. Written from the provider's paid invoices (one per invoice, so a repeated webhook adds none).
 */
export const Charges: CollectionConfig = {
  slug: 'charges',
  admin: { useAsTitle: 'summary', defaultColumns: ['billedAt', 'user', 'summary', 'amount', 'currency'], group: 'Billing' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: billingLogHooks,
  defaultSort: '-billedAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'company', type: 'relationship', relationTo: 'companies', index: true },
    { name: 'subscription', type: 'relationship', relationTo: 'subscriptions', index: true },
    { name: 'billedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'summary', type: 'text', required: true },
    { type: 'row', fields: [{ name: 'periodStart', type: 'date' }, { name: 'periodEnd', type: 'date' }] },
    { type: 'row', fields: [{ name: 'amount', type: 'number', required: true, admin: { description: 'In whole currency units (yen, dollars).' } }, { name: 'currency', type: 'text', required: true, maxLength: 3 }] },
    { name: 'receiptUrl', type: 'text', admin: { description: "The provider's receipt, when it keeps one." } },
    { name: 'partiallyRefunded', type: 'checkbox', defaultValue: false },
    { name: 'providerUrl', type: 'text', admin: { description: "The payment in the provider's dashboard." } },
    { name: 'providerInvoiceId', type: 'text', unique: true, index: true },
  ],
}
