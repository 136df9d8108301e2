import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { t } from '@domain/i18n/messages'
import { browserClient, type ApiClient } from '../support/apiServer'
import { learnerWithSocket, spawnApiProcess, type ApiProcessReady } from '../support/spawnApiProcess'
import { createScratchDatabase, dropScratchDatabase } from '../support/scratchPostgres'
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy'

/**
 * Fault: PostgreSQL out of reach for 10 s under a signed-in learner (docs/learner-api.md "Errors"). Its connections
 * are cut and new ones refused (a relay in front of the machine's server, which other tests keep using). Requests
 * answer 503 with a "try again" message, the socket keeps the learner and refuses the save with `unavailable` (the
 * workspace sends it again), and once the database is back the platform serves again by itself: the last
 * acknowledged save is what the database holds.
 */
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PASSWORD = 'outage-pass-1'

let database: string
let proxy: TcpProxy
let platform: ChildProcess
let dataDir: string
let ready: ApiProcessReady
let learner: ApiClient
let socket: ClientSocket

beforeAll(async () => {
  database = await createScratchDatabase(SERVER, 'faults_pg')
  const server = new URL(SERVER)
  proxy = await startTcpProxy(server.hostname, Number(server.port || 5432))
  const throughProxy = new URL(database)
  throughProxy.host = `127.0.0.1:${proxy.port}`
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'))
  ;({ child: platform, ready } = await spawnApiProcess({ DATABASE_URL: throughProxy.toString(), DATA_DIR: dataDir, MIGRATE: '1', FIXTURE: '1' }))
  ;({ learner, socket } = await learnerWithSocket(ready, { email: 'outage@example.test', password: PASSWORD }))
})

afterAll(async () => {
  socket?.close()
  platform?.kill('SIGKILL')
  await proxy?.close()
  if (database) await dropScratchDatabase(database)
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const save = (content: string) => socket.timeout(30_000).emitWithAck('file:write', { pageId: ready.pageId, path: 'main.py', content })
const progressPath = () => `/api/user_page_infos?where[page][equals]=${ready.pageId}&depth=0`

it('answers 503 while PostgreSQL is out of reach for 10 s, keeps the session, and recovers by itself with every acknowledged save kept', async () => {
  expect((await save('print("before")')).ok).toBe(true)

  proxy.cut()
  const outageEnds = Date.now() + 10_000
  const read = await learner.call('GET', progressPath())
  expect(read.status).toBe(503)
  expect(JSON.stringify(read.body)).toContain(t('ja', 'api.databaseUnavailable'))
  const call = await learner.call('PUT', '/api/users/update_password', { json: { user: { current_password: PASSWORD, password: 'next-pass-1', password_confirmation: 'next-pass-1' } } })
  expect(call.status).toBe(503)
  const refused = await save('print("during")')
  expect([refused.ok, refused.code]).toEqual([false, 'unavailable'])
  expect(socket.connected).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageEnds - Date.now())))
  proxy.restore()

  // Back by itself: the workspace sends the edit again until it is taken.
  let saved = { ok: false }
  for (let i = 0; i < 30 && !saved.ok; i++) {
    saved = await save('print("after")').catch(() => ({ ok: false }))
    if (!saved.ok) await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  expect(saved.ok).toBe(true)
  const stored = await learner.call('GET', progressPath())
  expect(stored.status).toBe(200)
  expect(stored.body.docs.map((info: { files: { content: string }[] }) => info.files.map((file) => file.content))).toEqual([['print("after")']])
  // The password change refused during the outage changed nothing: the old password still signs in.
  const again = await browserClient(ready.api)
  expect((await again.call('POST', '/users/sign_in.json', { json: { user: { email: 'outage@example.test', password: PASSWORD } } })).status).toBe(200)
})
