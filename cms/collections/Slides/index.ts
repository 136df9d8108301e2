import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, planTypeField, slugField } from '../../fields/common'
import { entitledToPageFiles } from '../Pages/access/pageFields'
import { codeField } from '../../fields/codeField'
import { SLIDE_IMAGE_SIZES, slideImageSize } from './slideImageSize'
import { forgetSlideDeckBeforeDelete, indexSlideDeckAfterChange } from '../../slides/indexSlideDeck'
import { slidesEndpoints } from '../../api'
import { curriculumPreview } from '../../admin/sitePreviewUrl'

export { SLIDE_IMAGE_SIZES } from './slideImageSize'

/**
 * A slide deck of a lesson, shown before its exercises and in the slide library. Each slide is an image
 * or Markdown text with optional code and video. The slides of a paid deck follow the same entitlement
 * rule as a paid page's files.
 */
export const Slides: CollectionConfig = {
  slug: 'slides',
  admin: { useAsTitle: 'title', preview: curriculumPreview('slide'), defaultColumns: ['title', 'lesson', 'version', 'planType'], group: 'Curriculum' },
  access: contentAccess,
  hooks: {
    ...publishSiteHooks,
    afterChange: [...publishSiteHooks.afterChange, indexSlideDeckAfterChange],
    beforeDelete: [forgetSlideDeckBeforeDelete],
  },
  // The slide library's learner calls (cms/api/slides); Payload's own REST stays for the admin.
  endpoints: slidesEndpoints,
  fields: [
    slugField(),
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true, index: true },
    localizedTitle(),
    {
      name: 'version',
      type: 'select',
      required: true,
      defaultValue: 'v3',
      options: Object.entries(SLIDE_IMAGE_SIZES).map(([value, [w, h]]) => ({ label: `${value} (${w}x${h})`, value })),
    },
    planTypeField,
    {
      name: 'items',
      type: 'array',
      localized: true,
      access: { read: entitledToPageFiles },
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media', validate: slideImageSize, admin: { description: 'At the deck version’s original size: v1 1960x1200, v2 1960x1488, v3 1824x1380.' } },
        codeField({ name: 'body', admin: { language: 'markdown', description: 'Markdown, used when there is no image.' } }),
        codeField({ name: 'code', admin: { language: 'plaintext' } }),
        { name: 'videoUrl', type: 'text' },
      ],
    },
  ],
}
