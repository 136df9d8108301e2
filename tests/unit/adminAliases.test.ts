import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAliases } from '@server/adminAliases'

let server: http.Server
let base: string
beforeAll(async () => {
  const app = express()
  app.use(adminAliases({ adminRoute: '/admin', collectionSlugs: ['language_certificate_descriptions', 'faqs'] }))
  app.use((_req, res) => res.status(299).send('passed on'))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' })

describe('the spec’s /{admin}/{collection} addresses (docs/routes.md "Server routes")', () => {
  it('redirect to Payload’s collection list, keeping the query', async () => {
    const answer = await get('/admin/language_certificate_descriptions?limit=10')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/admin/collections/language_certificate_descriptions?limit=10')
    expect((await get('/admin/faqs')).headers.get('location')).toBe('/admin/collections/faqs')
  })

  it('leave Payload’s own views and deeper paths alone', async () => {
    for (const path of ['/admin/login', '/admin/account', '/admin/collections', '/admin/faqs/3', '/admin']) expect((await get(path)).status).toBe(299)
  })
})
