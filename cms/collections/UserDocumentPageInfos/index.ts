import type { CollectionConfig } from 'payload'
import { userDocumentPageInfosEndpoints } from '../../api'
import { staffOnly, staffOrOwner } from '../../access/collection'

/**
 * A learner's reading of a document that a learning path lists (docs/paths.md "Steps"): opened (reading) or
 * read to the end (finishedAt). Written by the server's learner call only.
 */
export const UserDocumentPageInfos: CollectionConfig = {
  slug: 'user_document_page_infos',
  endpoints: userDocumentPageInfosEndpoints,
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'document', 'finishedAt', 'updatedAt'], group: 'People' },
  access: { read: staffOrOwner, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['user', 'document'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'document', type: 'relationship', relationTo: 'documents', required: true, index: true },
    { name: 'finishedAt', type: 'date' },
  ],
}
