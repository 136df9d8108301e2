import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { dataDir, rootDir } from '@domain/repoPaths'
import { processIds, procFile } from '@judge/sandbox/procfs'
import { ShellSandbox } from '@judge/terminal/shellSandbox'
import { TERMINAL_LIMITS } from '@judge/terminal/sessionCgroup'

/**
 * The terminal's shell (docs/terminal.md "The sandbox"), attacked the way the terminal lessons' conformance
 * cases ask: a fork bomb, an output flood, a huge file, the network, the platform's files, another learner's
 * folder and processes left behind are all held, and the learner's own files persist.
 */
const homes = fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-shells-'))
const open: ShellSandbox[] = []
let commands = 0

/** A shell on `home`, and a way to run a line in it and get its status and what it printed. */
function shellOn(home: string) {
  const shell = ShellSandbox.start(path.join(homes, home), { cols: 120, rows: 40 })
  if (!shell) throw new Error('this machine cannot contain a shell (bubblewrap and writable control groups are required: scripts/install-toolchains.sh)')
  open.push(shell)
  let output = ''
  shell.onData((data) => (output += data))
  const settled = async () => {
    // The status comes on its own channel: wait until the terminal's output has stopped arriving too.
    let seen = -1
    await expect.poll(() => (seen === output.length ? true : ((seen = output.length), false)), { interval: 100, timeout: 5000 }).toBe(true)
  }
  const run = async (line: string) => {
    const from = output.length
    const status = await shell.run(line)
    await settled()
    return { status, printed: output.slice(from) }
  }
  return { shell, run, settled, output: () => output }
}

/** Host processes whose command line contains `text` (a process left behind would be found here). */
const hostProcesses = (text: string) => processIds().filter((pid) => procFile(pid, 'cmdline')?.replaceAll('\0', ' ').includes(text))

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()))
})
afterAll(() => fs.rmSync(homes, { recursive: true, force: true }))

describe('the terminal shell', () => {
  it('is the learner in their own home, with git, and their files outlive the shell', async () => {
    const { shell, run } = shellOn('persist')
    expect(await run('whoami; pwd')).toEqual({ status: 0, printed: 'learner\r\n/home/learner\r\n' })
    expect((await run('git init -q notes && cd notes && echo hi > a.txt && git add a.txt && git commit -qm first && git log --format=%s')).printed).toContain('first')
    // The judge reads the directory from its side of the sandbox.
    expect(shell.cwd()).toBe('/home/learner/notes')
    await shell.close()
    const again = shellOn('persist')
    expect((await again.run('cat notes/a.txt; git -C notes log --format=%s')).printed).toBe('hi\r\nfirst\r\n')
    expect(await again.run('false')).toMatchObject({ status: 1 })
  })

  it("sees neither the platform's files nor another learner's folder", async () => {
    fs.mkdirSync(path.join(homes, 'other'), { recursive: true })
    fs.writeFileSync(path.join(homes, 'other', 'secret.txt'), 'another learner wrote this')
    const { run } = shellOn('curious')
    const { printed: seen } = await run(`ls ${dataDir}; cat ${path.join(rootDir, 'package.json')}; cat ${path.join(homes, 'other', 'secret.txt')}; ls /proc /dev/fd; ls /home`)
    expect(seen).not.toContain('another learner wrote this')
    expect(seen).not.toContain('"name"')
    expect(seen).toMatch(/No such file or directory/)
    expect(seen.trim().split(/\s+/).at(-1)).toBe('learner')
  })

  it('reaches no network: a listener on the host loopback gets no connection', async () => {
    let connections = 0
    const listener = net.createServer((socket) => (connections++, socket.end('hello')))
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const { port } = listener.address() as net.AddressInfo
    try {
      const { run } = shellOn('network')
      const { printed: tried } = await run(`curl -s -m 3 http://127.0.0.1:${port}/; echo curl=$?; (exec 3<>/dev/tcp/127.0.0.1/${port}) 2>&1; echo tcp=$?`)
      expect(tried).toMatch(/curl=[1-9]/)
      expect(tried).toMatch(/tcp=1/)
      expect(connections).toBe(0)
    } finally {
      listener.close()
    }
  })

  it(`holds a fork bomb to ${TERMINAL_LIMITS.pids} processes, and leaves nothing behind when closed`, async () => {
    const { shell } = shellOn('bomb')
    void shell.run(':(){ :|:& };:')
    let most = 0
    for (let i = 0; i < 20; i++) {
      most = Math.max(most, shell.processes().length)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(most).toBeGreaterThan(10)
    expect(most).toBeLessThanOrEqual(TERMINAL_LIMITS.pids)
    await shell.close()
    expect(shell.processes()).toEqual([])
    // A new shell works at once.
    expect((await shellOn('bomb').run('echo after')).printed).toBe('after\r\n')
  })

  it('throttles an output flood and stops it on Ctrl+C', async () => {
    const { shell, run, output } = shellOn('flood')
    const flood = shell.run('yes')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const flooded = output().length
    // At most 32 KB a tick of 100 ms passes: nowhere near what `yes` writes in a second (hundreds of MB).
    expect(flooded).toBeGreaterThan(1000)
    expect(flooded).toBeLessThan(2 * 1024 * 1024)
    shell.interrupt()
    expect(await flood).toBe(130)
    expect((await run('echo stopped')).printed).toContain('stopped')
  })

  it('stops a huge file at 16 MB', async () => {
    const { run } = shellOn('huge')
    expect((await run('head -c 100000000 /dev/zero > big; stat -c %s big')).printed).toMatch(/File size limit exceeded[\s\S]*16777216/)
  })

  it('runs no command typed on the terminal: only what the judge sends, and typing reaches the running program', async () => {
    const { shell, run, settled } = shellOn('typing')
    shell.write('touch typed-at-the-prompt\r')
    const reading = shell.run('cat > kept.txt')
    shell.write('hello\r')
    shell.write('\x04')
    expect(await reading).toBe(0)
    // Typed as the command ends, before the next line: still only text on the terminal.
    shell.write('touch typed-after-cat\r')
    await settled()
    // No file was made by what was typed; the program that read the terminal got all of it as data.
    expect((await run('ls')).printed).toBe('kept.txt\r\n')
    expect((await run('cat kept.txt')).printed).toMatch(/touch typed-at-the-prompt\r\nhello\r\n$/)
  })

  it('kills background processes, detached ones included, when the shell is closed', async () => {
    const { shell, run } = shellOn('background')
    await run('sleep 4242 & (setsid nohup sleep 4243 >/dev/null 2>&1 &) ; disown -a')
    expect(hostProcesses('sleep 4242').length + hostProcesses('sleep 4243').length).toBe(2)
    await shell.close()
    expect(hostProcesses('sleep 4242')).toEqual([])
    expect(hostProcesses('sleep 4243')).toEqual([])
  })
})
