import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '@cms/payload-types'
import { SERVER_EVENTS } from '@domain/socket/events'
import { descendantsOf } from '@judge/sandbox/procfs'
import { Pools } from '@judge/sandbox/pools'
import { TerminalSessions } from '@judge/terminal/terminalSessions'
import { createLessonWithPages, createUser } from '../support/fixtures'
import { connectWorkspace, listenJudgeSocket, sessionToken, type JudgeSocketServer } from '../support/judgeSocketServer'
import { testPayload } from '../support/payload'

/**
 * Terminal pages over a real socket.io client (docs/terminal.md "The socket"): keys in, the shell's output
 * out, permitted and refused lines, the directory change, judging the state the commands left, a reset, and
 * the terminal's home, directory and history kept across a restart of the server.
 */
let payload: Payload
let server: JudgeSocketServer
let terminals: TerminalSessions
let page: Page
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-terminals-'))
const sockets: ClientSocket[] = []
type Answer = { ok: boolean; [key: string]: any }

async function start() {
  terminals = new TerminalSessions(root)
  server = await listenJudgeSocket({ payload, pools: new Pools([]), terminals })
}
async function stop() {
  for (const s of sockets.splice(0)) s.close()
  await server.close()
  await terminals.closeAll()
}

/** A learner's socket with their terminal's output collected. */
async function learner(token: string) {
  const socket = await connectWorkspace(server.url, token, sockets)
  let output = ''
  const directories: string[] = []
  socket.on(SERVER_EVENTS.terminalOutput, ({ data }: { data: string }) => (output += data))
  socket.on(SERVER_EVENTS.directoryChanged, ({ cwd }: { cwd: string }) => directories.push(cwd))
  const ask = (event: string, data: unknown) => socket.timeout(60_000).emitWithAck(event, data) as Promise<Answer>
  /** Types a line and waits for the next prompt after it. */
  const type = async (line: string) => {
    const before = output.length
    await ask('terminal:write', { pageId: page.id, data: `${line}\r` })
    await expect.poll(() => /learner.*\$ $/.test(output.slice(before).replace(/\x1b\[[0-9;]*m/g, '').split(line).slice(1).join(line)), { timeout: 20_000 }).toBe(true)
    return output.slice(before)
  }
  return { socket, ask, type, output: () => output, directories }
}

beforeAll(async () => {
  payload = await testPayload()
  const { chapter } = await createLessonWithPages(payload)
  page = (await payload.create({
    collection: 'pages',
    overrideAccess: true,
    data: {
      slug: `terminal-${Date.now()}`,
      chapter: chapter.id,
      order: 10,
      title: 'Terminal page',
      planType: 'basic',
      filetreeType: 'no_filetree',
      judgeLanguage: 'git',
      instructions: 'Make a folder notes, go into it and commit.',
      defaultFiles: [{ path: 'readme.txt', content: 'hello\n' }],
      terminal: {
        permitted: [{ command: 'ls' }, { command: 'cd' }, { command: 'mkdir' }, { command: 'echo' }, { command: 'sleep' }, { command: 'git init', once: true }, { command: 'git add' }, { command: 'git commit' }],
        setup: 'mkdir -p drafts && echo draft > drafts/one.txt',
      },
      judges: [
        {
          type: 'TerminalJudge',
          spec: {
            checks: [
              { kind: 'directory', path: 'notes', message: { ja: 'notes フォルダを作りましょう。', en: 'Make the folder notes.' } },
              { kind: 'file', path: 'notes/todo.txt', equals: 'buy milk', message: { ja: 'todo.txt を書きましょう。', en: 'Write todo.txt.' } },
              { kind: 'cwd', path: 'notes', message: { ja: 'notes に移動しましょう。', en: 'Go into notes.' } },
              { kind: 'ran', command: 'ls', message: { ja: 'ls を実行しましょう。', en: 'Run ls.' } },
              { kind: 'gitCommits', repo: 'notes', subject: '^Add todo$', message: { ja: 'コミットしましょう。', en: 'Commit.' } },
            ],
          },
        },
      ],
    },
  })) as Page
  await start()
})
afterAll(async () => {
  await stop()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('a terminal page over the socket', () => {
  it('runs permitted lines, refuses others before the shell, follows the directory and judges the state', async () => {
    const user = await createUser(payload)
    const l = await learner(await sessionToken(payload, user))
    const load = await l.ask('filetree:load', { pageId: page.id })
    expect(load).toMatchObject({ ok: true, terminal: true })
    const opened = await l.ask('terminal:open', { pageId: page.id, cols: 100, rows: 30, locale: 'en' })
    expect(opened).toMatchObject({ ok: true, cwd: '~', permitted: expect.arrayContaining(['ls', 'git init']) })
    await expect.poll(() => l.output()).toMatch(/learner.*~.*\$ $/)

    // The starting state: the page's files and its set-up.
    expect(await l.type('ls')).toMatch(/drafts\s+readme\.txt/)
    const failing = await l.ask('code:submit', { pageId: page.id })
    expect(failing).toMatchObject({ ok: true, cleared: false })

    // Refused before the shell: nothing of it runs, the reason in the learner's language.
    expect(await l.type('rm readme.txt')).toMatch(/This command cannot be used on this page: rm readme\.txt/)
    expect(fs.existsSync(path.join(root, String(user.id), String(page.id), 'home', 'readme.txt'))).toBe(true)
    expect(await l.type('ls $(rm readme.txt)')).toMatch(/cannot be used in this terminal/)

    await l.type('mkdir notes')
    await l.type('cd notes')
    await expect.poll(() => l.directories).toEqual(['~/notes'])
    await l.type('echo "buy milk" > todo.txt')
    await l.type('git init -q')
    // Allowed once: a second `git init` is refused.
    expect(await l.type('git init')).toMatch(/already been run: git init/)
    await l.type('git add todo.txt')
    await l.type('git commit -qm "Add todo"')
    const passing = await l.ask('code:submit', { pageId: page.id })
    expect(passing.checks.filter((c: any) => !c.passed)).toEqual([])
    expect(passing).toMatchObject({ ok: true, cleared: true, exp: expect.anything() })
  })

  it('keeps the home, the directory and the history across a restart of the server, and resets to the start', async () => {
    const user = await createUser(payload)
    const token = await sessionToken(payload, user)
    let l = await learner(token)
    await l.ask('terminal:open', { pageId: page.id, cols: 80, rows: 24, locale: 'ja' })
    await l.type('mkdir notes')
    await l.type('cd notes')
    await l.type('git init -q')
    await stop()
    await start()

    l = await learner(token)
    const reopened = await l.ask('terminal:open', { pageId: page.id, cols: 80, rows: 24, locale: 'ja' })
    expect(reopened).toMatchObject({ ok: true, cwd: '~/notes' })
    expect(await l.type('ls -a')).toMatch(/\.git/)
    // The history survived too: `git init` ran once already.
    expect(await l.type('git init')).toMatch(/このコマンドはすでに実行されています: git init/)

    const reset = await l.ask('terminal:reset', { pageId: page.id, locale: 'ja' })
    expect(reset).toMatchObject({ ok: true, cwd: '~' })
    expect(await l.type('ls')).toMatch(/drafts\s+readme\.txt/)
    expect(fs.existsSync(path.join(root, String(user.id), String(page.id), 'home', 'notes'))).toBe(false)
    expect(await l.type('git init -q')).not.toMatch(/すでに/)
  })

  it('ends every process of the terminal when its socket leaves, and keeps another learner out', async () => {
    const user = await createUser(payload)
    const l = await learner(await sessionToken(payload, user))
    const processes = () => descendantsOf(process.pid).length
    const before = processes()
    await l.ask('terminal:open', { pageId: page.id, cols: 80, rows: 24, locale: 'en' })
    await l.ask('terminal:write', { pageId: page.id, data: 'sleep 300\r' })
    await expect.poll(processes, { timeout: 10_000 }).toBeGreaterThan(before + 2)
    const other = await learner(await sessionToken(payload, await createUser(payload)))
    await other.ask('terminal:open', { pageId: page.id, cols: 80, rows: 24, locale: 'en' })
    // The other learner's keys reach their own shell only.
    await other.ask('terminal:write', { pageId: page.id, data: '\x03' })
    expect(l.output()).not.toMatch(/\^C/)
    l.socket.close()
    other.socket.close()
    await expect.poll(processes, { timeout: 10_000 }).toBeLessThanOrEqual(before)
  })
})

describe('who may open a terminal', () => {
  it('refuses a Plus terminal page to a free learner, and a terminal on a page that has none', async () => {
    const plusPage = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { ...pick(page), slug: `terminal-plus-${Date.now()}`, order: 11, planType: 'plus' },
    })
    const l = await learner(await sessionToken(payload, await createUser(payload)))
    const refused = await l.ask('terminal:open', { pageId: plusPage.id, cols: 80, rows: 24, locale: 'en' })
    expect(refused).toMatchObject({ ok: false, code: 'forbidden' })
    const { basicPage } = await createLessonWithPages(payload)
    const notTerminal = await l.ask('terminal:open', { pageId: basicPage.id, cols: 80, rows: 24, locale: 'en' })
    expect(notTerminal).toMatchObject({ ok: false, code: 'invalid', error: { en: 'This page has no terminal.' } })
    // The Plus learner is let in.
    const plus = await learner(await sessionToken(payload, await createUser(payload, {}, 'plus')))
    expect(await plus.ask('terminal:open', { pageId: plusPage.id, cols: 80, rows: 24, locale: 'en' })).toMatchObject({ ok: true })
  })
})

/** A stored page's fields, to create another like it. */
const pick = (p: Page) => ({
  chapter: typeof p.chapter === 'object' ? p.chapter.id : p.chapter,
  title: 'Terminal page',
  filetreeType: p.filetreeType,
  judgeLanguage: p.judgeLanguage,
  defaultFiles: p.defaultFiles?.map(({ path, content }) => ({ path, content })),
  terminal: { permitted: p.terminal?.permitted?.map(({ command, once }) => ({ command, once })), setup: p.terminal?.setup },
  judges: p.judges?.map(({ type, spec }) => ({ type, spec })),
})
