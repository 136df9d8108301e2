import type { CollectionConfig } from 'payload'
import { publishSiteAfterChange } from '../hooks/publishSite'

const STATUS = '/components/PublishingStatus#PublishingStatus'

/**
 * Every collection the static site is built from (the ones with the publishing hook) shows, beside its Save
 * button, when the saved document is live on the site (docs/admin.md "Publishing status").
 */
export function withPublishingStatus(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    if (!collection.hooks?.afterChange?.includes(publishSiteAfterChange)) return collection
    const edit = collection.admin?.components?.edit ?? {}
    return {
      ...collection,
      admin: {
        ...collection.admin,
        components: { ...collection.admin?.components, edit: { ...edit, beforeDocumentControls: [...(edit.beforeDocumentControls ?? []), STATUS] } },
      },
    }
  })
}
