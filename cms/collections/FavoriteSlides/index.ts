import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrOwner } from '../../access/collection'
import { favoriteSlidesEndpoints } from '../../api'

/**
 * A learner's favourite slide deck (the slide library's favourites tab). One row per user and deck. The learner
 * calls are the `/api/favorite_slides` resource (cms/api/slides, docs/learner-api.md), which check the deck and write the
 * caller's own row; Payload's own writes are staff-only, so they are the only way in (docs/access-rules.md).
 */
export const FavoriteSlides: CollectionConfig = {
  slug: 'favorite_slides',
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'slide', 'createdAt'], group: 'People' },
  access: { read: staffOrOwner, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['user', 'slide'], unique: true }],
  endpoints: favoriteSlidesEndpoints,
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'slide', type: 'relationship', relationTo: 'slides', required: true, index: true },
  ],
}
