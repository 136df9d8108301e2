import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Before a team is deleted (docs/teams.md "Rights"): its memberships, invitations and lesson counts go with it. Its
 * subscriptions and charges stay for the books, with the company cleared; the team call that deletes a
 * team cancels its subscription at the provider first.
 */
export const removeTeamData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['companies_users', 'company_invitations'] as const) {
    await req.payload.delete({ collection, where: { company: { equals: id } }, overrideAccess: true, req })
  }
  // Each membership's delete takes its lessons out of the counts; whatever is left (counts kept by hand) goes too.
  await req.payload.delete({ collection: 'team_lesson_counts', where: { company: { equals: id } }, overrideAccess: true, req })
}
