import { RenderError } from './renderError'

/**
 * One render per owner at a time: an owner's renders run one after another in arrival order, while other
 * owners' renders run alongside. Waiting (not failing fast) is the choice because ImageJudge legitimately
 * asks for a learner's renders back to back, and every render is itself hard-limited, so a wait is bounded
 * by limit × queue length; beyond `maxQueued` waiting renders the owner is refused at once (BUSY).
 */
export class OwnerQueue {
  private readonly tails = new Map<string, { tail: Promise<unknown>; waiting: number }>()

  constructor(private readonly maxQueued: number) {}

  run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    const entry = this.tails.get(owner) ?? { tail: Promise.resolve(), waiting: 0 }
    if (entry.waiting > this.maxQueued) return Promise.reject(new RenderError('BUSY', owner))
    entry.waiting++
    const result = entry.tail.then(task)
    entry.tail = result.catch(() => undefined).finally(() => {
      // The last of an owner's renders forgets the owner, so the map holds only owners with work.
      if (--entry.waiting === 0 && this.tails.get(owner) === entry) this.tails.delete(owner)
    })
    this.tails.set(owner, entry)
    return result
  }
}
