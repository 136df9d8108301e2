import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'

/**
 * Emailed team invitations (docs/teams.md "Invitations"): the token itself is only in the mail; the row keeps
 * its digest. Pending ones hold a seat until they are taken up.
 */
export const CompanyInvitations: CollectionConfig = {
  slug: 'company_invitations',
  admin: { useAsTitle: 'email', defaultColumns: ['company', 'email', 'acceptedAt', 'createdAt'], group: 'People' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['company', 'email'], unique: true }],
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'tokenDigest', type: 'text', required: true, index: true, hidden: true },
    { name: 'admin', type: 'checkbox', defaultValue: false, admin: { description: 'Joins as an admin (a CSV row with the role admin).' } },
    { name: 'invitedBy', type: 'relationship', relationTo: 'users' },
    { name: 'acceptedAt', type: 'date', index: true },
  ],
}
