import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { orderField, slugField } from '../../fields/common'

export const FaqCategories: CollectionConfig = {
  slug: 'faq_categories',
  admin: { useAsTitle: 'name', group: 'Site' },
  access: contentAccess,
  defaultSort: 'order',
  fields: [slugField(), { name: 'name', type: 'text', localized: true, required: true }, orderField()],
}
