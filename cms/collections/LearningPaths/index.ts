import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, slugField } from '../../fields/common'

export const PATH_LOCK_TYPES = ['suspended', 'newToThisPath', 'newToAllPath', 'onMobileScreenSize'] as const

/** A learning path (/paths/{slug}): ordered steps of lessons and documents, with checkpoints. */
export const LearningPaths: CollectionConfig = {
  slug: 'learning_paths',
  admin: { useAsTitle: 'title', group: 'Curriculum' },
  access: contentAccess,
  hooks: publishSiteHooks,
  fields: [
    slugField(),
    localizedTitle(),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'finalNote', type: 'richText', localized: true },
    {
      name: 'steps',
      type: 'array',
      fields: [
        { name: 'contentType', type: 'select', required: true, options: ['lesson', 'document'] },
        { name: 'lesson', type: 'relationship', relationTo: 'lessons', admin: { condition: (_, s) => s?.contentType === 'lesson' } },
        { name: 'document', type: 'relationship', relationTo: 'documents', admin: { condition: (_, s) => s?.contentType === 'document' } },
        { name: 'isCheckpoint', type: 'checkbox', defaultValue: false },
        { name: 'lockType', type: 'select', options: PATH_LOCK_TYPES.map((v) => ({ label: v, value: v })) },
      ],
    },
  ],
}
