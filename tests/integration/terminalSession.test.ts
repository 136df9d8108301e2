import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { procFile } from '@judge/sandbox/procfs'
import type { LineVerdict } from '@judge/terminal/commandLine'
import { ShellSandbox } from '@judge/terminal/shellSandbox'
import { TerminalSession } from '@judge/terminal/terminalSession'

/**
 * A learner's terminal session (docs/terminal.md "The session"), driven by keys as a terminal sends them: the
 * server edits the line at the prompt, refuses what the page does not permit before the shell sees it, and
 * hands keys and Ctrl+C to a running line.
 */
const homes = fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-sessions-'))
const shells: ShellSandbox[] = []
const PERMITTED = { permitted: ['ls', 'cd', 'mkdir', 'echo', 'cat', 'sleep', 'git init', 'git status'], once: ['git init'] }

function session(home: string) {
  const shell = ShellSandbox.start(path.join(homes, home), { cols: 120, rows: 40 })
  if (!shell) throw new Error('this machine cannot contain a shell (scripts/install-toolchains.sh)')
  shells.push(shell)
  let output = ''
  const refused: Exclude<LineVerdict, { ok: true }>[] = []
  const ran: { text: string; status: number }[] = []
  const directories: string[] = []
  const terminal = new TerminalSession(
    shell,
    () => PERMITTED,
    [],
    {
      output: (data) => (output += data),
      directory: (cwd) => directories.push(cwd),
      refused: (verdict) => refused.push(verdict),
      ran: ({ text, status }) => ran.push({ text, status }),
    },
    (verdict) => (verdict.code === 'alreadyRun' ? `already run: ${verdict.command}` : verdict.code === 'notPermitted' ? `not permitted: ${verdict.command}` : 'not supported'),
  )
  terminal.start()
  /** Types keys, then waits until `count` lines have run or been refused in all. */
  const type = async (keys: string, count: number) => {
    terminal.input(keys)
    await expect.poll(() => ran.length + refused.length, { timeout: 15_000 }).toBe(count)
  }
  return { shell, terminal, type, refused, ran, directories, output: () => output, home: path.join(homes, home) }
}

afterEach(async () => {
  await Promise.all(shells.splice(0).map((s) => s.close()))
})
afterAll(() => fs.rmSync(homes, { recursive: true, force: true }))

describe('a terminal session', () => {
  it('runs a permitted line typed key by key, edits included, and follows the directory', async () => {
    const s = session('typing')
    await s.type('mkdir docs\r', 1)
    // "lx", Backspace, "s -a", ← (before "a"), "1", → : "ls -1a"
    await s.type('lx\x7fs -a\x1b[D1\x1b[C\r', 2)
    expect(s.ran.map((r) => r.text)).toEqual(['mkdir docs', 'ls -1a'])
    expect(s.output()).toMatch(/docs/)
    await s.type('cd docs\r', 3)
    expect(s.directories).toEqual(['/home/learner/docs'])
    expect(s.output()).toContain('~/docs')
  })

  it('refuses a line the page does not permit before the shell sees it, and says why', async () => {
    const s = session('refused')
    await s.type('echo hi > keep.txt\r', 1)
    await s.type('rm keep.txt\r', 2)
    await s.type('ls; cat keep.txt | sh\r', 3)
    expect(s.refused).toEqual([
      { ok: false, code: 'notPermitted', command: 'rm keep.txt' },
      { ok: false, code: 'notPermitted', command: 'sh' },
    ])
    expect(s.output()).toContain('not permitted: rm keep.txt')
    expect(fs.readFileSync(path.join(s.home, 'keep.txt'), 'utf8')).toBe('hi\n')
  })

  it('refuses a command the page allows once when it has run', async () => {
    const s = session('once')
    await s.type('git init -q\r', 1)
    await s.type('git init\r', 2)
    expect(s.ran).toEqual([{ text: 'git init -q', status: 0 }])
    expect(s.refused).toEqual([{ ok: false, code: 'alreadyRun', command: 'git init' }])
  })

  it('hands keys to a running line, and Ctrl+C interrupts it', async () => {
    const s = session('running')
    s.terminal.input('cat > note.txt\r')
    await expect.poll(() => s.shell.processes().some((pid) => procFile(pid, 'comm')?.trim() === 'cat')).toBe(true)
    s.terminal.input('typed while cat runs\r\x04')
    await expect.poll(() => s.ran.length).toBe(1)
    expect(fs.readFileSync(path.join(s.home, 'note.txt'), 'utf8')).toBe('typed while cat runs\n')
    s.terminal.input('sleep 100\r')
    // Interrupt once sleep itself runs (not while the shell is still decoding the line).
    await expect.poll(() => s.shell.processes().some((pid) => procFile(pid, 'cmdline')?.startsWith('sleep\x00100'))).toBe(true)
    s.terminal.input('\x03')
    await expect.poll(() => s.ran.length).toBe(2)
    expect(s.ran[1]).toEqual({ text: 'sleep 100', status: 130 })
  })

  it('recalls earlier lines with ↑ and clears the line with Ctrl+U or Ctrl+C', async () => {
    const s = session('history')
    await s.type('echo one\r', 1)
    await s.type('\x1b[A\r', 2)
    expect(s.ran.map((r) => r.text)).toEqual(['echo one', 'echo one'])
    await s.type('rm x\x15echo two\r', 3)
    await s.type('rm y\x03echo three\r', 4)
    expect(s.ran.map((r) => r.text)).toEqual(['echo one', 'echo one', 'echo two', 'echo three'])
  })
})
