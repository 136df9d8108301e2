import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'

/**
 * How many members of a team completed each lesson (docs/teams.md "Dashboard"): kept by cms/teams/teamLessonCounts.ts
 * whenever a completion or a membership comes or goes, so the progress tab reads one row per lesson instead of
 * counting every member's completions. Server-owned: staff may read it, nobody writes it through Payload's routes.
 */
export const TeamLessonCounts: CollectionConfig = {
  slug: 'team_lesson_counts',
  admin: { useAsTitle: 'id', defaultColumns: ['company', 'lesson', 'members'], group: 'People', hidden: true },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['company', 'lesson'], unique: true }],
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true },
    { name: 'members', type: 'number', required: true, defaultValue: 0 },
  ],
}
