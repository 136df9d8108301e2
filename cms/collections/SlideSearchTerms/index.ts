import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'

/**
 * The slide library's search index, kept by the slide decks' hooks (cms/slides/indexSlideDeck.ts), never
 * written by hand: per deck and locale, one `text` row per distinct term of its title and slides
 * (cms/slides/searchTerms.ts) and one `title` row holding the whole normalised title for suggestions. Prefix
 * lookups are index range scans on (locale, kind, term), so search stays fast with 100,000 decks on both SQL
 * databases without extensions; (slide, locale, kind, term) answers "does this deck have a term" cheaply.
 */
export const SlideSearchTerms: CollectionConfig = {
  slug: 'slide_search_terms',
  admin: { hidden: true },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  timestamps: false,
  indexes: [{ fields: ['locale', 'kind', 'term', 'slide'] }, { fields: ['slide', 'locale', 'kind', 'term'] }],
  fields: [
    { name: 'slide', type: 'relationship', relationTo: 'slides', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true, admin: { description: 'text: one term of the title and slides; title: the whole normalised title.' } },
    { name: 'term', type: 'text', required: true },
  ],
}
