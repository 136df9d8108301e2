import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Before a team is deleted (docs/teams.md "Rights"): its memberships and invitations go with it. Its
 * subscriptions and charges stay for the books, with the company cleared; the team call that deletes a
 * team cancels its subscription at the provider first.
 */
export const removeTeamData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['companies_users', 'company_invitations'] as const) {
    await req.payload.delete({ collection, where: { company: { equals: id } }, overrideAccess: true, req })
  }
}
