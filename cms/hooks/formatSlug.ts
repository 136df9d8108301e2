import type { FieldHook } from 'payload'

/** Lower-case, trims and turns spaces into hyphens so staff cannot save a slug that breaks a URL. */
export const formatSlug: FieldHook = ({ value }) =>
  typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/\s+/g, '-')
        .replace(/[^a-z0-9._-]/g, '')
    : value
