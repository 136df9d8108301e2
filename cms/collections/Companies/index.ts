import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { membersOrStaff } from './access/membersOrStaff'

/**
 * Teams and companies (docs/site.md "Teams"). Membership is the user's `companies` field, set by staff
 * (and later by invitations); the header lists a member's companies, linking to /companies/{id}.
 */
export const Companies: CollectionConfig = {
  slug: 'companies',
  admin: { useAsTitle: 'name', group: 'People' },
  access: { read: membersOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
