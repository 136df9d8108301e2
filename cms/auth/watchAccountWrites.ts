import type { Payload } from 'payload'
import { accountReadCache, type AccountId, type WriteScope } from './accountReadCache'

/**
 * What a cached account read depends on (docs/sessions.md "Session read cache"): the account (sessions, roles,
 * exp…), its avatar, its subscriptions, its team rows, their companies and the companies' subscriptions.
 */
const WATCHED = new Set(['users', 'avatars', 'subscriptions', 'companies_users', 'companies'])
const WRITES = ['create', 'createMany', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'upsert'] as const

interface WriteArgs {
  collection?: string
  id?: AccountId
  where?: { id?: { equals?: AccountId } }
  req?: { transactionID?: number | string | Promise<number | string> }
}
type Adapter = Payload['db'] & { sessions?: Record<string, unknown> }
type Method = (this: Adapter, ...args: unknown[]) => Promise<unknown>

/** The accounts a write may change: one user by id, else every account (a plan's or a team's row changes several). */
function scopeOf(args: WriteArgs, method: string): WriteScope {
  if (args.collection !== 'users') return 'all'
  // A new account has nothing cached yet.
  if (method === 'create') return []
  const id = args.id ?? args.where?.id?.equals
  return id !== undefined && method !== 'updateMany' && method !== 'deleteMany' ? [id] : 'all'
}

/**
 * Routes every write through the database adapter past the session read cache: Payload's operations, hooks and our
 * direct `payload.db` writes (sign-out's session rows, exp increments) all use these methods. A write inside a
 * transaction becomes visible at its commit, so its accounts stay "being written" until the transaction ends.
 */
export function watchAccountWrites(payload: Payload) {
  const adapter = payload.db as Adapter
  const cache = accountReadCache()
  const inTransactions = new Map<string, WriteScope[]>()
  const methods = adapter as unknown as Record<string, Method>

  for (const name of WRITES) {
    const write = methods[name]
    if (typeof write !== 'function') continue
    methods[name] = async function (this: Adapter, ...args: unknown[]) {
      const options = (args[0] ?? {}) as WriteArgs
      if (!options.collection || !WATCHED.has(options.collection)) return write.apply(this, args)
      const scope = scopeOf(options, name)
      const transaction = await options.req?.transactionID
      cache.writeStarted(scope)
      if (transaction !== undefined && adapter.sessions?.[String(transaction)]) {
        inTransactions.set(String(transaction), [...(inTransactions.get(String(transaction)) ?? []), scope])
        return write.apply(this, args)
      }
      try {
        return await write.apply(this, args)
      } finally {
        cache.writeVisible(scope)
      }
    }
  }

  for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
    const end = methods[name]
    methods[name] = async function (this: Adapter, ...args: unknown[]) {
      const transaction = String(await (args[0] as Promise<unknown> | unknown))
      try {
        return await end.apply(this, args)
      } finally {
        for (const scope of inTransactions.get(transaction) ?? []) cache.writeVisible(scope)
        inTransactions.delete(transaction)
      }
    }
  }
}
