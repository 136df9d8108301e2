import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import { sql } from 'drizzle-orm'
import type { RankingScore } from '@cms/payload-types'

/**
 * Scores written through Payload (staff in the admin, REST, account deletion) move their user between exp
 * buckets like an award does (cms/progress/rankings/expBuckets.ts), so own ranks stay right whoever edits a score.
 * Awards themselves write with SQL and never reach these hooks. Each move is one atomic upsert inside the
 * request's transaction (a write beside it would wait for that transaction's lock on SQLite).
 */
async function addToBucket(req: PayloadRequest, periodKey: string, exp: number, users: 1 | -1) {
  if (exp <= 0) return
  const adapter = req.payload.db
  if (adapter.name === 'mongoose') {
    await (adapter as unknown as MongooseAdapter).collections.ranking_exp_buckets.updateOne({ periodKey, exp }, { $inc: { users } }, { upsert: true })
    return
  }
  const sessions = (adapter as unknown as { sessions: Record<string, { db: unknown }> }).sessions
  const db = (sessions[String(await req.transactionID)]?.db ?? (adapter as unknown as { drizzle: unknown }).drizzle) as { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
  const at = new Date().toISOString()
  const statement = sql`INSERT INTO ranking_exp_buckets (period_key, exp, users, updated_at, created_at) VALUES (${periodKey}, ${exp}, ${users}, ${at}, ${at})
    ON CONFLICT (period_key, exp) DO UPDATE SET users = ranking_exp_buckets.users + excluded.users, updated_at = excluded.updated_at`
  await (adapter.name === 'sqlite' ? db.run!(statement) : db.execute!(statement))
}

export const moveBucketOnChange: CollectionAfterChangeHook<RankingScore> = async ({ doc, previousDoc, operation, req }) => {
  const before = operation === 'update' ? previousDoc : null
  if (before && before.periodKey === doc.periodKey && before.exp === doc.exp) return doc
  if (before) await addToBucket(req, before.periodKey, before.exp, -1)
  await addToBucket(req, doc.periodKey, doc.exp, 1)
  return doc
}

export const leaveBucketOnDelete: CollectionAfterDeleteHook<RankingScore> = async ({ doc, req }) => {
  await addToBucket(req, doc.periodKey, doc.exp, -1)
}
