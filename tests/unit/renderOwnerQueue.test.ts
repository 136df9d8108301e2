import { describe, expect, it } from 'vitest'
import { OwnerQueue } from '@judge/image/ownerQueue'
import { RenderError } from '@judge/image/renderError'

/** A task that records its start and ends when the test says so. */
function gate(log: string[], name: string) {
  let open!: () => void
  const done = new Promise<void>((resolve) => (open = resolve))
  return { task: () => (log.push(name), done.then(() => name)), open }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('OwnerQueue (one render per owner, bounded renders overall)', () => {
  it("runs an owner's tasks one at a time while other owners' run alongside", async () => {
    const queue = new OwnerQueue(4, 3)
    const started: string[] = []
    const [a1, a2, b1] = [gate(started, 'a1'), gate(started, 'a2'), gate(started, 'b1')]
    const results = [queue.run('a', a1.task), queue.run('a', a2.task), queue.run('b', b1.task)]
    await tick()
    expect(started).toEqual(['a1', 'b1'])
    a1.open()
    await tick()
    expect(started).toEqual(['a1', 'b1', 'a2'])
    a2.open()
    b1.open()
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1'])
  })

  it('refuses an owner beyond the waiting allowance at once, and a failed task does not block the owner', async () => {
    const queue = new OwnerQueue(1, 3)
    const started: string[] = []
    const first = gate(started, 'first')
    const running = queue.run('a', () => first.task().then(() => Promise.reject(new Error('boom'))))
    const waiting = queue.run('a', async () => 'waited')
    await expect(queue.run('a', async () => 'refused')).rejects.toSatisfy((error) => error instanceof RenderError && error.kind === 'BUSY')
    first.open()
    await expect(running).rejects.toThrow('boom')
    expect(await waiting).toBe('waited')
  })

  it('shares the slots in turn: a new owner runs before the next render of an owner who already had one', async () => {
    const queue = new OwnerQueue(4, 1)
    const started: string[] = []
    const [a1, a2, b1] = [gate(started, 'a1'), gate(started, 'a2'), gate(started, 'b1')]
    const results = [queue.run('a', a1.task), queue.run('a', a2.task)]
    await tick()
    results.push(queue.run('b', b1.task))
    a1.open()
    b1.open()
    a2.open()
    await Promise.all(results)
    expect(started).toEqual(['a1', 'b1', 'a2'])
  })
})
