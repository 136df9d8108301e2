import type { CollectionConfig } from 'payload'
import { learningPathsEndpoints } from '../../api'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, orderField, slugField } from '../../fields/common'
import { PATH_LOCK_TYPES } from '@domain/paths/pathLocks'

export { PATH_LOCK_TYPES }

/**
 * A learning path (/paths/{slug}, docs/paths.md): ordered checkpoints of steps, each step a lesson or a
 * document, with an optional lock; a final note (/paths/{slug}/final_note) and the success stories shown beside
 * it. Learners' progress is never stored here: it is computed from their cleared pages (cms/progress/pathProgress.ts).
 */
export const LearningPaths: CollectionConfig = {
  slug: 'learning_paths',
  endpoints: learningPathsEndpoints,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'order'], group: 'Curriculum' },
  access: contentAccess,
  hooks: publishSiteHooks,
  defaultSort: 'order',
  fields: [
    slugField('The {slug} of /paths/{slug}.'),
    localizedTitle(),
    orderField('Position in path lists.'),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'checkpoints',
      type: 'array',
      admin: { description: 'In order. A checkpoint is cleared when all its steps (suspended ones aside) are done.' },
      fields: [
        localizedTitle(),
        {
          name: 'steps',
          type: 'array',
          minRows: 1,
          fields: [
            { name: 'contentType', type: 'select', required: true, defaultValue: 'lesson', options: ['lesson', 'document'] },
            { name: 'lesson', type: 'relationship', relationTo: 'lessons', admin: { condition: (_, s) => s?.contentType !== 'document' } },
            { name: 'document', type: 'relationship', relationTo: 'documents', admin: { condition: (_, s) => s?.contentType === 'document' } },
            {
              name: 'lockType',
              type: 'select',
              options: PATH_LOCK_TYPES.map((v) => ({ label: v, value: v })),
              admin: {
                description:
                  'suspended: hidden from progress and not openable; newToThisPath: opens once the learner starts this path; newToAllPath: once they start any path; onMobileScreenSize: computers only.',
              },
            },
          ],
        },
      ],
    },
    { name: 'finalNote', type: 'richText', localized: true, admin: { description: 'Shown at /paths/{slug}/final_note once the path is completed.' } },
    { name: 'successStories', type: 'relationship', relationTo: 'success_stories', hasMany: true },
  ],
}
