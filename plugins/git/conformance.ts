import type { TerminalConformance } from '../conformance'

/** The git plugin's examples: its check kinds on repositories made by typical lesson lines. */
const conformance: TerminalConformance = {
  terminal: true,
  examples: [
    {
      name: 'init, add and commit',
      files: [{ path: 'index.html', content: '<h1>Hi</h1>\n' }, { path: 'style.css', content: 'h1 {}\n' }],
      permitted: ['git'],
      lines: ['git init -q -b main', 'git add index.html', 'git commit -qm "Add index"', 'git add style.css'],
      checks: [
        { check: { kind: 'gitRepo', repo: '.' }, expect: true },
        { check: { kind: 'gitCommits', min: 1, subject: '^Add index$' }, expect: true },
        { check: { kind: 'gitCommits', min: 2 }, expect: false },
        { check: { kind: 'gitHead', branch: 'main' }, expect: true },
        { check: { kind: 'gitCommitted', path: 'index.html' }, expect: true },
        { check: { kind: 'gitStaged', path: 'style.css' }, expect: true },
        { check: { kind: 'gitClean' }, expect: false },
      ],
    },
    {
      name: 'branches, a merge and a push to a local remote',
      setup: 'git init -q --bare remote.git && git init -q -b main project && cd project && echo a > a.txt && git add . && git commit -qm first',
      permitted: ['cd', 'git', 'echo'],
      lines: ['cd project', 'git switch -q -c feature', 'echo b > b.txt', 'git add b.txt', 'git commit -qm "Add b"', 'git switch -q main', 'git merge -q feature', 'git branch -q other', 'git remote add origin ../remote.git', 'git push -q origin main'],
      checks: [
        { check: { kind: 'gitBranch', repo: 'project', name: 'feature' }, expect: true },
        { check: { kind: 'gitHead', repo: 'project', branch: 'main' }, expect: true },
        { check: { kind: 'gitMerged', repo: 'project', branch: 'feature' }, expect: true },
        { check: { kind: 'gitMerged', repo: 'project', branch: 'nothing' }, expect: false },
        { check: { kind: 'gitRemote', repo: 'project', name: 'origin' }, expect: true },
        { check: { kind: 'gitPushed', repo: 'project', branch: 'main', remote: 'remote.git' }, expect: true },
        { check: { kind: 'gitPushed', repo: 'project', branch: 'feature', remote: 'remote.git' }, expect: false },
        { check: { kind: 'gitClean', repo: 'project' }, expect: true },
        { check: { kind: 'cwd', path: 'project' }, expect: true },
      ],
    },
  ],
}
export default conformance
