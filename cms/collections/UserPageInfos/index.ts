import type { CollectionConfig } from 'payload'
import { staffOnly, staffOnlyField, staffOrOwner } from '../../access/collection'
import { codeFilesField } from '../../fields/common'
import { deriveLessonFromPage } from './hooks/deriveLessonFromPage'

/**
 * A learner's state on one page: saved code, completion and whether they looked at the answer.
 * Every row is written by the server (the workspace socket saves code, the judge completion, the answer flow
 * the answer flag): Payload's create, update and delete are staff-only, so a learner cannot forge progress by
 * writing a row or re-pointing its page (docs/access-rules.md). Learners read their own rows.
 */
export const UserPageInfos: CollectionConfig = {
  slug: 'user_page_infos',
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'page', 'completed', 'answerFlag', 'updatedAt'], group: 'People' },
  access: { read: staffOrOwner, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['user', 'page'], unique: true }],
  hooks: { beforeValidate: [deriveLessonFromPage] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'page', type: 'relationship', relationTo: 'pages', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', index: true, admin: { readOnly: true } },
    { name: 'completed', type: 'checkbox', defaultValue: false, access: { create: staffOnlyField, update: staffOnlyField } },
    { name: 'completedAt', type: 'date', access: { create: staffOnlyField, update: staffOnlyField } },
    { name: 'answerFlag', type: 'checkbox', defaultValue: false, access: { create: staffOnlyField, update: staffOnlyField } },
    codeFilesField('files', 'The learner’s saved code for this page (autosaved by the workspace).'),
  ],
}
