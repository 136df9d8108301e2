import { parse, type ParseEntry } from 'shell-quote'

/**
 * The rule of terminal pages (docs/terminal.md "Permitted commands"; learner.md §5): a line the learner enters
 * runs only if every command in it is on the page's permitted list, and a command the page allows once has
 * not run before. Checked on the server before the line reaches the shell. A permitted entry is a command
 * and optionally its first words ("ls", "git commit"): a command matches when its words start with them.
 *
 * Lines are kept to what the lessons teach: commands joined by `|`, `||`, `&&` and `;`, with redirections.
 * Subshells, command and process substitution, backticks, here-documents and background jobs are refused
 * (each could run a command the list does not name), and so is any word naming /proc.
 */
export type LineVerdict =
  | { ok: true; commands: string[][] }
  | { ok: false; code: 'notPermitted' | 'alreadyRun'; command: string }
  | { ok: false; code: 'unsupported'; construct: string }

const JOINS = new Set(['|', '||', '&&', ';'])
const REDIRECTIONS = new Set(['>', '>>', '<', '>&', '<&', '>|'])
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/

export interface LineRules {
  permitted: string[]
  /** Permitted entries that may run once per workspace (`git init`): a second run is refused. */
  once?: string[]
  /** The commands already run on this page, oldest first. */
  history?: string[][]
}

const wordsOf = (entry: string) => entry.trim().split(/\s+/)
const startsWith = (command: string[], entry: string) => wordsOf(entry).every((word, i) => command[i] === word)

export function checkCommandLine(line: string, rules: LineRules): LineVerdict {
  if (line.includes('`')) return { ok: false, code: 'unsupported', construct: '`' }
  if (line.includes('<<')) return { ok: false, code: 'unsupported', construct: '<<' }
  // Variables stay as written: the shell expands them, the check reads the words the learner typed.
  const entries = parse(line, (name) => `$${name}`) as ParseEntry[]
  const commands: string[][] = [[]]
  let redirecting = false
  for (const entry of entries) {
    if (typeof entry === 'string' || (typeof entry === 'object' && 'op' in entry && entry.op === 'glob')) {
      const word = typeof entry === 'string' ? entry : entry.pattern
      if (word.includes('/proc')) return { ok: false, code: 'unsupported', construct: '/proc' }
      if (word === '$') return { ok: false, code: 'unsupported', construct: '$(' }
      if (redirecting) redirecting = false
      else if (!(commands.at(-1)!.length === 0 && ASSIGNMENT.test(word))) commands.at(-1)!.push(word)
      continue
    }
    if ('comment' in entry) break
    if (JOINS.has(entry.op)) {
      commands.push([])
      continue
    }
    if (REDIRECTIONS.has(entry.op)) {
      // `2>` arrives as the word "2" then ">": the word was a descriptor, not an argument.
      const current = commands.at(-1)!
      if (/^\d$/.test(current.at(-1) ?? '') && current.length > 1) current.pop()
      redirecting = true
      continue
    }
    return { ok: false, code: 'unsupported', construct: entry.op }
  }
  const ran = commands.filter((c) => c.length)
  for (const command of ran) {
    const entry = rules.permitted.filter((p) => startsWith(command, p)).sort((a, b) => wordsOf(b).length - wordsOf(a).length)[0]
    if (!entry) return { ok: false, code: 'notPermitted', command: command.join(' ') }
    if (rules.once?.includes(entry) && (rules.history ?? []).some((earlier) => startsWith(earlier, entry))) {
      return { ok: false, code: 'alreadyRun', command: entry }
    }
  }
  return { ok: true, commands: ran }
}
