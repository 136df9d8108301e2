import { load } from 'cheerio'
import postcss from 'postcss'
import { z } from 'zod'
import { localizedTextSchema } from '@domain/i18n/schemas'
import type { SourceFile } from '@plugins/contract'
import { localized, type Localized } from '@domain/i18n/messages'
import { answerRun } from './answerRuns'
import { runProblem } from './runProblems'
import type { CheckResult } from '@domain/socket/judgeResult'
import { countSqlStatements } from './sqlStatements'
import type { JudgeContext } from './types'

const check = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['requiredPattern', 'forbiddenPattern']), pattern: z.string(), flags: z.string().optional(), message: localizedTextSchema }),
  z.object({ kind: z.literal('htmlElement'), selector: z.string(), text: z.string().optional(), rendered: z.boolean().optional(), message: localizedTextSchema }),
  z.object({ kind: z.literal('cssRule'), selector: z.string(), property: z.string(), value: z.string(), message: localizedTextSchema }),
  z.object({ kind: z.literal('sqlResult'), message: localizedTextSchema }),
])
type Check = z.infer<typeof check>

export const codeJudgeSpec = z.object({ file: z.string(), checks: z.array(check).min(1), message: localizedTextSchema })

/** CodeJudge: static checks on the learner's files, and SQL results compared with the answer's. */
export async function codeJudge(rawSpec: unknown, ctx: JudgeContext): Promise<CheckResult[]> {
  const spec = codeJudgeSpec.parse(rawSpec)
  const file = ctx.files.find((f) => f.path === spec.file)
  if (!file) return [{ passed: false, message: localized('judge.fileMissing', { detail: spec.file }), file: spec.file }]
  const results: CheckResult[] = []
  for (const c of spec.checks) results.push(await runCheck(c, file, ctx))
  return results
}

async function runCheck(c: Check, file: SourceFile, ctx: JudgeContext): Promise<CheckResult> {
  const fail = (msg: Localized, line?: number): CheckResult => ({ passed: false, message: msg, file: file.path, line })
  const pass: CheckResult = { passed: true, message: c.message as Localized, file: file.path }
  switch (c.kind) {
    case 'requiredPattern':
      return new RegExp(c.pattern, c.flags).test(file.content) ? pass : fail(c.message as Localized)
    case 'forbiddenPattern': {
      const match = new RegExp(c.pattern, c.flags).exec(file.content)
      return match ? fail(c.message as Localized, lineAt(file.content, match.index)) : pass
    }
    case 'htmlElement': {
      // `rendered`: the document as the page's scripts left it (DOM pages), not the file as written.
      const document = c.rendered ? await renderedDocument(file, ctx) : file.content
      if (document === null) return fail(localized('judge.judgeError'))
      const $ = load(document)
      const elements = $(c.selector).toArray()
      const found = c.text === undefined ? elements.length > 0 : elements.some((el) => collapse($(el).text()) === collapse(c.text!))
      if (found) return pass
      const unclosed = unclosedTag(file.content)
      return unclosed ? fail(localized('judge.htmlUnclosed', { detail: unclosed.tag }), unclosed.line) : fail(c.message as Localized)
    }
    case 'cssRule':
      return cssRuleHolds(file.content, c) ? pass : fail(cssDiagnosis(file.content, c) ?? (c.message as Localized), cssLine(file.content, c))
    case 'sqlResult':
      return sqlResult(file, ctx, c.message as Localized)
  }
}

async function renderedDocument(file: SourceFile, ctx: JudgeContext): Promise<string | null> {
  if (!ctx.renderDom) return null
  const output = await ctx.run(ctx.files, { entry: file.path })
  if (output.status !== 'ok' || !output.preview) return null
  try {
    return await ctx.renderDom(output.preview)
  } catch {
    return null
  }
}

const CHECKED_TAGS = ['html', 'head', 'body', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'ul', 'ol', 'li', 'div', 'span', 'section', 'header', 'footer', 'main', 'nav', 'table', 'tr', 'td', 'th', 'button', 'form', 'label', 'title', 'style', 'script', 'strong', 'em']

/** The first element opened more often than it is closed (a missing closing tag), with the line it opens on. */
function unclosedTag(html: string): { tag: string; line: number } | null {
  const source = html.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '))
  for (const tag of CHECKED_TAGS) {
    const opens = [...source.matchAll(new RegExp(`<${tag}(?=[\\s>])`, 'gi'))]
    const closes = source.match(new RegExp(`</${tag}\\s*>`, 'gi'))?.length ?? 0
    if (opens.length > closes) return { tag, line: lineAt(source, opens[closes]?.index ?? opens[0].index!) }
  }
  return null
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length
const normalizeCss = (value: string) => collapse(value).toLowerCase()

function declarations(css: string, selector: string, property: string) {
  const out: postcss.Declaration[] = []
  let root: postcss.Root
  try {
    root = postcss.parse(css)
  } catch {
    return out
  }
  root.walkRules((rule) => {
    if (!rule.selectors.map(normalizeCss).includes(normalizeCss(selector))) return
    rule.walkDecls((decl) => {
      if (decl.prop.toLowerCase() === property.toLowerCase()) out.push(decl)
    })
  })
  return out
}

function cssRuleHolds(css: string, c: { selector: string; property: string; value: string }) {
  const decls = declarations(css, c.selector, c.property)
  return decls.length > 0 && normalizeCss(decls.at(-1)!.value) === normalizeCss(c.value)
}

const cssLine = (css: string, c: { selector: string; property: string }) => declarations(css, c.selector, c.property).at(-1)?.source?.start?.line

/** Names the usual beginner mistakes behind a failed CSS rule: full-width characters, a missing unit. */
function cssDiagnosis(css: string, c: { selector: string; property: string; value: string }): Localized | null {
  const fullWidth = /[\u3000\uFF01-\uFF5E]/.exec(css)
  if (fullWidth) return localized('judge.fullWidth', { line: lineAt(css, fullWidth.index), detail: fullWidth[0] })
  const decl = declarations(css, c.selector, c.property).at(-1)
  if (decl && /^\d+(\.\d+)?$/.test(decl.value.trim()) && /[a-z%]$/.test(c.value.trim()) && decl.value.trim() !== '0') {
    return localized('judge.cssMissingUnit', { line: decl.source?.start?.line ?? '?', detail: decl.value.trim() })
  }
  return null
}

/** The learner's query result must equal the answer's on the page's hidden dataset. */
async function sqlResult(file: SourceFile, ctx: JudgeContext, fallback: Localized): Promise<CheckResult> {
  const fail = (msg: Localized): CheckResult => ({ passed: false, message: msg, file: file.path })
  if (countSqlStatements(file.content) > 1) return fail(localized('judge.multipleSemicolons'))
  const answerFile = ctx.answerFiles.find((f) => f.path === file.path)
  if (!answerFile) return fail(localized('judge.judgeError'))
  const yours = await ctx.run([file], { entry: file.path })
  const answer = await answerRun(ctx, [answerFile], { entry: answerFile.path })
  if (yours.status === 'error') {
    const detail = yours.error?.message ?? yours.stderr
    const missing = /no such (table|column): (.+)/.exec(detail)
    if (missing) return fail(localized('judge.sqlNoSuchTable', { detail: missing[2] }))
    const near = /near "([^"]*)": syntax error/.exec(detail)
    if (near) return fail(localized('judge.sqlSyntaxNear', { detail: near[1] }))
  }
  const problem = runProblem(yours)
  if (problem) return { ...problem, file: file.path }
  if (answer.status !== 'ok' || !answer.table) return fail(localized('judge.judgeError'))
  const mine = yours.table ?? { columns: [], rows: [] }
  if (mine.columns.length === 0) return fail(localized('judge.sqlNoResults'))
  const names = (cols: string[]) => cols.map((c) => c.toLowerCase()).join(', ')
  // What differs, then the page's own message: the author's pointer at the likely mistake (content/STYLE.md).
  const withPointer = (what: Localized): Localized => ({ ja: `${what.ja} ${fallback.ja}`, en: `${what.en} ${fallback.en}`, ...(what.id && { id: `${what.id} ${fallback.id ?? fallback.en}` }) })
  if (mine.columns.length !== answer.table.columns.length) {
    return fail(withPointer(localized('judge.sqlColumns', { yours: names(mine.columns), answer: names(answer.table.columns) })))
  }
  if (mine.rows.length !== answer.table.rows.length) {
    return fail(withPointer(localized('judge.sqlRowCount', { yours: mine.rows.length, answer: answer.table.rows.length })))
  }
  if (JSON.stringify(mine.rows) !== JSON.stringify(answer.table.rows)) return fail(withPointer(localized('judge.sqlRows')))
  return { passed: true, message: fallback, file: file.path }
}
