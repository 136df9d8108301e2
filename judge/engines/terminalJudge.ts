import path from 'node:path'
import { z } from 'zod'
import { localizedTextSchema } from '@domain/i18n/schemas'
import { localized } from '@domain/i18n/messages'
import type { CheckResult } from '@domain/socket/judgeResult'
import { SHELL_HOME } from '../terminal/shellSandbox'
import type { TerminalInspection } from '../terminal/terminalSessions'
import type { JudgeContext } from './types'

const homePath = z.string().min(1).max(500)
/** The checks every terminal page can make; a plugin's own kinds (gitBranch…) pass through to its `judge`. */
const check = z.looseObject({ kind: z.string(), message: localizedTextSchema })
const fileCheck = z.object({ path: homePath, equals: z.string().optional(), contains: z.string().optional(), pattern: z.string().optional() })
const spec = z.object({ checks: z.array(check).min(1) })

const trimEnd = (text: string) => text.replace(/\n+$/, '')

/** Whether a host check holds; undefined when its kind is not one of the host's. */
function hostCheck(raw: z.infer<typeof check>, state: TerminalInspection): boolean | undefined {
  const entry = (p: string) => state.entries.find((e) => e.path === path.posix.normalize(p).replace(/\/$/, ''))
  switch (raw.kind) {
    case 'file': {
      const { path: p, equals, contains, pattern } = fileCheck.parse(raw)
      const found = entry(p)
      if (found?.type !== 'file' || found.content === undefined) return false
      if (equals !== undefined && trimEnd(found.content) !== trimEnd(equals)) return false
      if (contains !== undefined && !found.content.includes(contains)) return false
      return pattern === undefined || new RegExp(pattern, 'm').test(found.content)
    }
    case 'directory':
      return entry(z.object({ path: homePath }).parse(raw).path)?.type === 'directory'
    case 'absent':
      return entry(z.object({ path: homePath }).parse(raw).path) === undefined
    case 'cwd': {
      const wanted = path.posix.join(SHELL_HOME, z.object({ path: homePath }).parse(raw).path)
      return state.cwd === wanted
    }
    case 'ran': {
      const wanted = z.object({ command: z.string().min(1) }).parse(raw).command.trim().split(/\s+/)
      return state.history.some((command) => ranAs(command, wanted))
    }
    default:
      return undefined
  }
}

const isOption = (word: string) => word.startsWith('-') && word.length > 1

/**
 * Whether a command that ran is the one a `ran` check asks for: its words (options aside) start with the
 * check's, and it has each of the check's options in any order, a short one alone or in a group (`ls -la`
 * counts as `ls -a`, `git log --graph --oneline` as `git log --oneline --graph`).
 */
export function ranAs(command: string[], wanted: string[]): boolean {
  const words = command.filter((w) => !isOption(w))
  const options = command.filter(isOption)
  const hasOption = (option: string) =>
    options.includes(option) || (/^-[A-Za-z0-9]$/.test(option) && options.some((o) => /^-[A-Za-z0-9]+$/.test(o) && o.includes(option[1])))
  return wanted.filter((w) => !isOption(w)).every((word, i) => words[i] === word) && wanted.filter(isOption).every(hasOption)
}

/**
 * TerminalJudge (docs/terminal.md "Judging"): checks on what the learner's commands left in their terminal:
 * files and their contents, folders, the current directory, the commands run, and the plugin's own kinds
 * (git's commits, branches, index, remotes). Each failed check says its page-written message.
 */
export async function terminalJudge(rawSpec: unknown, ctx: JudgeContext): Promise<CheckResult[]> {
  const { checks } = spec.parse(rawSpec)
  if (!ctx.terminal) return [{ passed: false, message: localized('judge.judgeError') }]
  const state = await ctx.terminal()
  return checks.map((c) => {
    const passed = hostCheck(c, state) ?? state.judge(c)
    return passed === undefined ? { passed: false, message: localized('judge.judgeError') } : { passed, message: c.message }
  })
}
