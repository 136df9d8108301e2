import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'

export const DELIVERY_KINDS = ['weekly', 'once'] as const
export const DELIVERY_STATUSES = ['claimed', 'sent', 'missed', 'failed'] as const

/**
 * One row per reminder slot the scheduler has taken on (docs/reminders.md "Exactly once"). The unique `key`
 * names the slot (weekly:{user}:{local date}, once:{user}:{due instant}); the scheduler inserts the row before
 * it sends anything, so a second scheduler, or the same one after a restart, finds the slot taken and never
 * sends it again. Server-owned: staff read it, nobody writes it through Payload's routes, learners see nothing.
 */
export const ReminderDeliveries: CollectionConfig = {
  slug: 'reminder_deliveries',
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'user', 'status', 'mailed', 'sentAt'], group: 'People' },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-dueAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true, description: 'The slot: weekly:{user}:{local date} or once:{user}:{due instant}.' } },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, options: DELIVERY_KINDS.map((v) => ({ label: v, value: v })), admin: { readOnly: true } },
    { name: 'dueAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'claimed',
      options: DELIVERY_STATUSES.map((v) => ({ label: v, value: v })),
      admin: { readOnly: true, description: 'claimed: taken, sending (stays so if the process stopped mid-way: never retried); sent; missed: too late to send; failed: see the error.' },
    },
    { name: 'mailed', type: 'checkbox', defaultValue: false, admin: { readOnly: true, description: 'A mail went out (not for learners who turned reminder mail off or have no confirmed address).' } },
    { name: 'notification', type: 'relationship', relationTo: 'notifications', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'error', type: 'text', maxLength: 500, admin: { readOnly: true } },
  ],
}
