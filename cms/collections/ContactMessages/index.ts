import type { CollectionConfig } from 'payload'
import { LOCALES } from '@domain/i18n/locales'
import { anyone, staffOnly } from '../../access/collection'

/**
 * Messages sent from /about/contact. Anyone may send one (create); only staff read, answer or delete them.
 * Payload validates the email format and the required fields, so a bad request stores nothing.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact_messages',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'createdAt'], group: 'People' },
  access: { create: anyone, read: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'locale', type: 'select', options: LOCALES.map((v) => ({ label: v, value: v })) },
  ],
}
