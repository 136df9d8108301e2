/**
 * Git pages (plugins/README.md "Terminals"): bash and Debian's git in the judge's sandbox. After the learner's
 * commands `inspect` reads every repository of the home with git itself, each command a program in a sandbox
 * step that may start no process and reads the home read-only, with the repository's own hooks, monitors and
 * the learner's global config switched off (a repository is the learner's to shape). `judge` answers the
 * git check kinds (gitRepo, gitCommits, gitBranch, gitHead, gitStaged, gitCommitted, gitClean, gitMerged,
 * gitRemote, gitPushed).
 */
import type { HomeEntry, NativeHost, TerminalCheck } from '../contract.ts'
import { NATIVE_WORK_DIR } from '../contract.ts'
import { terminalRuntime } from '../shared/terminalRuntime.ts'

const GIT = '/usr/bin/git'
/** Read-only and inert: no hooks, no file-system monitor, no global or system config, any owner accepted. */
const SAFE = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'safe.directory=*', '-c', 'core.untrackedCache=false']
const ENV = { HOME: '/nonexistent', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_OPTIONAL_LOCKS: '0', LANG: 'C.UTF-8' }
const MAX_COMMITS = 500
const MAX_REPOSITORIES = 8

export interface Repository {
  bare: boolean
  /** The current branch; null when HEAD is detached. */
  head: string | null
  /** Local branches and their tips. */
  branches: Record<string, string>
  commits: Record<string, { parents: string[]; subject: string }>
  staged: string[]
  unstaged: string[]
  untracked: string[]
  /** The paths in HEAD's tree. */
  committed: string[]
  remotes: string[]
}

export interface GitFacts {
  /** By path relative to the home ("." is the home itself). */
  repositories: Record<string, Repository>
}

/** The repositories of a home: folders holding `.git`, and bare ones (HEAD, objects/ and refs/ side by side). */
export function repositoriesOf(entries: HomeEntry[]): { path: string; bare: boolean }[] {
  const kinds = new Map(entries.map((e) => [e.path, e.type]))
  const found: { path: string; bare: boolean }[] = []
  for (const entry of entries) {
    if (entry.type !== 'directory') continue
    if (entry.path === '.git' || entry.path.endsWith('/.git')) {
      found.push({ path: entry.path === '.git' ? '.' : entry.path.slice(0, -'/.git'.length), bare: false })
    } else if (!entry.path.split('/').includes('.git') && kinds.get(`${entry.path}/HEAD`) === 'file' && kinds.get(`${entry.path}/objects`) === 'directory' && kinds.get(`${entry.path}/refs`) === 'directory') {
      found.push({ path: entry.path, bare: true })
    }
  }
  return found.slice(0, MAX_REPOSITORIES)
}

/**
 * One git read in a sandbox step. A read that may fail for a reason of the repository's (a detached HEAD, no
 * commit yet) answers null then; any other failure throws, so the judge reports a judge error rather than judge
 * an unread repository as empty.
 */
async function git(host: NativeHost, home: string, repo: string, args: string[], mayFail = false): Promise<string | null> {
  const result = await host.exec({
    command: [GIT, ...SAFE, '-C', repo === '.' ? NATIVE_WORK_DIR : `${NATIVE_WORK_DIR}/${repo}`, ...args],
    workDir: home,
    env: ENV,
    timeMs: 15_000,
    outputBytes: 1 << 20,
    memoryMb: 128,
  })
  if (result.status === 'ok') return result.stdout
  if (mayFail && result.status === 'error') return null
  throw new Error(`git ${args[0]} in ${repo} failed (${result.status}): ${result.stderr.slice(0, 200)}`)
}

const fields = (text: string | null, separator: string) => (text ?? '').split(separator).filter(Boolean)

async function readRepository(host: NativeHost, home: string, { path, bare }: { path: string; bare: boolean }): Promise<Repository> {
  // One read at a time: six sandboxes at once per repository only crowd a busy machine.
  const refs = await git(host, home, path, ['for-each-ref', '--format=%(refname)%00%(objectname)', 'refs/heads'])
  const head = await git(host, home, path, ['symbolic-ref', '-q', '--short', 'HEAD'], true)
  const log = await git(host, home, path, ['log', '--all', `--max-count=${MAX_COMMITS}`, '--format=%H%x00%P%x00%s%x1e'])
  const status = bare ? null : await git(host, home, path, ['status', '--porcelain=v1', '-z', '--untracked-files=all'])
  const tree = bare ? null : await git(host, home, path, ['ls-tree', '-r', '-z', '--name-only', 'HEAD'], true)
  const remotes = await git(host, home, path, ['remote'])
  const branches: Record<string, string> = {}
  for (const line of fields(refs, '\n')) {
    const [name, hash] = line.split('\0')
    branches[name.replace(/^refs\/heads\//, '')] = hash
  }
  const commits: Repository['commits'] = {}
  for (const record of fields(log, '\x1e')) {
    const [hash, parents, subject] = record.replace(/^\n/, '').split('\0')
    if (hash) commits[hash] = { parents: fields(parents, ' '), subject: subject ?? '' }
  }
  const staged: string[] = []
  const unstaged: string[] = []
  const untracked: string[] = []
  const items = fields(status, '\0')
  for (let i = 0; i < items.length; i++) {
    const [x, y, file] = [items[i][0], items[i][1], items[i].slice(3)]
    if (x === '?') untracked.push(file)
    else {
      if (x !== ' ') staged.push(file)
      if (y !== ' ') unstaged.push(file)
    }
    if (x === 'R' || x === 'C') i++ // a rename's second path: where it came from
  }
  return { bare, head: head?.trim() || null, branches, commits, staged, unstaged, untracked, committed: fields(tree, '\0'), remotes: fields(remotes, '\n') }
}

/** The commits reachable from `tip` (itself included), within what was read. */
export function reachable(repository: Repository, tip: string | undefined): Set<string> {
  const seen = new Set<string>()
  const stack = tip ? [tip] : []
  while (stack.length) {
    const hash = stack.pop()!
    if (seen.has(hash)) continue
    seen.add(hash)
    stack.push(...(repository.commits[hash]?.parents ?? []))
  }
  return seen
}

const text = (check: TerminalCheck, field: string, fallback?: string): string => {
  const value = check[field] ?? fallback
  if (typeof value !== 'string' || !value) throw new Error(`a ${check.kind} check needs "${field}"`)
  return value
}

export function judgeGit(check: TerminalCheck, facts: GitFacts): boolean | undefined {
  const repositories = facts?.repositories ?? {}
  const repo = () => repositories[text(check, 'repo', '.')]
  const headTip = (r: Repository) => (r.head ? r.branches[r.head] : undefined)
  switch (check.kind) {
    case 'gitRepo':
      return Boolean(repo() && !repo().bare)
    case 'gitCommits': {
      const r = repo()
      if (!r) return false
      const min = typeof check.min === 'number' ? check.min : 1
      const tip = typeof check.branch === 'string' ? r.branches[check.branch] : headTip(r)
      const commits = [...reachable(r, tip)].filter((hash) => r.commits[hash])
      const subject = typeof check.subject === 'string' ? new RegExp(check.subject) : null
      return commits.length >= min && (!subject || commits.some((hash) => subject.test(r.commits[hash].subject)))
    }
    case 'gitBranch':
      return Boolean(repo()?.branches[text(check, 'name')])
    case 'gitHead':
      return repo()?.head === text(check, 'branch')
    case 'gitStaged':
      return Boolean(repo()?.staged.includes(text(check, 'path')))
    case 'gitCommitted':
      return Boolean(repo()?.committed.includes(text(check, 'path')))
    case 'gitClean': {
      const r = repo()
      return Boolean(r && !r.staged.length && !r.unstaged.length && !r.untracked.length)
    }
    case 'gitMerged': {
      const r = repo()
      const tip = r?.branches[text(check, 'branch')]
      return Boolean(r && tip && reachable(r, headTip(r)).has(tip))
    }
    case 'gitRemote':
      return Boolean(repo()?.remotes.includes(text(check, 'name')))
    case 'gitPushed': {
      const branch = text(check, 'branch')
      const tip = repo()?.branches[branch]
      return Boolean(tip && repositories[text(check, 'remote')]?.branches[branch] === tip)
    }
    default:
      return undefined
  }
}

export default () =>
  terminalRuntime({
    async inspect(home, entries, host): Promise<GitFacts> {
      const found = repositoriesOf(entries)
      const read = await Promise.all(found.map((r) => readRepository(host, home, r)))
      return { repositories: Object.fromEntries(found.map((r, i) => [r.path, read[i]])) }
    },
    judge: (check, facts) => judgeGit(check, facts as GitFacts),
  })
