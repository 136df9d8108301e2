import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { leaveBucketOnDelete, moveBucketOnChange } from './hooks/keepExpBuckets'

/**
 * Exp per user and ranking period, kept up to date as exp is awarded (cms/progress/rankings/recordRankingExp.ts), so a
 * ranking is an index walk over one period's rows, not a sum over cleared pages per request.
 */
export const RankingScores: CollectionConfig = {
  slug: 'ranking_scores',
  admin: { useAsTitle: 'periodKey', defaultColumns: ['periodKey', 'user', 'exp'], group: 'People' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [moveBucketOnChange], afterDelete: [leaveBucketOnDelete] },
  indexes: [
    { fields: ['periodKey', 'exp'] },
    { fields: ['user', 'periodKey'], unique: true },
  ],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'periodKey', type: 'text', required: true, admin: { description: '"day:YYYY-MM-DD", "week:YYYY-MM-DD" (its Monday) or "total", in Japan time.' } },
    { name: 'exp', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
