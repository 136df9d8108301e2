import { describe, expect, it } from 'vitest'
import { checkCommandLine } from '@judge/terminal/commandLine'

const rules = { permitted: ['ls', 'cd', 'cat', 'echo', 'grep', 'git add', 'git commit', 'git init', 'git log'], once: ['git init'] }

describe('the permitted-command rule of terminal pages', () => {
  it.each([
    ['ls -la', [['ls', '-la']]],
    ['cd docs && ls | grep md', [['cd', 'docs'], ['ls'], ['grep', 'md']]],
    ['echo "hello world" > greeting.txt; cat greeting.txt', [['echo', 'hello world'], ['cat', 'greeting.txt']]],
    ['ls 2>&1 >> out.txt', [['ls']]],
    ['LANG=C ls *.txt # list them', [['ls', '*.txt']]],
    ['git commit -m "first"', [['git', 'commit', '-m', 'first']]],
    ['echo $HOME', [['echo', '$HOME']]],
  ])('lets %j run', (line, commands) => {
    expect(checkCommandLine(line, rules)).toEqual({ ok: true, commands })
  })

  it.each([
    ['rm -rf notes', 'rm -rf notes'],
    ['ls; rm notes', 'rm notes'],
    ['cat a | sh', 'sh'],
    ['git push origin main', 'git push origin main'],
    ['LANG=C bash', 'bash'],
  ])('refuses %j: a command not on the list', (line, command) => {
    expect(checkCommandLine(line, rules)).toEqual({ ok: false, code: 'notPermitted', command })
  })

  it.each([
    ['echo $(rm x)', '$('],
    ['echo `rm x`', '`'],
    ['(cd x; rm y)', '('],
    ['cat <(rm x)', '<('],
    ['ls & rm x', '&'],
    ['cat <<EOF', '<<'],
    ['echo x > /proc/1/fd/5', '/proc'],
  ])('refuses %j: a construct that could run an unlisted command', (line, construct) => {
    expect(checkCommandLine(line, rules)).toEqual({ ok: false, code: 'unsupported', construct })
  })

  it('refuses a command the page allows once after it has run, and only that one', () => {
    const history = [['git', 'init']]
    expect(checkCommandLine('git init', { ...rules, history })).toEqual({ ok: false, code: 'alreadyRun', command: 'git init' })
    expect(checkCommandLine('git add .', { ...rules, history })).toMatchObject({ ok: true })
    expect(checkCommandLine('git init', rules)).toMatchObject({ ok: true })
  })
})
