import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { RateLimiter } from '@cms/api/conventions/rateLimit'
import { CLIENT_ADDRESS_HEADER } from '@cms/api/conventions/clientAddress'
import { clientAddress } from '@server/clientAddress'

describe('the per-client rate limit (docs/learner-api.md "Conventions")', () => {
  it('lets `limit` requests of a key through per window, refuses the rest, and starts afresh when the window ends', () => {
    let now = 0
    const limiter = new RateLimiter(3, 1000, () => now)
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false])
    expect(limiter.take('b')).toBe(true)
    now = 999
    expect(limiter.take('a')).toBe(false)
    now = 1000
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false])
  })
})

describe('the client address the server hands the CMS (server/clientAddress.ts)', () => {
  async function seen(env: Record<string, string>, headers: Record<string, string>) {
    const app = express()
    app.use(clientAddress(env))
    app.use((req, res) => res.send(req.headers[CLIENT_ADDRESS_HEADER]))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      return await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers })).text()
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  it('is the connection’s address, never what the client claims', async () => {
    expect(await seen({}, { [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '203.0.113.8' })).toBe('127.0.0.1')
  })

  it('behind a proxy, is what the proxy wrote last in the header CLIENT_IP_HEADER names', async () => {
    expect(await seen({ CLIENT_IP_HEADER: 'X-Real-IP' }, { 'x-real-ip': '198.51.100.7' })).toBe('198.51.100.7')
    // The client may start an X-Forwarded-For; the proxy appends the address it saw.
    expect(await seen({ CLIENT_IP_HEADER: 'x-forwarded-for' }, { 'x-forwarded-for': '203.0.113.8, 198.51.100.7' })).toBe('198.51.100.7')
    expect(await seen({ CLIENT_IP_HEADER: 'x-real-ip' }, {})).toBe('127.0.0.1')
  })
})
