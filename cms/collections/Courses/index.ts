import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { languageNameField, localizedTitle, orderField, slugField } from '../../fields/common'
import { codeField } from '../../fields/codeField'
import { curriculumPreview } from '../../admin/sitePreviewUrl'
import { COURSE_TRACKS } from '@domain/site/courseTracks'

/** A course groups the lessons of one language, e.g. /courses/html. */
export const Courses: CollectionConfig = {
  slug: 'courses',
  admin: { useAsTitle: 'title', components: { beforeList: ['/components/curriculumTree/TreeLink#TreeListLink'] }, preview: curriculumPreview('course'), defaultColumns: ['title', 'slug', 'languageName', 'order'], group: 'Curriculum' },
  access: contentAccess,
  hooks: publishSiteHooks,
  defaultSort: 'order',
  fields: [
    slugField('Used in URLs and by the content importer.'),
    languageNameField(),
    localizedTitle(),
    { name: 'description', type: 'textarea', localized: true },
    orderField('Position in course lists; within a track, the recommended order.'),
    {
      name: 'track',
      type: 'select',
      options: COURSE_TRACKS.map((value) => ({ label: value, value })),
      admin: { description: 'The track the courses page lists it under (web, data, back end); none: after the tracks.' },
    },
    codeField({
      name: 'introductionNote',
      localized: true,
      admin: {
        language: 'markdown',
        description: 'Markdown. The course-specific part of /courses/beta/{slug}/introduction-note (what its projects build, what to know first); the page adds how topics and Dojo topics work and where to start.',
      },
    }),
  ],
}
