import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The very first account created through the admin's "create first user" screen (or REST) becomes staff,
 * or nobody could edit content. Local API callers (start-up, scripts, tests) choose roles themselves.
 */
export const firstUserIsStaff: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, roles: ['staff'] } : data
}
