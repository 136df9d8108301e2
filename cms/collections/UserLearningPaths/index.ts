import type { CollectionConfig } from 'payload'
import { userLearningPathsEndpoints } from '../../api'
import { staffOnly, staffOrOwner } from '../../access/collection'

export const USER_PATH_STATUSES = ['active', 'paused'] as const

/**
 * A learner's start of a learning path (docs/paths.md "Starting and pausing"): one active path at a time;
 * starting another pauses it, starting it again resumes it. Written by the server's learner calls only.
 */
export const UserLearningPaths: CollectionConfig = {
  slug: 'user_learning_paths',
  endpoints: userLearningPathsEndpoints,
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'learningPath', 'status', 'updatedAt'], group: 'People' },
  access: { read: staffOrOwner, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['user', 'learningPath'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'learningPath', type: 'relationship', relationTo: 'learning_paths', required: true, index: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'active', options: [...USER_PATH_STATUSES] },
    { name: 'startedAt', type: 'date', required: true },
    { name: 'pausedAt', type: 'date' },
    { name: 'completionSeenAt', type: 'date', admin: { description: 'When the congratulations were shown (once).' } },
  ],
}
