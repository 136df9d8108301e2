import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../../access/collection'
import { dataDir } from '@domain/repoPaths'

/**
 * Profile images, already squared and resized by PUT /api/settings/update_image (cms/api/account/profileImage.ts).
 * Anyone may see them (they show in rankings and headers); only the server writes them.
 */
export const Avatars: CollectionConfig = {
  slug: 'avatars',
  admin: { group: 'People' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: { staticDir: path.join(dataDir, 'avatars'), mimeTypes: ['image/webp'] },
  fields: [{ name: 'user', type: 'relationship', relationTo: 'users', index: true }],
}
