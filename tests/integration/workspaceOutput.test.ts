import type { Payload } from 'payload'
import type { Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, User } from '@cms/payload-types'
import { importCurriculum } from '@content/lib/import'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { normalizeOutput } from '@domain/outputMatch'
import { outputJudgeSpec } from '@judge/engines/outputJudge'
import { PageRenderer } from '@judge/image/renderer'
import { Pools } from '@judge/sandbox/pools'
import { createLessonWithPages, createUser } from '../support/fixtures'
import { starterPage } from '../support/pages'
import { testPayload } from '../support/payload'
import { connectWorkspace, listenJudgeSocket, sessionToken, type JudgeSocketServer } from '../support/judgeSocketServer'

/**
 * What the workspace shows beside the code (docs/workspace.md "Output", "Keyboard and screen readers"; docs/
 * judge-sandbox.md "Formatting", "Stop"): Stop, Format, errors once and explained, the expected output, the
 * learner's own output on submit, and the image judge's pictures — through a real socket on real pools.
 */
let payload: Payload
let pools: Pools
let renderer: PageRenderer
let server: JudgeSocketServer
const sockets: ClientSocket[] = []

type Answer = { ok: boolean; [key: string]: any }

async function socketOf(user: User): Promise<(event: string, data: unknown) => Promise<Answer>> {
  const socket = await connectWorkspace(server.url, await sessionToken(payload, user), sockets)
  return (event, data) => socket.timeout(60_000).emitWithAck(event, data) as Promise<Answer>
}

const learner = async (plan?: 'plus') => socketOf(await createUser(payload, {}, plan))
const staff = async () => socketOf(await createUser(payload, { roles: ['staff'] }))

const pageBySlug = (slug: string) => starterPage(payload, slug)

beforeAll(async () => {
  payload = await testPayload()
  await importCurriculum(payload, readCurriculum(contentDir))
  pools = new Pools()
  renderer = new PageRenderer()
  await pools.ready()
  server = await listenJudgeSocket({ payload, pools, renderer })
})
afterAll(async () => {
  for (const s of sockets) s.close()
  await server?.close()
  await pools?.close()
  await renderer?.close()
})

describe('Stop', () => {
  it.each([
    ['javascript', 'javascript-study-1.console-log', 'script.js', 'while (true) {}\n', "console.log('next')\n"],
    ['python', 'python-study-1.print', 'main.py', 'while True:\n    pass\n', "print('next')\n"],
    ['sql', 'sql-study-1.select-columns', 'query.sql', 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r;\n', 'SELECT name FROM users;\n'],
  ])('stops a %s program that never ends, says so, and the next run works at once', async (_plugin, slug, file, loop, next) => {
    const page = await pageBySlug(slug)
    const ask = await learner()
    await ask('file:write', { pageId: page.id, path: file, content: loop })
    const running = ask('code:run', { pageId: page.id })
    // Stop once the run is really running (the run answers only when it ends).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await ask('code:stop', { pageId: page.id })).toMatchObject({ ok: true, running: false, stopped: true })
    expect((await running).output).toMatchObject({ status: 'stopped' })
    await ask('file:write', { pageId: page.id, path: file, content: next })
    expect((await ask('code:run', { pageId: page.id })).output).toMatchObject({ status: 'ok' })
    // Nothing left to stop.
    expect(await ask('code:stop', { pageId: page.id })).toMatchObject({ ok: true, stopped: false })
  })
})

describe('Format', () => {
  it.each([
    ['javascript', 'javascript-study-1.console-log', 'script.js', "console.log(   'Hello'   )", 'console.log("Hello");\n'],
    ['html', 'html-css-study-1.heading', 'index.html', '<div><p>Hi</p></div>', '<div><p>Hi</p></div>\n'],
    ['css', 'html-css-study-1.heading', 'style.css', 'h1{color:red;margin:0}', 'h1 {\n  color: red;\n  margin: 0;\n}\n'],
    ['sql', 'sql-study-1.select-columns', 'query.sql', 'SELECT name FROM users;', 'SELECT\n  name\nFROM\n  users;\n'],
  ])('formats %s, saves it and tells every tab of the learner', async (_language, slug, file, messy, formatted) => {
    const page = await pageBySlug(slug)
    const ask = await learner()
    await ask('file:write', { pageId: page.id, path: file, content: messy })
    const answer = await ask('code:format', { pageId: page.id, path: file })
    expect(answer).toMatchObject({ ok: true, formatted: true })
    expect(answer.files.find((f: { path: string }) => f.path === file).content).toBe(formatted)
    // Saved: a reload shows the formatted file.
    const loaded = await ask('filetree:load', { pageId: page.id })
    expect(loaded.files.find((f: { path: string }) => f.path === file).content).toBe(formatted)
    expect(loaded.formats).toEqual(expect.arrayContaining([`.${file.split('.').at(-1)}`]))
  })

  it('leaves a file with a syntax error as it is and names the line', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const ask = await learner()
    const broken = "console.log('a')\nconsole.log('b'\n"
    await ask('file:write', { pageId: page.id, path: 'script.js', content: broken })
    const answer = await ask('code:format', { pageId: page.id, path: 'script.js' })
    expect(answer).toMatchObject({ ok: true, formatted: false, reason: { en: expect.stringMatching(/syntax error near line 3/) } })
    expect((await ask('filetree:load', { pageId: page.id })).files[0].content).toBe(broken)
  })

  it('says formatting is not available where the plugin does not format (python)', async () => {
    const page = await pageBySlug('python-study-1.print')
    const ask = await learner()
    expect((await ask('filetree:load', { pageId: page.id })).formats).toEqual([])
    expect(await ask('code:format', { pageId: page.id, path: 'main.py' })).toMatchObject({ ok: true, formatted: false, reason: { en: 'Code formatting is not available for this language.' } })
  })

  it('bounds a pathological file: it is refused or formatted, and the server keeps answering', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const ask = await learner()
    // 60,000 nested arrays: deep enough to strain a recursive printer.
    const hostile = `${'['.repeat(60_000)}${']'.repeat(60_000)}`
    await ask('file:write', { pageId: page.id, path: 'script.js', content: hostile })
    const formatting = ask('code:format', { pageId: page.id, path: 'script.js' })
    const other = await learner()
    expect(await other('alive', { pageId: page.id })).toMatchObject({ ok: true })
    const answer = await formatting
    expect(answer.ok).toBe(true)
    if (!answer.formatted) expect(answer.reason.en).toMatch(/could not be formatted|took too long/)
    // The next format works.
    await ask('file:write', { pageId: page.id, path: 'script.js', content: 'let  a=1' })
    expect(await ask('code:format', { pageId: page.id, path: 'script.js' })).toMatchObject({ formatted: true })
  })
})

describe('run errors', () => {
  it.each([
    ['python', 'python-study-1.print', 'main.py', "print('ok')\nprint(nam)\n", 'NameError', 2, /name 'nam' is not defined/, /定義されていない名前/],
    ['python', 'python-study-1.print', 'main.py', 'print(1 / 0)\n', 'ZeroDivisionError', 1, /division by zero/, /0 で割り算/],
    ['javascript', 'javascript-study-1.console-log', 'script.js', "console.log('ok')\nconsole.log(nam)\n", 'ReferenceError', 2, /nam is not defined/, /定義されていない名前/],
    ['javascript', 'javascript-study-1.console-log', 'script.js', 'console.log((1)\n', 'SyntaxError', undefined, /SyntaxError/, /文法エラー/],
    ['sql', 'sql-study-1.select-columns', 'query.sql', 'SELECT name FROM nobody;\n', 'sql:no_such_table', undefined, /no such table/, /存在しないテーブル/],
  ])('%s: %s is reported once, at its line, explained in ja and en', async (_plugin, slug, file, code, kind, line, raw, ja) => {
    const page = await pageBySlug(slug)
    const ask = await learner()
    await ask('file:write', { pageId: page.id, path: file, content: code })
    const { output } = await ask('code:run', { pageId: page.id })
    expect(output.status).toBe('error')
    expect(output.error).toMatchObject({ kind, message: expect.stringMatching(raw), explanation: { ja: expect.stringMatching(ja), en: expect.any(String) } })
    if (line) expect(output.error).toMatchObject({ line, file })
    // Once: the language's text is not repeated in stderr.
    expect(output.stderr).not.toMatch(raw)
  })
})

describe('expected output', () => {
  it('is the model answer\'s output for every output-judged page of the starter curriculum, and passes that page\'s own judge', async () => {
    const ask = await staff()
    const starter = readCurriculum(contentDir).courses.flatMap((c) => c.lessons.flatMap((l) => l.pages.filter((p) => p.page.judges.some((j) => j.type === 'OutputJudge')).map((p) => `${l.lesson.slug}.${p.page.slug}`)))
    expect(starter.length).toBeGreaterThan(10)
    for (const slug of starter) {
      const page = await pageBySlug(slug)
      const spec = outputJudgeSpec.pick({ expected: true, match: true, stdin: true }).parse((page.judges ?? []).find((j) => j.type === 'OutputJudge')!.spec)
      const { expectedOutput } = await ask('filetree:load', { pageId: page.id })
      expect(expectedOutput, page.slug).toEqual({ stdout: expect.any(String), stdin: spec.stdin })
      if (spec.match === 'regex') expect(expectedOutput.stdout, page.slug).toMatch(new RegExp(spec.expected))
      else expect(normalizeOutput(expectedOutput.stdout), page.slug).toBe(normalizeOutput(spec.expected))
      // Never the answer's code.
      for (const answer of page.answerFiles ?? []) expect(expectedOutput.stdout).not.toContain(answer.content)
    }
  })

  it('never reaches a learner the page is not open to, and is null on pages without an OutputJudge', async () => {
    const { plusPage } = await createLessonWithPages(payload)
    const free = await learner()
    expect(await free('filetree:load', { pageId: plusPage.id })).toMatchObject({ ok: false, code: 'forbidden' })
    const plus = await learner('plus')
    expect((await plus('filetree:load', { pageId: plusPage.id })).expectedOutput).toEqual({ stdout: 'hello\n', stdin: '' })
    const html = await pageBySlug('html-css-study-1.heading')
    expect((await free('filetree:load', { pageId: html.id })).expectedOutput).toBeNull()
  })

  it('comes with the learner\'s own output in the submit answer', async () => {
    const page = await pageBySlug('python-study-1.print')
    const ask = await learner()
    await ask('file:write', { pageId: page.id, path: 'main.py', content: "print('Hello Pythn')\n" })
    const result = await ask('code:submit', { pageId: page.id })
    expect(result).toMatchObject({ ok: true, cleared: false, output: { status: 'ok', stdout: 'Hello Pythn\n' } })
  })
})

describe('the image judge\'s pictures', () => {
  it('sends the target render on request, and both renders with a verdict', async () => {
    // A free page judged by its picture (a Sass page: html-css-study-1's pages are judged by their code).
    const page = await pageBySlug('sass-study-1.nesting')
    const ask = await learner()
    const target = await ask('image-judge:target', { pageId: page.id })
    expect(target).toMatchObject({ ok: true, image: expect.stringMatching(/^data:image\/png;base64,/), width: expect.any(Number), height: expect.any(Number) })
    const result = await ask('code:submit', { pageId: page.id })
    const detail = result.checks.map((c: { detail?: Record<string, unknown> }) => c.detail).find((d: { state?: string } | undefined) => d?.state)
    expect(detail).toMatchObject({ state: expect.stringMatching(/^(SUCCESS|FAILURE)$/), yoursImage: expect.stringMatching(/^data:image\/png;base64,/), answerImage: target.image })
  })

  it('gives no picture of a page the learner may not open', async () => {
    const { plusPage } = await createLessonWithPages(payload)
    const free = await learner()
    expect(await free('image-judge:target', { pageId: plusPage.id })).toMatchObject({ ok: false, code: 'forbidden' })
  })
})
