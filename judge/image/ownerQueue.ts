import { RenderError } from './renderError'

/**
 * One render per owner at a time, and at most `concurrency` renders in the browser overall. An owner's
 * renders run one after another in arrival order; since each owner then has at most one render waiting for
 * a browser slot, the slots go round the owners in turn and a learner with many renders cannot starve the
 * others. Waiting (not failing fast) is the choice because ImageJudge legitimately asks for a learner's
 * renders back to back, and every render is itself hard-limited, so a wait is bounded; beyond `maxQueued`
 * renders waiting behind an owner's running one, the owner is refused at once (BUSY).
 */
export class OwnerQueue {
  private readonly owners = new Map<string, { tail: Promise<unknown>; pending: number }>()
  private readonly waitingForSlot: (() => void)[] = []
  private running = 0

  constructor(
    private readonly maxQueued: number,
    private readonly concurrency: number,
  ) {}

  run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    const entry = this.owners.get(owner) ?? { tail: Promise.resolve(), pending: 0 }
    if (entry.pending > this.maxQueued) return Promise.reject(new RenderError('BUSY', owner))
    entry.pending++
    this.owners.set(owner, entry)
    const result = entry.tail.then(() => this.inSlot(task))
    entry.tail = result
      .catch(() => undefined)
      .finally(() => {
        // An owner's last render forgets the owner, so the map holds only owners with work.
        if (--entry.pending === 0 && this.owners.get(owner) === entry) this.owners.delete(owner)
      })
    return result
  }

  private async inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waitingForSlot.push(resolve))
    else this.running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiter (running stays the same), else it is freed.
      const next = this.waitingForSlot.shift()
      if (next) next()
      else this.running--
    }
  }
}
