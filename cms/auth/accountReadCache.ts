/**
 * The session read cache (docs/sessions.md "Session read cache"): what a signed-in request and a socket event read
 * of their account (the user document with its sessions, and the subscriptions and team rows its plan is computed
 * from), kept per account so the hot paths skip the database. The plan itself is recomputed at every use, so time
 * alone (a trial ending) needs no expiry.
 *
 * Correctness rests on invalidation, not on expiry: every write to the collections an account read depends on goes
 * through cms/auth/watchAccountWrites.ts, which tells this cache when a write starts and once it is visible (after the
 * write, or after its transaction's commit). A read that overlapped a write to its account is answered but not kept.
 */
export type AccountId = number | string
/** Which accounts a write may change: some, or every one (a team's or a plan's row). */
export type WriteScope = AccountId[] | 'all'

const MAX_ACCOUNTS = 10_000
// A backstop only (a write path the watcher cannot see, such as hand-run SQL): entries are re-read after this long.
const MAX_AGE_MS = 10 * 60 * 1000

interface Entry {
  value: unknown
  storedAt: number
}

export class AccountReadCache {
  private accounts = new Map<string, Map<string, Entry>>()
  // Bumped when every account's cached reads may be stale, and stamped per account when one's may be: a read that
  // began before the bump or the stamp is answered but not kept.
  private generation = 0
  private stamps = 0
  private accountGenerations = new Map<string, number>()
  // Writes under way or in a transaction not yet committed, per account ('*': every account).
  private pending = new Map<string, number>()
  private enabled = true
  /** Told of every invalidation made here (not of those received), to pass them to the other processes. */
  onInvalidate: ((scope: WriteScope) => void) | null = null

  /** Whether reads are kept; off while another process's invalidations cannot reach this one. */
  setEnabled(enabled: boolean) {
    this.enabled = enabled
    this.forget('all')
  }

  /** The cached value of `key` for the account, or what `load` reads (kept when no write to the account overlapped). */
  async read<T>(accountId: AccountId, key: string, load: () => Promise<T | null>): Promise<T | null> {
    const account = String(accountId)
    const entries = this.accounts.get(account)
    const hit = entries?.get(key)
    if (hit && Date.now() - hit.storedAt < MAX_AGE_MS) {
      // Least recently used last: Map keeps insertion order.
      this.accounts.delete(account)
      this.accounts.set(account, entries!)
      return hit.value as T
    }
    const generation = this.generation
    const accountGeneration = this.accountGenerations.get(account)
    const value = await load()
    const unchanged = generation === this.generation && accountGeneration === this.accountGenerations.get(account)
    if (value !== null && this.enabled && unchanged && !this.pending.has(account) && !this.pending.has('*')) this.keep(account, key, value)
    return value
  }

  /** A write that may change these accounts begins; until `writeVisible`, their reads are not kept. */
  writeStarted(scope: WriteScope) {
    for (const key of keysOf(scope)) this.pending.set(key, (this.pending.get(key) ?? 0) + 1)
  }

  /** The write begun with `writeStarted` is visible to every reader now (done, or its transaction ended). */
  writeVisible(scope: WriteScope) {
    for (const key of keysOf(scope)) {
      const left = (this.pending.get(key) ?? 1) - 1
      if (left > 0) this.pending.set(key, left)
      else this.pending.delete(key)
    }
    this.invalidate(scope)
  }

  /** These accounts' cached reads are stale: dropped here and, through `onInvalidate`, in the other processes. */
  invalidate(scope: WriteScope) {
    this.forget(scope)
    this.onInvalidate?.(scope)
  }

  /** Drops these accounts' cached reads (an invalidation received from another process). */
  forget(scope: WriteScope) {
    if (scope === 'all') {
      this.generation++
      this.accounts.clear()
      this.accountGenerations.clear()
      return
    }
    for (const id of scope) {
      const account = String(id)
      this.accounts.delete(account)
      this.accountGenerations.set(account, ++this.stamps)
    }
    // Only the generations of reads still under way matter; past this size a global bump replaces them.
    if (this.accountGenerations.size > MAX_ACCOUNTS * 4) this.forget('all')
  }

  get size() {
    return this.accounts.size
  }

  private keep(account: string, key: string, value: unknown) {
    const entries = this.accounts.get(account) ?? new Map<string, Entry>()
    entries.set(key, { value, storedAt: Date.now() })
    this.accounts.delete(account)
    this.accounts.set(account, entries)
    if (this.accounts.size > MAX_ACCOUNTS) this.accounts.delete(this.accounts.keys().next().value!)
  }
}

const keysOf = (scope: WriteScope) => (scope === 'all' ? ['*'] : scope.map(String))

// One cache per process: the CMS runs inside Next's bundle and the socket in the server's own module graph.
const KEY = Symbol.for('open-learn.accountReadCache')
const globals = globalThis as typeof globalThis & { [KEY]?: AccountReadCache }
export const accountReadCache = (): AccountReadCache => (globals[KEY] ??= new AccountReadCache())
