import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'

/**
 * How many users of a ranking period hold each exp value, kept beside ranking_scores by recordRankingExp, so a
 * learner's own rank is 1 + the users in the buckets above theirs: a sum over a few thousand distinct exp
 * values instead of a count over up to every user.
 */
export const RankingExpBuckets: CollectionConfig = {
  slug: 'ranking_exp_buckets',
  admin: { useAsTitle: 'periodKey', defaultColumns: ['periodKey', 'exp', 'users'], group: 'People', hidden: true },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['periodKey', 'exp'], unique: true }],
  fields: [
    { name: 'periodKey', type: 'text', required: true },
    { name: 'exp', type: 'number', required: true },
    { name: 'users', type: 'number', required: true, defaultValue: 0 },
  ],
}
