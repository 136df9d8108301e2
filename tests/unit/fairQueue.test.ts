import { describe, expect, it } from 'vitest'
import { FairQueue } from '@judge/sandbox/fairQueue'

describe('the judge\'s fair queue', () => {
  it('serves learners round-robin however many runs one of them queued', () => {
    const queue = new FairQueue<string>()
    for (let i = 1; i <= 4; i++) queue.push('flooder', `flood ${i}`)
    queue.push('alice', 'alice 1')
    queue.push('bob', 'bob 1')
    queue.push('alice', 'alice 2')
    const order = []
    for (let next = queue.shift(() => true); next; next = queue.shift(() => true)) order.push(next.item)
    expect(order).toEqual(['flood 1', 'alice 1', 'bob 1', 'flood 2', 'alice 2', 'flood 3', 'flood 4'])
  })

  it('skips a learner who cannot start now without losing their place or their runs', () => {
    const queue = new FairQueue<string>()
    queue.push('busy', 'busy 1')
    queue.push('free', 'free 1')
    expect(queue.shift((owner) => owner !== 'busy')?.item).toBe('free 1')
    expect(queue.owners()).toEqual(['busy'])
    expect(queue.shift(() => true)?.item).toBe('busy 1')
    expect(queue.size).toBe(0)
  })

  it('takes out a stopped run, and drains everything on close', () => {
    const queue = new FairQueue<string>()
    queue.push('a', 'a 1')
    queue.push('a', 'a 2')
    queue.push('b', 'b 1')
    expect(queue.remove('a', 'a 1')).toBe(true)
    expect(queue.remove('a', 'a 1')).toBe(false)
    expect(queue.drain().sort()).toEqual(['a 2', 'b 1'])
    expect(queue.shift(() => true)).toBeNull()
  })
})
