import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, slugField } from '../../fields/common'

/** Countries the spec shows success stories for (learner.md "Success stories"). */
export const STORY_COUNTRIES = ['Japan', 'India', 'Singapore', 'Uganda', 'Rwanda', 'Tunisia', 'Nigeria', 'Zambia', 'Indonesia'] as const

export const SuccessStories: CollectionConfig = {
  slug: 'success_stories',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'personName', 'country'], group: 'Site' },
  access: contentAccess,
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
