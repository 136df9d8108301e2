import { commitTransaction, initTransaction, killTransaction, type CollectionSlug, type PayloadRequest } from 'payload'

/** The rows a call in this process is changing now, and the calls waiting behind each. */
const queues = new Map<string, Promise<void>>()

/**
 * Runs `change` alone for one row: a check and the write it allows (a team's free seats and a membership, a
 * coupon's redemptions and a redemption) must not be done by two calls at once, or both pass the check.
 * Within this process the calls for a row wait in line (the embedded SQLite runs without transactions);
 * across processes `change` is one transaction that first writes the row (its updatedAt), which PostgreSQL
 * keeps locked until the commit, so another process's call waits and then reads what this one wrote.
 * `change` reads and writes with `req` to be in the transaction, and is given the time of its turn: a time taken
 * before the wait can be earlier than what the call ahead of it just wrote (a plan it opened would not count yet).
 */
export async function oneAtATime<T>(req: PayloadRequest, collection: CollectionSlug, id: number, change: (now: Date) => Promise<T>): Promise<T> {
  const key = `${collection}:${id}`
  const previous = queues.get(key) ?? Promise.resolve()
  let release!: () => void
  const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)))
  queues.set(key, tail)
  await previous
  try {
    const owns = await initTransaction(req)
    try {
      // The row lock other processes wait on; without a transaction (SQLite) the line in this process is the lock.
      if (req.transactionID) await req.payload.db.updateOne({ collection, id, data: { updatedAt: new Date().toISOString() }, req, returning: false })
      const result = await change(new Date())
      if (owns) await commitTransaction(req)
      return result
    } catch (error) {
      if (owns) await killTransaction(req)
      throw error
    }
  } finally {
    release()
    if (queues.get(key) === tail) queues.delete(key)
  }
}
