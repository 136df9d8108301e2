import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrOwner } from '../../access/collection'

/** docs/site.md "Notifications": the categories a notification belongs to; account support cannot be turned off. */
export const NOTIFICATION_CATEGORIES = ['product_updates', 'tips_and_tricks', 'promotions_and_surveys', 'reminders_and_others', 'others', 'account_support'] as const

/**
 * A message to one learner, shown in the header's notification menu (docs/site.md "Notifications": id, link,
 * body, updatedAt, unread). Staff and the platform write them; each learner reads only their own. Unread is
 * derived: newer than the user's readNotificationsAt.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'body', defaultColumns: ['user', 'category', 'body', 'updatedAt'], group: 'People' },
  access: { read: staffOrOwner, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'category', type: 'select', required: true, defaultValue: 'others', options: NOTIFICATION_CATEGORIES.map((v) => ({ label: v, value: v })) },
    { name: 'body', type: 'textarea', required: true, maxLength: 1000 },
    {
      name: 'link',
      type: 'text',
      maxLength: 2048,
      admin: { description: 'A path on this site (/courses/html, say); leave empty for none.' },
      validate: (value: unknown) => !value || /^\/(?!\/)\S*$/.test(String(value)) || 'A path on this site, starting with one slash.',
    },
  ],
}
