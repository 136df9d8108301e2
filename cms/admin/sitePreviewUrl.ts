import type { CollectionAdminOptions } from 'payload'

type PreviewFn = NonNullable<CollectionAdminOptions['preview']>

/**
 * The admin's Preview button: opens the draft preview of the site (server/sitePreviewRoutes.ts) at the page
 * that shows this document, in the locale being edited. `target` names the page from the document.
 */
export const sitePreview =
  (target: (doc: Record<string, unknown>) => { path: string } | { document: string }): PreviewFn =>
  (doc, { locale }) => {
    const query = new URLSearchParams({ locale: String(locale ?? 'ja'), ...target(doc) })
    return `/preview/enter?${query}`
  }

/**
 * Preview for the curriculum (pages, chapters, lessons, slides, courses): the server finds the page that shows
 * the document (server/curriculumPreviewPath.ts), since its address depends on its lesson and chapter.
 */
export const curriculumPreview =
  (kind: 'page' | 'chapter' | 'lesson' | 'slide' | 'course'): PreviewFn =>
  (doc, { locale }) =>
    doc?.id ? `/preview/enter?${new URLSearchParams({ locale: String(locale ?? 'ja'), [kind]: String(doc.id) })}` : null
