import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { countCompletionOnChange, uncountCompletionOnDelete } from './countForTeams'

/**
 * When a learner completed a lesson (its last page cleared; cms/progress/recordLessonCompletion.ts): the team
 * timeline's items and the team progress counts (docs/teams.md "Dashboard"). Written only by the server.
 */
export const LessonCompletions: CollectionConfig = {
  slug: 'lesson_completions',
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'lesson', 'completedAt'], group: 'People' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [countCompletionOnChange], afterDelete: [uncountCompletionOnDelete] },
  indexes: [
    { fields: ['user', 'lesson'], unique: true },
    { fields: ['completedAt'] },
  ],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true, index: true },
    { name: 'completedAt', type: 'date', required: true },
  ],
}
