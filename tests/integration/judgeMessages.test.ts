import { describe, expect, it } from 'vitest'
import { contentDir } from '@content/lib/paths'
import type { PageEntry } from '@content/lib/model'
import { readCurriculum } from '@content/lib/read'
import { judgePage } from '@judge/engines/judgePage'
import { pageRunners } from '@judge/engines/runners'
import { localized } from '@domain/i18n/messages'
import { TEST_LEARNER, useJudgeHarness } from '../support/judgeHarness'

const lessons = readCurriculum(contentDir).courses.flatMap((c) => c.lessons)
const pageOf = (lessonSlug: string, order: number) => lessons.find((l) => l.lesson.slug === lessonSlug)!.pages.find((p) => p.page.order === order)!
const harness = useJudgeHarness()

async function submit(entry: PageEntry, changes: Record<string, string>) {
  const files = entry.answerFiles.map((f) => ({ path: f.path, content: changes[f.path] ?? f.content }))
  const verdict = await harness.judge(entry, files)
  return { cleared: verdict.cleared, failed: verdict.checks.filter((c) => !c.passed) }
}

describe('a wrong submission gets the message of the check it fails', () => {
  it('javascript: wrong output, an infinite loop, an undefined variable', async () => {
    const page = pageOf('javascript-study-1', 1)
    const wrong = await submit(page, { 'script.js': "console.log('Hello')\n" })
    expect(wrong.failed.map((c) => c.message.en)).toEqual([(page.page.judges[0].spec as { message: { en: string } }).message.en])
    const loop = await submit(page, { 'script.js': "while (true) {}\nconsole.log('Hello, World!')\n" })
    expect(loop.failed[0].message).toMatchObject(localized('judge.infiniteLoop'))
    const undefinedName = await submit(page, { 'script.js': "console.log('Hello, World!')\nconsole.log(nmae)\n" })
    expect(undefinedName.failed[0]).toMatchObject({ line: 2, message: { en: 'Line 2: the variable "nmae" is not defined.' } })
  })

  it('python: an undefined name and a syntax error name their line', async () => {
    const page = pageOf('python-study-1', 3)
    const undefinedName = await submit(page, { 'main.py': "name = 'Ken'\nage = 14\nprint(nmae + ' is ' + str(age) + ' years old')\n" })
    expect(undefinedName.failed[0]).toMatchObject({ line: 3, message: { en: 'Line 3: the variable "nmae" is not defined.' } })
    const syntax = await submit(page, { 'main.py': "name = 'Ken'\nprint(name\n" })
    expect(syntax.failed[0].message.en).toMatch(/syntax error near line \d/)
  })

  it('sql: a missing table, a wrong row count, two statements', async () => {
    const page = pageOf('sql-study-1', 3)
    expect((await submit(page, { 'query.sql': 'SELECT name, age FROM user;\n' })).failed[0].message.en).toBe('The table or column does not exist: user')
    // The count, then the page's own pointer at the likely mistake (its sqlResult check's message).
    const check = page.page.judges.flatMap((j) => (j.spec as { checks?: { kind: string; message: { en: string } }[] }).checks ?? []).find((c) => c.kind === 'sqlResult')!
    const allRows = (await submit(page, { 'query.sql': 'SELECT name, age FROM users;\n' })).failed[0].message.en
    expect(allRows).toMatch(/^The number of rows is not right \(yours: (\d+), answer: (\d+)\)\. /)
    expect(allRows.endsWith(check.message.en)).toBe(true)
    expect((await submit(page, { 'query.sql': "SELECT 1; SELECT name, age FROM users WHERE city = 'Tokyo';\n" })).failed[0].message).toMatchObject(
      localized('judge.multipleSemicolons'),
    )
  })

  it('css: a missing unit and a full-width character are named with their line', async () => {
    const page = pageOf('html-css-study-2', 2)
    const noUnit = await submit(page, { 'style.css': 'h1 {\n  color: red;\n}\n\np {\n  font-size: 24;\n}\n' })
    expect(noUnit.failed[0]).toMatchObject({ file: 'style.css', line: 6, message: { en: 'The value "24" on line 6 has no unit (such as px).' } })
    const fullWidth = await submit(page, { 'style.css': 'p {\n  font-size：24px;\n}\n' })
    expect(fullWidth.failed[0].message.en).toBe('Line 2 contains the full-width character "：". Use half-width characters.')
  })

  it('html: a missing closing tag is named with its line', async () => {
    const page = pageOf('html-css-study-1', 2)
    const html = page.answerFiles.find((f) => f.path === 'index.html')!.content.replace('<h2>About me</h2>', '<h2>About me')
    const result = await submit(page, { 'index.html': html })
    expect(result.failed[0]).toMatchObject({ file: 'index.html', line: 10, message: { en: 'The closing tag for <h2> is missing.' } })
  })

  it('html: ImageJudge reports a size mismatch in px, and a page that looks different', async () => {
    const page = pageOf('html-css-study-2', 5)
    const answerCss = page.answerFiles.find((f) => f.path === 'style.css')!.content
    const wide = await submit(page, { 'style.css': `${answerCss}\nbody { width: 1200px; }\n` })
    expect(wide.failed).toEqual([
      expect.objectContaining({ message: { ja: expect.any(String), en: 'The width differs: yours 1208 px, answer 800 px.' }, detail: expect.objectContaining({ state: 'FAILURE', kind: 'WIDTH', yours: 1208, answer: 800 }) }),
    ])
    const tall = await submit(page, { 'style.css': `${answerCss}\nbody { padding-bottom: 900px; }\n` })
    expect(tall.failed[0].detail).toMatchObject({ state: 'FAILURE', kind: 'HEIGHT', answer: 600 })
    const dark = await submit(page, { 'style.css': `${answerCss}\nhtml { background: black; }\n` })
    expect(dark.failed[0].detail).toMatchObject({ state: 'FAILURE', kind: 'HISTOGRAM' })
    const same = await submit(page, {})
    expect(same.cleared).toBe(true)
  })

  it('react: ImageJudge pictures the page React rendered, not the empty document before its scripts', async () => {
    const page = pageOf('react-study-1', 1)
    const other = await submit(page, { 'App.jsx': 'export default function App() {\n  return <h1 style={{ fontSize: 120, background: "black", color: "white" }}>Hello, React!</h1>;\n}\n' })
    expect(other.failed.map((c) => c.detail)).toEqual([expect.objectContaining({ state: 'FAILURE' })])
    expect((await submit(page, {})).cleared).toBe(true)
  })

  it('CodeJudge2: an author test runs against the learner\'s code, in javascript and python', async () => {
    const message = { ja: '関数 add を確認しましょう', en: 'Check your add function' }
    const judges = [{ type: 'CodeJudge2' as const, spec: { file: 'test.js', message } }]
    const jsTest = { path: 'test.js', content: "const { add } = require('./script.js')\nif (add(1, 2) !== 3) throw new Error('add(1, 2) should be 3')\n" }
    const js = (content: string) =>
      judgePage(judges, { files: [{ path: 'script.js', content }], answerFiles: [], hiddenFiles: [jsTest], ...pageRunners(harness.pools(), 'javascript', [jsTest], TEST_LEARNER) })
    expect((await js('module.exports = { add: (a, b) => a + b }')).cleared).toBe(true)
    expect((await js('module.exports = { add: (a, b) => a - b }')).checks[0].message.en).toBe('Check your add function (add(1, 2) should be 3)')

    const pyJudges = [{ type: 'CodeJudge2' as const, spec: { file: 'test_main.py', message } }]
    const pyTest = { path: 'test_main.py', content: "from main import add\nassert add(1, 2) == 3, 'add(1, 2) should be 3'\n" }
    const py = (content: string) =>
      judgePage(pyJudges, { files: [{ path: 'main.py', content }], answerFiles: [], hiddenFiles: [pyTest], ...pageRunners(harness.pools(), 'python', [pyTest], TEST_LEARNER) })
    expect((await py('def add(a, b):\n    return a + b\n')).cleared).toBe(true)
    expect((await py('def add(a, b):\n    return a * b\n')).checks[0].message.en).toBe('Check your add function (add(1, 2) should be 3)')
    // The learner's module is forgotten between runs: a fixed answer is judged afresh.
    expect((await py('def add(a, b):\n    return a + b\n')).cleared).toBe(true)
  })

  it('javascript DOM pages (jQuery) are judged against the document their scripts produced', async () => {
    const message = { ja: 'リストに Ninja を追加しましょう', en: 'Add Ninja to the list' }
    const judges = [{ type: 'CodeJudge' as const, spec: { file: 'index.html', checks: [{ kind: 'htmlElement', selector: '#list li', text: 'Ninja', rendered: true, message }], message } }]
    const html = {
      path: 'index.html',
      content: '<!DOCTYPE html><html><body><ul id="list"></ul><script src="https://code.jquery.com/jquery-3.7.1.min.js"></script><script src="script.js"></script></body></html>',
    }
    const judge = (script: string) =>
      judgePage(judges, {
        files: [html, { path: 'script.js', content: script }],
        answerFiles: [],
        hiddenFiles: [],
        ...pageRunners(harness.pools(), 'javascript', [], TEST_LEARNER),
        renderDom: (doc) => harness.renderer.renderDom(doc),
      })
    expect((await judge("$('#list').append('<li>Ninja</li>')")).cleared).toBe(true)
    expect((await judge("$('#list').append('<li>Samurai</li>')")).checks[0].message).toEqual(message)
    expect((await judge('while (true) {}')).checks[0].message).toMatchObject({ en: expect.stringMatching(/error occurred during the judge/) })
    expect((await judge("$('#list').append('<li>Ninja</li>')")).cleared).toBe(true)
  })
})

describe('one submission, one run (docs/judge-sandbox.md "One run per submission")', () => {
  it('runs and renders the learner\'s files once for all of a page\'s judges, and afresh for the next submission', async () => {
    const message = { ja: 'リストに Ninja を追加しましょう', en: 'Add Ninja to the list' }
    const rendered = (text: string) => ({ kind: 'htmlElement', selector: '#list li', text, rendered: true, message })
    const judges = [
      { type: 'CodeJudge' as const, spec: { file: 'index.html', checks: [rendered('Ninja'), rendered('Samurai')], message } },
      { type: 'CodeJudge' as const, spec: { file: 'index.html', checks: [rendered('Ninja')], message } },
    ]
    const files = [
      { path: 'index.html', content: '<!DOCTYPE html><html><body><ul id="list"></ul><script src="script.js"></script></body></html>' },
      { path: 'script.js', content: "for (const name of ['Ninja', 'Samurai']) document.getElementById('list').insertAdjacentHTML('beforeend', `<li>${name}</li>`)" },
    ]
    const runners = pageRunners(harness.pools(), 'javascript', [], TEST_LEARNER)
    const counted = { runs: 0, renders: 0 }
    const submitOnce = () =>
      judgePage(judges, {
        files,
        answerFiles: [],
        hiddenFiles: [],
        ...runners,
        run: (f, options) => (counted.runs++, runners.run(f, options)),
        renderDom: (doc) => (counted.renders++, harness.renderer.renderDom(doc)),
      })
    const verdict = await submitOnce()
    expect(verdict.checks.map((c) => c.passed)).toEqual([true, true, true])
    expect(counted).toEqual({ runs: 1, renders: 1 })
    await submitOnce()
    expect(counted).toEqual({ runs: 2, renders: 2 })
  })
})
