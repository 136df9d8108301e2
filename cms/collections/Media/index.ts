import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { dataDir } from '@domain/repoPaths'
import { entitledMedia } from './access/entitledMedia'

/**
 * Uploaded images (slides, stories, banners); resized with sharp into the sizes the site uses. The images of
 * paid decks are read (listed and downloaded) only by users entitled to them (access/entitledMedia.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Site' },
  access: { ...contentAccess, read: entitledMedia },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'video/mp4'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'slide', width: 1280 },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
