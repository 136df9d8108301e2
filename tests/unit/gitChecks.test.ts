import { describe, expect, it } from 'vitest'
import { judgeGit, reachable, repositoriesOf, type Repository } from '../../plugins/git/native'

/** The git plugin's reading of a home and its check kinds (plugins/README.md "Terminals"). */
const repo = (over: Partial<Repository> = {}): Repository => ({
  bare: false,
  head: 'main',
  branches: { main: 'c3', feature: 'c2b' },
  commits: { c1: { parents: [], subject: 'First' }, c2: { parents: ['c1'], subject: 'Second' }, c2b: { parents: ['c1'], subject: 'On feature' }, c3: { parents: ['c2'], subject: 'Third' } },
  staged: ['a.txt'],
  unstaged: [],
  untracked: [],
  committed: ['index.html'],
  remotes: ['origin'],
  ...over,
})

describe('the git plugin', () => {
  it('finds working repositories and bare ones, not folders inside .git', () => {
    const d = (path: string) => ({ path, type: 'directory' as const })
    const f = (path: string) => ({ path, type: 'file' as const, content: '' })
    const found = repositoriesOf([d('.git'), d('project'), d('project/.git'), d('remote.git'), f('remote.git/HEAD'), d('remote.git/objects'), d('remote.git/refs'), d('fake.git'), f('fake.git/HEAD')])
    expect(found).toEqual([
      { path: '.', bare: false },
      { path: 'project', bare: false },
      { path: 'remote.git', bare: true },
    ])
  })

  it('walks commits from a tip through their parents', () => {
    expect([...reachable(repo(), 'c3')].sort()).toEqual(['c1', 'c2', 'c3'])
    expect(reachable(repo(), undefined).size).toBe(0)
  })

  it('answers its check kinds and leaves others to the host', () => {
    const facts = { repositories: { '.': repo(), 'remote.git': repo({ bare: true, branches: { main: 'c3' } }) } }
    expect(judgeGit({ kind: 'gitRepo' }, facts)).toBe(true)
    expect(judgeGit({ kind: 'gitRepo', repo: 'remote.git' }, facts)).toBe(false)
    expect(judgeGit({ kind: 'gitCommits', min: 3 }, facts)).toBe(true)
    expect(judgeGit({ kind: 'gitCommits', min: 4 }, facts)).toBe(false)
    expect(judgeGit({ kind: 'gitCommits', subject: '^On feature$' }, facts)).toBe(false)
    expect(judgeGit({ kind: 'gitCommits', branch: 'feature', subject: '^On feature$' }, facts)).toBe(true)
    expect(judgeGit({ kind: 'gitMerged', branch: 'feature' }, facts)).toBe(false)
    expect(judgeGit({ kind: 'gitHead', branch: 'main' }, facts)).toBe(true)
    expect(judgeGit({ kind: 'gitStaged', path: 'a.txt' }, facts)).toBe(true)
    expect(judgeGit({ kind: 'gitCommitted', path: 'a.txt' }, facts)).toBe(false)
    expect(judgeGit({ kind: 'gitClean' }, facts)).toBe(false)
    expect(judgeGit({ kind: 'gitPushed', branch: 'main', remote: 'remote.git' }, facts)).toBe(true)
    expect(judgeGit({ kind: 'gitRemote', name: 'upstream' }, facts)).toBe(false)
    expect(judgeGit({ kind: 'file', path: 'x' }, facts)).toBeUndefined()
    expect(() => judgeGit({ kind: 'gitBranch' }, facts)).toThrow(/needs "name"/)
  })
})
