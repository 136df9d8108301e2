import type { CodeField } from 'payload'

/** A code field edited with the locally served Monaco (see components/LocalCodeField). */
export const codeField = (field: Omit<CodeField, 'type'>): CodeField => ({
  ...field,
  type: 'code',
  admin: { ...field.admin, components: { ...field.admin?.components, Field: '/components/LocalCodeField#LocalCodeField' } },
})
