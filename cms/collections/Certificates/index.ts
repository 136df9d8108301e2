import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrOwner } from '../../access/collection'
import { CERTIFICATE_ITEM_TYPES } from '@domain/certificates/certificateState'
import { CERTIFICATE_NAME_MAX } from '@domain/certificates/certificateName'
import { LANGUAGE_NAMES } from '@domain/languageNames'
import { jsonField } from '../../fields/jsonField'

/**
 * A certificate of completion (docs/certificates.md): of a learning path or of a language, with the name the
 * learner gave (fixed once submitted) and what it covered when last issued. Issued and reissued by the
 * learner calls only; anyone may verify it by its number at /certificates/{number}.
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  admin: { useAsTitle: 'number', defaultColumns: ['number', 'user', 'itemType', 'name', 'issuedAt'], group: 'People' },
  access: { read: staffOrOwner, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [
    { fields: ['user', 'learningPath'], unique: true },
    { fields: ['user', 'languageName'], unique: true },
  ],
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { description: 'Public: the /certificates/{number} verification page.' } },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'itemType', type: 'select', required: true, options: [...CERTIFICATE_ITEM_TYPES] },
    { name: 'learningPath', type: 'relationship', relationTo: 'learning_paths', admin: { condition: (d) => d?.itemType === 'path' } },
    { name: 'languageName', type: 'select', options: LANGUAGE_NAMES.map((v) => ({ label: v, value: v })), admin: { condition: (d) => d?.itemType === 'language' } },
    {
      name: 'name',
      type: 'text',
      required: true,
      // Counted in characters as the learner sees them (Payload's maxLength counts UTF-16 units: one 𠮷 would be two).
      validate: (value: string | null | undefined) => (value && [...value].length > CERTIFICATE_NAME_MAX ? `At most ${CERTIFICATE_NAME_MAX} characters` : true),
    },
    { name: 'issuedAt', type: 'date', required: true },
    { name: 'reissuedAt', type: 'date' },
    jsonField({ name: 'covered', required: true, admin: { description: 'What it covered when last issued ("lesson:{id}", "document:{id}").' } }),
  ],
}
