import type { CollectionConfig } from 'payload'
import { draftedContentAccess, draftVersions } from '../../access/content'
import { sitePreview } from '../../admin/sitePreviewUrl'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, slugField } from '../../fields/common'

/** Countries success stories name (docs/site.md "Success stories"). */
export const STORY_COUNTRIES = ['Japan', 'India', 'Singapore', 'Uganda', 'Rwanda', 'Tunisia', 'Nigeria', 'Zambia', 'Indonesia'] as const

export const SuccessStories: CollectionConfig = {
  slug: 'success_stories',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'personName', 'country'], group: 'Site', preview: sitePreview((doc) => ({ path: `/success_stories/${doc.slug}` })) },
  access: draftedContentAccess,
  versions: draftVersions,
  hooks: publishSiteHooks,
  defaultSort: '-publishedAt',
  fields: [
    slugField(),
    localizedTitle(),
    { name: 'personName', type: 'text', required: true },
    { name: 'country', type: 'select', required: true, options: STORY_COUNTRIES.map((v) => ({ label: v, value: v })) },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'publishedAt', type: 'date' },
    { name: 'body', type: 'richText', localized: true },
  ],
}
