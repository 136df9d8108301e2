import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { codeFilesField, localizedTitle, orderField, planTypeField, slugField } from '../../fields/common'
import { entitledToPageFiles, staffOnlyRead } from './access/pageFields'
import { deriveLessonFromChapter } from './hooks/deriveLessonFromChapter'
import { JUDGE_TYPES } from '@domain/judgeTypes'
import { codeField } from '../../fields/codeField'
import { jsonField } from '../../fields/jsonField'
import { curriculumPreview } from '../../admin/sitePreviewUrl'


/**
 * An exercise page. Its instructions are public; its starting files only for users entitled to its plan type;
 * its answers, hints and judge definitions only for staff — learners reach those through the judge and the
 * hint/answer flow, which load them server-side.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', components: { beforeList: ['/components/curriculumTree/TreeLink#TreeListLink'] }, preview: curriculumPreview('page'), defaultColumns: ['title', 'lesson', 'chapter', 'order', 'planType'], group: 'Curriculum' },
  access: contentAccess,
  defaultSort: 'order',
  hooks: { beforeValidate: [deriveLessonFromChapter], ...publishSiteHooks },
  fields: [
    slugField('Unique across lessons: "{lesson slug}.{page}" for imported content.'),
    { name: 'chapter', type: 'relationship', relationTo: 'chapters', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', index: true, admin: { readOnly: true, description: 'Copied from the chapter.' } },
    { name: 'topic', type: 'relationship', relationTo: 'topics', index: true, admin: { description: 'Set for unitised project exercises.' } },
    orderField('Page number within the lesson (the {pageNumber} of the exercise URL).'),
    localizedTitle(),
    planTypeField,
    {
      name: 'filetreeType',
      type: 'select',
      required: true,
      defaultValue: 'default',
      // Named in the admin's languages by cms/admin/fieldLabels.ts.
      options: ['default', 'no_filetree'],
    },
    {
      name: 'orderOfEarlierPageRequiringCompletion',
      type: 'number',
      min: 1,
      admin: { description: 'If set, the learner must clear the page with this order before opening this one.' },
    },
    {
      name: 'judgeLanguage',
      type: 'text',
      required: true,
      admin: { description: 'Id of the plugin that runs and judges this page (folder name under plugins/).' },
    },
    codeField({ name: 'instructions', localized: true, admin: { language: 'markdown', description: 'Markdown.' } }),
    codeFilesField('defaultFiles', 'Files the learner starts with.', { read: entitledToPageFiles }),
    codeFilesField('answerFiles', 'The model answer; never sent to learners who are not entitled.', { read: staffOnlyRead }),
    codeFilesField('hiddenFiles', 'Helper files the judge needs (datasets, tests); never shown to learners.', { read: staffOnlyRead }),
    {
      name: 'hints',
      type: 'array',
      localized: true,
      access: { read: staffOnlyRead },
      fields: [codeField({ name: 'body', required: true, admin: { language: 'markdown' } })],
    },
    {
      name: 'judges',
      type: 'array',
      access: { read: staffOnlyRead },
      admin: { description: 'Checks run on submit, in order. `spec` is read by the judge engine named by `type`.' },
      fields: [
        { name: 'type', type: 'select', required: true, options: JUDGE_TYPES.map((v) => ({ label: v, value: v })) },
        jsonField({ name: 'spec', required: true }),
      ],
    },
    {
      // docs/terminal.md "Terminal pages": read by the judge on the server (the learner sees the list in the terminal).
      name: 'terminal',
      type: 'group',
      access: { read: staffOnlyRead },
      admin: { description: 'Terminal pages only (their plugin has a terminal: commandline, git): the shell\'s rules.' },
      fields: [
        {
          name: 'permitted',
          type: 'array',
          admin: { description: 'The commands this page permits: a command and optionally its first words ("ls", "git commit"). Any other command is refused.' },
          fields: [
            { name: 'command', type: 'text', required: true },
            { name: 'once', type: 'checkbox', defaultValue: false, admin: { description: 'Refused once it has run on this page (until a reset).' } },
          ],
        },
        codeField({ name: 'setup', admin: { language: 'shell', description: 'bash run in the fresh home after the starting files are copied (e.g. a repository made ready). Not shown to learners.' } }),
      ],
    },
  ],
}
