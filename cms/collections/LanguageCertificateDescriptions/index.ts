import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { LANGUAGE_NAMES } from '@domain/languageNames'

/** What a language certificate says it certifies (/{admin}/language_certificate_descriptions; docs/certificates.md). */
export const LanguageCertificateDescriptions: CollectionConfig = {
  slug: 'language_certificate_descriptions',
  admin: { useAsTitle: 'language', group: 'Curriculum' },
  access: contentAccess,
  hooks: publishSiteHooks,
  fields: [
    { name: 'language', type: 'select', required: true, unique: true, options: LANGUAGE_NAMES.map((v) => ({ label: v, value: v })) },
    { name: 'description', type: 'textarea', localized: true, required: true },
  ],
}
