import { describe, expect, it } from 'vitest'
import { RateLimiter } from '@cms/api/conventions/rateLimit'
import { isIgnorableError } from '@domain/telemetry/ignorableErrors'

/** The rules behind the site's reports (docs/learner-api.md "JavaScript logs", "Rate limits"). */
describe('the two ignorable errors', () => {
  it('drops reading status of undefined on line 24, as each browser words it', () => {
    for (const message of [
      "Cannot read properties of undefined (reading 'status')",
      "Uncaught TypeError: Cannot read properties of undefined (reading 'status')",
      "Cannot read property 'status' of undefined",
      "undefined is not an object (evaluating 'response.status')",
      'can\'t access property "status", e is undefined',
    ]) expect([message, isIgnorableError({ message, line: 24 })]).toEqual([message, true])
  })

  it("drops Safari's missing webkit variable on line 29", () => {
    expect(isIgnorableError({ message: "Can't find variable: webkit", line: 29 })).toBe(true)
    expect(isIgnorableError({ message: 'ReferenceError: webkit is not defined', line: 29 })).toBe(true)
  })

  it('keeps the same errors on other lines, other errors on those lines, and errors without a line', () => {
    expect(isIgnorableError({ message: "Cannot read properties of undefined (reading 'status')", line: 29 })).toBe(false)
    expect(isIgnorableError({ message: "Cannot read properties of undefined (reading 'status')", line: null })).toBe(false)
    expect(isIgnorableError({ message: "Can't find variable: webkit", line: 24 })).toBe(false)
    expect(isIgnorableError({ message: "Cannot read properties of undefined (reading 'statusText')", line: 24 })).toBe(false)
    expect(isIgnorableError({ message: "Can't find variable: webkitURL", line: 29 })).toBe(false)
    expect(isIgnorableError({ message: 'x is not a function', line: 24 })).toBe(false)
  })
})

describe('RateLimiter', () => {
  /** A limiter on a clock the test moves. */
  const limiterAt = (limit: number, windowMs: number, maxClients?: number) => {
    const clock = { now: 1_000_000 }
    return { clock, limiter: new RateLimiter(limit, windowMs, maxClients, () => clock.now) }
  }

  it('lets a client make `limit` requests in its window, then answers the seconds until the window ends', () => {
    const { clock, limiter } = limiterAt(3, 60_000)
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0])
    clock.now += 20_500
    expect(limiter.take('a')).toBe(40)
    expect(limiter.take('b')).toBe(0)
    clock.now += 39_500
    expect(limiter.take('a')).toBe(0)
  })

  it('tracks at most maxClients, dropping finished windows first, then the oldest', () => {
    const { clock, limiter } = limiterAt(1, 60_000, 2)
    limiter.take('old')
    clock.now += 60_000
    limiter.take('a')
    limiter.take('b') // 'old' has finished: it goes, 'a' stays limited
    expect(limiter.take('a')).toBeGreaterThan(0)
    expect(limiter.take('b')).toBeGreaterThan(0)
    limiter.take('c') // full of live windows: the oldest ('a') goes, and starts afresh
    expect(limiter.take('a')).toBe(0)
  })
})
