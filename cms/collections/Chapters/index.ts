import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, orderField, slugField } from '../../fields/common'
import { curriculumPreview } from '../../admin/sitePreviewUrl'

/** A chapter of a lesson; pages are listed per chapter in the page-list dialog. */
export const Chapters: CollectionConfig = {
  slug: 'chapters',
  admin: { useAsTitle: 'title', components: { beforeList: ['/components/curriculumTree/TreeLink#TreeListLink'] }, preview: curriculumPreview('chapter'), defaultColumns: ['title', 'lesson', 'order'], group: 'Curriculum' },
  access: contentAccess,
  hooks: publishSiteHooks,
  defaultSort: 'order',
  fields: [
    slugField('Unique across lessons: "{lesson slug}.{chapter}" for imported content.'),
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true, index: true },
    orderField(),
    localizedTitle(),
  ],
}
