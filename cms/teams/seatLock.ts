import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/** The team whose seats a call in this process is changing now, and the calls waiting behind it. */
const queues = new Map<string, Promise<void>>()

/**
 * Runs `change` (a check of the free seats and what takes one: joining, inviting) alone for the team
 * (docs/teams.md "Invitations"): two learners taking the team's last seat at once must not both get it.
 * Within this process the calls for a team wait in line (the embedded SQLite runs without transactions);
 * across processes the call is one transaction that first writes the team's row, which PostgreSQL keeps
 * locked until the commit, so another process's call for the team waits and then counts what this one wrote.
 */
export async function withSeatLock<T>(req: PayloadRequest, companyId: number, change: () => Promise<T>): Promise<T> {
  const key = String(companyId)
  const previous = queues.get(key) ?? Promise.resolve()
  let release!: () => void
  const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)))
  queues.set(key, tail)
  await previous
  try {
    const owns = await initTransaction(req)
    try {
      await req.payload.db.updateOne({ collection: 'companies', id: companyId, data: { updatedAt: new Date().toISOString() }, req, returning: false })
      const result = await change()
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
