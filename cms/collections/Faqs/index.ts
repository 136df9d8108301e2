import type { CollectionConfig } from 'payload'
import { draftedContentAccess, draftVersions } from '../../access/content'
import { sitePreview } from '../../admin/sitePreviewUrl'
import { publishSiteHooks } from '../../hooks/publishSite'
import { orderField } from '../../fields/common'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'order'], group: 'Site', preview: sitePreview(() => ({ path: '/faqs' })) },
  access: draftedContentAccess,
  versions: draftVersions,
  hooks: publishSiteHooks,
  defaultSort: 'order',
  fields: [
    { name: 'category', type: 'relationship', relationTo: 'faq_categories', required: true, index: true },
    { name: 'question', type: 'text', localized: true, required: true },
    { name: 'answer', type: 'richText', localized: true },
    orderField(),
  ],
}
