/**
 * Waiting runs, taken round-robin by owner (learner): however many runs one learner queues, every other
 * learner's next run is served before that learner's second one.
 */
export class FairQueue<T> {
  private readonly byOwner = new Map<string, T[]>()
  /** Owners in turn order; the next to serve is the first that can start. */
  private turn: string[] = []

  get size() {
    let n = 0
    for (const items of this.byOwner.values()) n += items.length
    return n
  }

  owners(): string[] {
    return [...this.turn]
  }

  push(owner: string, item: T) {
    const items = this.byOwner.get(owner)
    if (items) return void items.push(item)
    this.byOwner.set(owner, [item])
    this.turn.push(owner)
  }

  /** The oldest item of the first owner in turn for whom `canStart` holds; that owner goes to the back. */
  shift(canStart: (owner: string) => boolean): { owner: string; item: T } | null {
    const owner = this.turn.find(canStart)
    if (owner === undefined) return null
    const items = this.byOwner.get(owner)!
    const item = items.shift()!
    this.turn = this.turn.filter((o) => o !== owner)
    if (items.length) this.turn.push(owner)
    else this.byOwner.delete(owner)
    return { owner, item }
  }

  /** Takes an item out (a run stopped while it waited); false when it was not waiting. */
  remove(owner: string, item: T): boolean {
    const items = this.byOwner.get(owner)
    const index = items?.indexOf(item) ?? -1
    if (!items || index === -1) return false
    items.splice(index, 1)
    if (!items.length) {
      this.byOwner.delete(owner)
      this.turn = this.turn.filter((o) => o !== owner)
    }
    return true
  }

  drain(): T[] {
    const all = [...this.byOwner.values()].flat()
    this.byOwner.clear()
    this.turn = []
    return all
  }
}
