import type { CollectionBeforeDeleteHook } from 'payload'

/** Collections whose rows belong to one user and mean nothing without them. */
const OWNED = ['user_page_infos', 'favorite_slides', 'reminder_deliveries', 'notifications', 'avatars', 'ranking_scores', 'companies_users', 'lesson_completions'] as const

/**
 * Before an account is deleted (by its owner or by staff): its progress, favourite decks, notifications,
 * profile images, ranking scores and reminder deliveries go with it (deleting scores through Payload also takes the user out of
 * the exp buckets, RankingScores/hooks/keepExpBuckets.ts). Their `user` column is required, so the database
 * would otherwise refuse the delete; application events keep their row with the user cleared (the column
 * allows null). Payload itself removes the account's admin preferences.
 */
export const removeUserData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of OWNED) {
    await req.payload.delete({ collection, where: { user: { equals: id } }, overrideAccess: true, req })
  }
}
