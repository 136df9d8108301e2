import type { CollectionConfig } from 'payload'
import { languagesEndpoints } from '../../api'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle } from '../../fields/common'
import { LANGUAGE_NAMES } from '@domain/languageNames'

/** The judged languages a course can be about; `name` is one of the spec's 22 language names. */
export const Languages: CollectionConfig = {
  slug: 'languages',
  endpoints: languagesEndpoints,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'title', 'order'], group: 'Curriculum' },
  access: contentAccess,
  hooks: publishSiteHooks,
  fields: [
    { name: 'name', type: 'select', required: true, unique: true, options: LANGUAGE_NAMES.map((v) => ({ label: v, value: v })) },
    localizedTitle(),
    { name: 'longTitle', type: 'text', localized: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
