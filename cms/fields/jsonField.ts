import type { JSONField } from 'payload'

/** A JSON field edited with the locally served Monaco (see components/LocalJsonField): no CDN request. */
export const jsonField = (field: Omit<JSONField, 'type'>): JSONField => ({
  ...field,
  type: 'json',
  admin: { ...field.admin, components: { ...field.admin?.components, Field: '/components/LocalJsonField#LocalJsonField' } },
})
