import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from './collection'

/** Access for curriculum and site content: everyone reads, only staff write. */
export const contentAccess: NonNullable<CollectionConfig['access']> = {
  read: anyone,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}
