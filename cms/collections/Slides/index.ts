import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, planTypeField, slugField } from '../../fields/common'
import { entitledToPageFiles } from '../Pages/access/pageFields'
import { codeField } from '../../fields/codeField'
import { forgetSlideDeckBeforeDelete, indexSlideDeckAfterChange } from '../../slides/indexSlideDeck'
import { librarySearch, loadSlides, searchSuggestions } from '../../slides/slidesEndpoints'

/** Original image sizes per deck version (core.md §9); staff upload slide images at these sizes. */
export const SLIDE_IMAGE_SIZES = { v1: [1960, 1200], v2: [1960, 1488], v3: [1824, 1380] } as const

/**
 * A slide deck of a lesson, shown before its exercises and in the slide library. Each slide is an image
 * or Markdown text with optional code and video. The slides of a paid deck follow the same entitlement
 * rule as a paid page's files.
 */
export const Slides: CollectionConfig = {
  slug: 'slides',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'lesson', 'version', 'planType'], group: 'Curriculum' },
  access: contentAccess,
  hooks: {
    ...publishSiteHooks,
    afterChange: [...publishSiteHooks.afterChange, indexSlideDeckAfterChange],
    beforeDelete: [forgetSlideDeckBeforeDelete],
  },
  // The slide library's learner calls (cms/slides); Payload's own REST stays for the admin.
  endpoints: [librarySearch, loadSlides, searchSuggestions],
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
      labels: { singular: 'Slide', plural: 'Slides' },
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'At the deck version’s original size.' } },
        codeField({ name: 'body', admin: { language: 'markdown', description: 'Markdown, used when there is no image.' } }),
        codeField({ name: 'code', admin: { language: 'plaintext' } }),
        { name: 'videoUrl', type: 'text' },
      ],
    },
  ],
}
