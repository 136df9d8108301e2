import type { CollectionConfig } from 'payload'
import { signedIn, staffOnly, staffOnlyField, staffOrOwner } from '../../access/collection'
import { codeFilesField } from '../../fields/common'
import { ownedByRequester } from './hooks/ownedByRequester'
import { deriveLessonFromPage } from './hooks/deriveLessonFromPage'

/**
 * A learner's state on one page: saved code, completion and whether they looked at the answer.
 * Completion and answerFlag are written by the server (judge, answer flow), never by the learner's requests.
 */
export const UserPageInfos: CollectionConfig = {
  slug: 'user_page_infos',
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'page', 'completed', 'answerFlag', 'updatedAt'], group: 'People' },
  access: { read: staffOrOwner, create: signedIn, update: staffOrOwner, delete: staffOnly },
  indexes: [{ fields: ['user', 'page'], unique: true }],
  hooks: { beforeValidate: [ownedByRequester, deriveLessonFromPage] },
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
