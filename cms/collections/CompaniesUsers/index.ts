import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { countLessonsOnChange, uncountLessonsOnDelete } from './countLessons'

/**
 * Team members (docs/teams.md "Data"): one row per company and user. The only record of membership; written
 * by the team calls (joining, an admin's changes) and by staff, never by a learner through Payload's routes.
 */
export const CompaniesUsers: CollectionConfig = {
  slug: 'companies_users',
  admin: { useAsTitle: 'id', defaultColumns: ['company', 'user', 'paidAccess', 'admin', 'muted'], group: 'People' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [countLessonsOnChange], afterDelete: [uncountLessonsOnDelete] },
  indexes: [{ fields: ['company', 'user'], unique: true }],
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'paidAccess', type: 'checkbox', defaultValue: true, admin: { description: 'Access to paid lessons: off takes the member out of the seat count.' } },
    { name: 'admin', type: 'checkbox', defaultValue: false },
    { name: 'muted', type: 'checkbox', defaultValue: false, admin: { description: 'Hidden from the team timeline.' } },
    { name: 'device', type: 'select', defaultValue: 'web', options: ['web', 'app'] },
    { name: 'localeUserType', type: 'text', maxLength: 8, admin: { description: 'The interface language the member joined in.' } },
  ],
}
