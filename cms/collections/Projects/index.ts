import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, orderField, slugField } from '../../fields/common'

/** A project of a course (/courses/beta/{course}/projects/{project}); its topics hold unitised exercises. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: { useAsTitle: 'title', group: 'Curriculum' },
  access: contentAccess,
  hooks: publishSiteHooks,
  defaultSort: 'order',
  fields: [
    slugField(),
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    localizedTitle(),
    { name: 'description', type: 'textarea', localized: true },
    orderField(),
  ],
}
