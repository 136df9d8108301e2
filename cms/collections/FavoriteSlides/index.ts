import type { CollectionConfig } from 'payload'
import { signedIn, staffOrOwner } from '../../access/collection'
import { ownedByRequester } from '../UserPageInfos/hooks/ownedByRequester'
import { addFavoriteSlide, listFavoriteSlides, removeFavoriteSlide } from '../../slides/favoriteSlidesEndpoints'

/**
 * A learner's favourite slide deck (the slide library's favourites tab). One row per user and deck; a learner
 * reads, creates and deletes only their own, whatever user they name. The learner calls are the
 * `/api/favorite_slides` resource (core.md §7 spells it so); Payload's own REST stays for the admin.
 */
export const FavoriteSlides: CollectionConfig = {
  slug: 'favorite_slides',
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'slide', 'createdAt'], group: 'People' },
  access: { read: staffOrOwner, create: signedIn, update: () => false, delete: staffOrOwner },
  indexes: [{ fields: ['user', 'slide'], unique: true }],
  hooks: { beforeValidate: [ownedByRequester] },
  endpoints: [listFavoriteSlides, addFavoriteSlide, removeFavoriteSlide],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'slide', type: 'relationship', relationTo: 'slides', required: true, index: true },
  ],
}
