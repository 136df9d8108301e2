import type { CollectionConfig } from 'payload'
import { draftedContentAccess, draftVersions } from '../../access/content'
import { sitePreview } from '../../admin/sitePreviewUrl'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, slugField } from '../../fields/common'

/** News of the company-information site; "all" is a filter on the site, not a category. */
export const NEWS_CATEGORIES = ['press_release', 'event', 'media_coverage', 'others'] as const

export const NewsPosts: CollectionConfig = {
  slug: 'news_posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt'], group: 'Site', preview: sitePreview((doc) => ({ path: `/about/news/${doc.id}` })) },
  access: draftedContentAccess,
  versions: draftVersions,
  hooks: publishSiteHooks,
  defaultSort: '-publishedAt',
  fields: [
    slugField(),
    localizedTitle(),
    { name: 'category', type: 'select', required: true, options: NEWS_CATEGORIES.map((v) => ({ label: v, value: v })) },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
  ],
}
