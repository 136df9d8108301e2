import type { CollectionConfig } from 'payload'
import { draftedContentAccess, draftVersions } from '../../access/content'
import { sitePreview } from '../../admin/sitePreviewUrl'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, slugField } from '../../fields/common'

/** Long-form documents served at /docs/{slug} (guides, legal texts such as policy and privacy_policy). */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { useAsTitle: 'title', group: 'Site', preview: sitePreview((doc) => ({ document: String(doc.slug) })) },
  access: draftedContentAccess,
  versions: draftVersions,
  hooks: publishSiteHooks,
  fields: [slugField('The {slug} of /docs/{slug}.'), localizedTitle(), { name: 'body', type: 'richText', localized: true }],
}
