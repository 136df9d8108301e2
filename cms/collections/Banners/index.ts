import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/content'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle } from '../../fields/common'

/** Announcement banners shown on the site between two dates. */
export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'active', 'startsAt', 'endsAt'], group: 'Site' },
  access: contentAccess,
  hooks: publishSiteHooks,
  fields: [
    localizedTitle(),
    { name: 'body', type: 'textarea', localized: true },
    { name: 'link', type: 'text' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'active', type: 'checkbox', defaultValue: true },
    { name: 'startsAt', type: 'date' },
    { name: 'endsAt', type: 'date' },
  ],
}
