import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { languageNameField, localizedTitle, orderField, planTypeField, slugField } from '../../fields/common'
import { copyLanguageFromCourse } from './hooks/copyLanguageFromCourse'
import { curriculumPreview } from '../../admin/sitePreviewUrl'

/** A lesson: /lessons/{languageName}/{category}/{order}; made of chapters, which hold pages. */
export const Lessons: CollectionConfig = {
  slug: 'lessons',
  admin: { useAsTitle: 'title', components: { beforeList: ['/components/curriculumTree/TreeLink#TreeListLink'] }, preview: curriculumPreview('lesson'), defaultColumns: ['title', 'languageName', 'category', 'order', 'planType'], group: 'Curriculum' },
  access: contentAccess,
  defaultSort: 'order',
  indexes: [{ fields: ['languageName', 'category', 'order'], unique: true }],
  hooks: { beforeValidate: [copyLanguageFromCourse], ...publishSiteHooks },
  fields: [
    slugField(),
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    languageNameField({ derived: true }),
    { name: 'category', type: 'text', required: true, defaultValue: 'study', admin: { description: 'e.g. study, dojo, practice' } },
    orderField('Lesson number within the language and category.'),
    localizedTitle(),
    { name: 'description', type: 'textarea', localized: true },
    planTypeField,
  ],
}
