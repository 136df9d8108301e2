import type { CollectionBeforeChangeHook } from 'payload'

/** The very first account (the admin's "create first user" screen) becomes staff, or nobody could edit content. */
export const firstUserIsStaff: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, roles: ['staff'] } : data
}
