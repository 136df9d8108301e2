import type { Payload } from 'payload'
import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { sql } from 'drizzle-orm'

/**
 * The adapter-specific statements behind ranking_scores and ranking_exp_buckets. Payload's local API can only
 * read a row and write it back, which loses exp and miscounts buckets when two judges award the same period
 * at once; these add in the database instead (exp = exp + gained, users = users ± 1), one atomic step each.
 * Only exp > 0 is bucketed: a score's first award moves it from "no bucket" (0) to its first one.
 */

const sqlite = (payload: Payload) => payload.db as unknown as SQLiteAdapter
const postgres = (payload: Payload) => payload.db as unknown as PostgresAdapter
const mongo = (payload: Payload) => payload.db as unknown as MongooseAdapter
const adapter = (payload: Payload) => payload.db.name as 'sqlite' | 'postgres' | 'mongoose'

/** Adds `gained` (> 0) to the user's score of one period and moves them from their old exp bucket to the new one. */
export async function addToRankingScore(payload: Payload, userId: number | string, key: string, gained: number): Promise<number> {
  const at = new Date().toISOString()
  switch (adapter(payload)) {
    case 'postgres': {
      // One statement, so one transaction. Both buckets are upserts, not an UPDATE for the old one: an upsert
      // sees a bucket row committed after this statement began (by this user's previous award, which this
      // one waited for on the score row's lock), where an UPDATE would miss it. Buckets are locked lower exp
      // first (old, then new) in every award, so concurrent awards never deadlock.
      const { rows } = await postgres(payload).drizzle.execute<{ exp: string }>(sql`
        WITH score AS (
          INSERT INTO ranking_scores (user_id, period_key, exp, updated_at, created_at)
          VALUES (${userId}, ${key}, ${gained}, now(), now())
          ON CONFLICT (user_id, period_key) DO UPDATE SET exp = ranking_scores.exp + excluded.exp, updated_at = excluded.updated_at
          RETURNING exp
        ), left_bucket AS (
          INSERT INTO ranking_exp_buckets (period_key, exp, users, updated_at, created_at)
          SELECT ${key}::varchar, score.exp - ${gained}, -1, now(), now() FROM score WHERE score.exp - ${gained} > 0
          ON CONFLICT (period_key, exp) DO UPDATE SET users = ranking_exp_buckets.users - 1, updated_at = excluded.updated_at
          RETURNING id
        ), joined_bucket AS (
          INSERT INTO ranking_exp_buckets (period_key, exp, users, updated_at, created_at)
          SELECT ${key}::varchar, score.exp, 1, now(), now() FROM score
          ON CONFLICT (period_key, exp) DO UPDATE SET users = ranking_exp_buckets.users + 1, updated_at = excluded.updated_at
          RETURNING id
        )
        SELECT score.exp, (SELECT count(*) FROM left_bucket) AS left_count, (SELECT count(*) FROM joined_bucket) AS joined_count FROM score`)
      return Number(rows[0].exp)
    }
    case 'sqlite': {
      // SQLite has no writing CTEs; a write batch is one IMMEDIATE transaction, which SQLite runs alone.
      const mine = 'FROM ranking_scores WHERE user_id = ? AND period_key = ?'
      const [, , , score] = await sqlite(payload).client.batch(
        [
          {
            sql: `INSERT INTO ranking_scores (user_id, period_key, exp, updated_at, created_at) VALUES (?, ?, ?, ?, ?)
                  ON CONFLICT (user_id, period_key) DO UPDATE SET exp = exp + excluded.exp, updated_at = excluded.updated_at`,
            args: [userId, key, gained, at, at],
          },
          { sql: `UPDATE ranking_exp_buckets SET users = users - 1, updated_at = ? WHERE period_key = ? AND exp = (SELECT exp - ? ${mine})`, args: [at, key, gained, userId, key] },
          {
            sql: `INSERT INTO ranking_exp_buckets (period_key, exp, users, updated_at, created_at) SELECT period_key, exp, 1, ?, ? ${mine}
                  ON CONFLICT (period_key, exp) DO UPDATE SET users = users + 1, updated_at = excluded.updated_at`,
            args: [at, at, userId, key],
          },
          { sql: `SELECT exp ${mine}`, args: [userId, key] },
        ],
        'write',
      )
      return Number(score.rows[0].exp)
    }
    case 'mongoose': {
      // No multi-document transaction: each step is atomic and ± 1 commute, so the buckets add up once all
      // land. The decrement upserts too: it may land before the increment of this user's previous award.
      const { collections } = mongo(payload)
      const score = await collections.ranking_scores.findOneAndUpdate({ user: userId, periodKey: key }, { $inc: { exp: gained } }, { upsert: true, new: true, lean: true })
      const exp = Number((score as unknown as { exp: number }).exp)
      if (exp - gained > 0) await collections.ranking_exp_buckets.updateOne({ periodKey: key, exp: exp - gained }, { $inc: { users: -1 } }, { upsert: true })
      await collections.ranking_exp_buckets.updateOne({ periodKey: key, exp }, { $inc: { users: 1 } }, { upsert: true })
      return exp
    }
  }
}

/** How many users of the period hold more than `exp`: the sum of the buckets above it. */
export async function usersAbove(payload: Payload, key: string, exp: number): Promise<number> {
  switch (adapter(payload)) {
    case 'postgres': {
      const { rows } = await postgres(payload).drizzle.execute<{ users: string | null }>(
        sql`SELECT sum(users) AS users FROM ranking_exp_buckets WHERE period_key = ${key} AND exp > ${exp}`,
      )
      return Number(rows[0]?.users ?? 0)
    }
    case 'sqlite': {
      const { rows } = await sqlite(payload).client.execute({ sql: 'SELECT sum(users) AS users FROM ranking_exp_buckets WHERE period_key = ? AND exp > ?', args: [key, exp] })
      return Number(rows[0]?.users ?? 0)
    }
    case 'mongoose': {
      const [sum] = await mongo(payload).collections.ranking_exp_buckets.aggregate<{ users: number }>([
        { $match: { periodKey: key, exp: { $gt: exp } } },
        { $group: { _id: null, users: { $sum: '$users' } } },
      ])
      return sum?.users ?? 0
    }
  }
}

/** Replaces every bucket by a count of ranking_scores grouped by period and exp, in one transaction. */
export async function rebuildBuckets(payload: Payload): Promise<void> {
  const fromScores = 'SELECT period_key, exp, count(*) FROM ranking_scores WHERE exp > 0 GROUP BY period_key, exp'
  switch (adapter(payload)) {
    case 'postgres':
      await postgres(payload).drizzle.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM ranking_exp_buckets`)
        await tx.execute(sql.raw(`INSERT INTO ranking_exp_buckets (period_key, exp, users) ${fromScores}`))
      })
      return
    case 'sqlite':
      await sqlite(payload).client.batch(['DELETE FROM ranking_exp_buckets', `INSERT INTO ranking_exp_buckets (period_key, exp, users) ${fromScores}`], 'write')
      return
    case 'mongoose': {
      const { collections } = mongo(payload)
      const groups = await collections.ranking_scores.aggregate<{ _id: { periodKey: string; exp: number }; users: number }>([
        { $match: { exp: { $gt: 0 } } },
        { $group: { _id: { periodKey: '$periodKey', exp: '$exp' }, users: { $sum: 1 } } },
      ])
      await collections.ranking_exp_buckets.deleteMany({})
      if (groups.length) await collections.ranking_exp_buckets.insertMany(groups.map(({ _id, users }) => ({ ..._id, users })))
      return
    }
  }
}
