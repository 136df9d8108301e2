import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, slugField } from '../../fields/common'

/** A topic of a project; unitised exercise pages point at it (pages.topic). */
export const Topics: CollectionConfig = {
  slug: 'topics',
  admin: { useAsTitle: 'title', group: 'Curriculum' },
  access: contentAccess,
  hooks: publishSiteHooks,
  defaultSort: 'orderInProject',
  fields: [
    slugField(),
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    localizedTitle(),
    { name: 'isDojo', type: 'checkbox', defaultValue: false },
    { name: 'orderInProject', type: 'number', required: true, min: 0 },
  ],
}
