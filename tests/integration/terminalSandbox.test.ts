import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { dataDir, rootDir } from '@domain/repoPaths'
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

/** A shell on `home` and a way to run a line in it and get what it printed (up to a marker it echoes). */
function shellOn(home: string) {
  // Wide enough that no command line wraps (a wrapped echo would split the marker's text).
  const shell = ShellSandbox.start(path.join(homes, home), { cols: 400, rows: 50 })
  if (!shell) throw new Error('this machine cannot contain a shell (bubblewrap and writable control groups are required: scripts/install-toolchains.sh)')
  open.push(shell)
  let output = ''
  shell.onData((data) => (output += data))
  const run = async (line: string, timeoutMs = 15_000) => {
    const n = ++commands
    const from = output.length
    // The marker is computed by the shell, so the echoed command line never contains it.
    shell.write(`${line}; echo "__done_$((${n} + 0))__"\r`)
    await expect.poll(() => output.slice(from).includes(`__done_${n}__`), { timeout: timeoutMs }).toBe(true)
    // What the command printed: after the echoed line (typed ahead of the prompt it is echoed twice), before the marker.
    const printed = output.slice(from)
    const echoed = printed.lastIndexOf(`${n} + 0))__"`)
    return printed.slice(printed.indexOf('\n', echoed) + 1, printed.lastIndexOf(`__done_${n}__`))
  }
  return { shell, run, output: () => output }
}

/** Host processes whose command line contains `text` (a process left behind would be found here). */
const hostProcesses = (text: string) =>
  fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(text)
    } catch {
      return false
    }
  })

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()))
})
afterAll(() => fs.rmSync(homes, { recursive: true, force: true }))

describe('the terminal shell', () => {
  it('is the learner in their own home, with git, and their files outlive the shell', async () => {
    const { shell, run } = shellOn('persist')
    expect(await run('whoami; pwd')).toMatch(/learner\r\n\/home\/learner/)
    expect(await run('git init -q notes && cd notes && echo hi > a.txt && git add a.txt && git commit -qm first && git log --format=%s')).toContain('first')
    await shell.close()
    const again = shellOn('persist')
    expect(await again.run('cat notes/a.txt; git -C notes log --format=%s')).toMatch(/hi\r\nfirst/)
  })

  it("sees neither the platform's files nor another learner's folder", async () => {
    fs.mkdirSync(path.join(homes, 'other'), { recursive: true })
    fs.writeFileSync(path.join(homes, 'other', 'secret.txt'), 'another learner wrote this')
    const { run } = shellOn('curious')
    const seen = await run(`ls ${dataDir}; cat ${path.join(rootDir, 'package.json')}; cat ${path.join(homes, 'other', 'secret.txt')}; ls /home`)
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
      const tried = await run(`curl -s -m 3 http://127.0.0.1:${port}/; echo curl=$?; (exec 3<>/dev/tcp/127.0.0.1/${port}) 2>&1; echo tcp=$?`)
      expect(tried).toMatch(/curl=[1-9]/)
      expect(tried).toMatch(/tcp=1/)
      expect(connections).toBe(0)
    } finally {
      listener.close()
    }
  })

  it(`holds a fork bomb to ${TERMINAL_LIMITS.pids} processes, and leaves nothing behind when closed`, async () => {
    const { shell } = shellOn('bomb')
    shell.write(':(){ :|:& };:\r')
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
    expect(await shellOn('bomb').run('echo after')).toContain('after')
  })

  it('throttles an output flood and stops it on Ctrl+C', async () => {
    const { shell, run, output } = shellOn('flood')
    shell.write('yes\r')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const flooded = output().length
    // At most 32 KB a tick of 100 ms passes: nowhere near what `yes` writes in a second (hundreds of MB).
    expect(flooded).toBeGreaterThan(1000)
    expect(flooded).toBeLessThan(2 * 1024 * 1024)
    shell.write('\x03')
    expect(await run('echo stopped')).toContain('stopped')
  })

  it('stops a huge file at 16 MB', async () => {
    const { run } = shellOn('huge')
    expect(await run('head -c 100000000 /dev/zero > big; stat -c %s big')).toMatch(/File size limit exceeded[\s\S]*16777216/)
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
