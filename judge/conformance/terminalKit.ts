import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@cms/payload-types'
import type { TerminalConformance } from '@plugins/conformance'
import type { CaseResult } from '../image/jailCases'
import { terminalJudge } from '../engines/terminalJudge'
import type { DiscoveredPlugin } from '../pluginHost/loader'
import { descendantsOf } from '../sandbox/procfs'
import { playLines } from '../terminal/terminalPlayer'
import { TerminalPlugins } from '../terminal/terminalPlugins'
import { TerminalSessions, type TerminalListener, type TerminalPage } from '../terminal/terminalSessions'
import { hostTraces } from './hostTraces'

/** What the hostile lines may use: a page could permit any of these (a shell-scripting lesson permits bash). */
const HOSTILE_PERMITTED = ['bash', 'nohup', 'setsid', 'yes', 'head', 'curl', 'nc', 'echo', 'cat', 'ls', 'find', 'sleep', 'wc']
/** The most processes a terminal may hold (judge/terminal/sessionCgroup.ts), plus the sandbox's own few. */
const MOST_PROCESSES = 64 + 4
const message = { ja: '-', en: '-' }

/**
 * The conformance kit's terminal cases (docs/terminal.md "Conformance"): a learner's lines that try to bring
 * down or leave the sandbox — a fork bomb, a `yes` flood, a huge file, connections to the host's loopback,
 * reading the platform's data directory and another learner's home, a process left behind after the page
 * is closed — each contained, the host untouched, and a new terminal answering right after. Then the
 * plugin's examples: lines on a fresh home and its checks' verdicts.
 */
export async function checkTerminalPlugin(plugin: DiscoveredPlugin, conformance: TerminalConformance): Promise<CaseResult[]> {
  const traces = await hostTraces()
  // The terminals' homes where the platform keeps its data: the canary's folder's sibling.
  const root = fs.mkdtempSync(path.join(path.dirname(traces.canaryPath), 'terminals-'))
  const terminals = new TerminalSessions(root, new TerminalPlugins([plugin]))
  const results: CaseResult[] = []
  let pages = 0
  const pageOf = (permitted: string[], files: { path: string; content: string }[] = [], setup?: string): TerminalPage => ({
    id: `kit-${++pages}`,
    judgeLanguage: plugin.manifest.id,
    defaultFiles: files,
    terminal: { permitted: permitted.map((command) => ({ command })), setup },
  })

  /** A learner's open terminal: type lines, read what it printed, wait for a line to end. */
  const open = async (learner: string, page: TerminalPage) => {
    let output = ''
    let ended: (() => void) | null = null
    const listener: TerminalListener = { output: (d) => (output += d), directory: () => undefined, closed: () => undefined, lineEnded: () => ended?.() }
    await terminals.openFor(learner, page as Page, { cols: 120, rows: 40 }, 'en', listener)
    return {
      output: () => output,
      /** Types a line; resolves when it ends (or after `ms`, leaving it running). */
      type: (line: string, ms = 30_000) =>
        new Promise<void>((resolve) => {
          ended = resolve
          setTimeout(resolve, ms).unref()
          terminals.write(learner, page.id, `${line}\r`, listener)
        }),
      keys: (keys: string) => terminals.write(learner, page.id, keys, listener),
      close: () => terminals.close(learner, page.id),
    }
  }

  /** Runs one case, then checks the host and that a new learner's terminal answers. */
  const check = async (name: string, body: () => Promise<string | false>) => {
    let wrong: string | false
    try {
      wrong = await body()
    } catch (error) {
      wrong = (error as Error).message
    }
    const leaks = [
      traces.connections() > 0 && 'a connection reached the host',
      traces.markedProcesses().length > 0 && 'a process outlived the terminal',
      traces.markedFiles().length > 0 && 'a host file was written',
    ].filter(Boolean)
    const next = await open(`kit-next-${name}`, pageOf(['echo']))
    await next.type('echo Hello, World!')
    const healthy = /\r\nHello, World!\r\n/.test(next.output())
    await next.close()
    results.push({ name, passed: !wrong && !leaks.length && healthy, detail: [wrong, ...leaks, !healthy && 'the next terminal did not answer'].filter(Boolean).join(', ') || 'contained' })
  }

  try {
    await terminals.plugins.ready(plugin.manifest.id)
    const hostile = pageOf(HOSTILE_PERMITTED)

    await check('fork bomb', async () => {
      const t = await open('kit-bomb', hostile)
      const before = descendantsOf(process.pid).length
      await t.type(`bash -c ':(){ :|:& };:'`, 3000)
      const most = descendantsOf(process.pid).length - before
      t.keys('\x03')
      await t.close()
      const left = descendantsOf(process.pid).length - before
      if (most > MOST_PROCESSES) return `${most} processes at once`
      return left > 0 && `${left} processes left after closing`
    })

    await check('yes flood', async () => {
      const t = await open('kit-flood', hostile)
      void t.type('yes', 0)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const start = t.output().length
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const perSecond = t.output().length - start
      const ended = t.type('', 10_000)
      t.keys('\x03')
      await ended
      await t.type('echo still here')
      const answered = /still here/.test(t.output())
      await t.close()
      // 32 KB per 100 ms is passed on (docs/terminal.md "Limits"): a second holds well under 1 MB.
      return (perSecond > 1_000_000 && `${perSecond} bytes in a second`) || (!answered && 'the flood could not be interrupted')
    })

    await check('huge file', async () => {
      const t = await open('kit-huge', hostile)
      await t.type('head -c 100000000 /dev/zero > big.bin')
      await t.close()
      const size = fs.statSync(path.join(root, 'kit-huge', String(hostile.id), 'home', 'big.bin'), { throwIfNoEntry: false })?.size
      if (size === undefined) return 'no file was written (the case proves nothing)'
      return size > 16 * 2 ** 20 && `a file of ${size} bytes`
    })

    await check('network', async () => {
      const t = await open('kit-network', hostile)
      await t.type(`curl -s -m 2 http://127.0.0.1:${traces.port}/; nc -w 1 127.0.0.1 ${traces.port}; echo x > /dev/tcp/127.0.0.1/${traces.port}`)
      await t.close()
      return false
    })

    await check('the data directory', async () => {
      const t = await open('kit-data', hostile)
      await t.type(`cat ${traces.canaryPath}; ls ${path.dirname(traces.canaryPath)}; cat ../../*/*/home/* ../*/*; find / -name 'platform-secret*' 2>/dev/null`)
      await t.close()
      return t.output().includes(traces.canary) && 'the canary was read'
    })

    await check('another learner', async () => {
      const secret = `secret-${traces.canary.slice(-8)}`
      const other = await open('kit-owner', pageOf(['echo'], [{ path: 'secret.txt', content: `${secret}\n` }]))
      const t = await open('kit-prober', hostile)
      await t.type(`cat /home/*/secret.txt ../*/secret.txt ../../*/*/home/secret.txt; find / -name 'secret.txt' 2>/dev/null; ls /home`)
      await Promise.all([t.close(), other.close()])
      return t.output().includes(secret) && "another learner's file was read"
    })

    await check('a process left after the page is closed', async () => {
      const t = await open('kit-background', hostile)
      await t.type(`nohup setsid bash -c '(exec -a ${traces.marker} sleep 1000) &' > /dev/null 2>&1; echo ${traces.marker} > /tmp/${traces.marker}`)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const running = traces.markedProcesses().length
      await t.close()
      return running === 0 && 'the background process never started (the case proves nothing)'
    })

    for (const example of conformance.examples) {
      const page = pageOf(example.permitted, example.files, example.setup)
      const played = await playLines(terminals, 'kit-examples', page, example.lines)
      const verdicts = await terminalJudge({ checks: example.checks.map(({ check }) => ({ ...check, message })) }, { files: [], answerFiles: [], hiddenFiles: [], run: never, runAnswer: never, terminal: async () => played.state })
      const wrong = example.checks.flatMap(({ check, expect }, i) => (verdicts[i].passed === expect ? [] : [`${check.kind} ${JSON.stringify(check)} ${expect ? 'failed' : 'passed'}`]))
      if (played.refused.length) wrong.unshift(...played.refused.map((r) => `refused: ${r}`))
      results.push({ name: `example: ${example.name}`, passed: wrong.length === 0, detail: wrong.join('; ') || `${example.checks.length} checks as expected` })
    }
  } finally {
    await terminals.closeAll()
    await traces.close()
    fs.rmSync(root, { recursive: true, force: true })
  }
  return results
}

const never = () => Promise.reject(new Error('a terminal page runs no code'))

/** The terminal cases' names, in the order the kit runs them. */
export const TERMINAL_CASE_NAMES = ['fork bomb', 'yes flood', 'huge file', 'network', 'the data directory', 'another learner', 'a process left after the page is closed'] as const
