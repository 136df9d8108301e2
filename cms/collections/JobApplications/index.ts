import type { CollectionConfig } from 'payload'
import { LOCALES } from '@domain/i18n/locales'
import { anyone, staffOnly } from '../../access/collection'
import { onlyOpenPositions } from './hooks/onlyOpenPositions'

/**
 * Applications sent from /about/careers/{slug}. Anyone may apply (create); only staff read, answer or delete
 * them. Payload validates the fields, so a bad request stores nothing.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job_applications',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'opening', 'createdAt'], group: 'People' },
  access: { create: anyone, read: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeValidate: [onlyOpenPositions] },
  fields: [
    {
      name: 'opening',
      type: 'relationship',
      relationTo: 'job_openings',
      // Checked on create (onlyOpenPositions); not required in the database, so deleting an opening keeps its
      // applications (with openingTitle) instead of being refused.
      admin: { description: 'Empty once the opening itself was deleted; openingTitle still names it.' },
    },
    { name: 'openingTitle', type: 'text', admin: { readOnly: true, description: 'The opening as it was titled when the application came in.' } },
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    {
      name: 'profileUrl',
      type: 'text',
      maxLength: 500,
      validate: (value: unknown) => !value || /^https?:\/\/\S+$/.test(String(value)) || 'Enter a URL starting with http:// or https://.',
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'locale', type: 'select', options: LOCALES.map((v) => ({ label: v, value: v })) },
  ],
}
