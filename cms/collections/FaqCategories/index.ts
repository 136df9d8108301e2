import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { orderField, slugField } from '../../fields/common'

export const FaqCategories: CollectionConfig = {
  slug: 'faq_categories',
  admin: { useAsTitle: 'name', group: 'Site' },
  access: contentAccess,
  hooks: publishSiteHooks,
  defaultSort: 'order',
  fields: [slugField(), { name: 'name', type: 'text', localized: true, required: true }, orderField()],
}
