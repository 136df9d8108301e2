import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { useClientAddress } from '@server/clientAddress'

describe('the client address the server hands the CMS (server/clientAddress.ts)', () => {
  async function seen(trustProxy: string | undefined, headers: Record<string, string>) {
    const app = express()
    useClientAddress(app, trustProxy)
    app.use((req, res) => res.send(req.headers['x-forwarded-for']))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      return await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers })).text()
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  it('is the connection’s address, never what the client claims', async () => {
    expect(await seen(undefined, { 'x-forwarded-for': '203.0.113.8' })).toMatch(/127\.0\.0\.1$/)
  })

  it('behind a trusted proxy (TRUST_PROXY), is the client the proxy reported', async () => {
    // The client may start an X-Forwarded-For; the proxy appends the address it saw.
    expect(await seen('1', { 'x-forwarded-for': '203.0.113.8, 198.51.100.7' })).toBe('198.51.100.7')
  })
})
