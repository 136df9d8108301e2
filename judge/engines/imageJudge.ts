import { z } from 'zod'
import { localizedTextSchema } from '@domain/i18n/schemas'
import { answerRender } from '../image/answerRenders'
import { compareRenderings } from '../image/compare'
import { pictureOf } from '../image/picture'
import type { Rendering } from '../image/renderer'
import type { ImageJudgeErrorKind, ImageJudgeState } from '../image/constants'
import { isRenderError, type RenderErrorKind } from '../image/renderError'
import { localized, type Localized, type MessageKey } from '@domain/i18n/messages'
import { answerRun } from './answerRuns'
import { runProblem } from './runProblems'
import type { CheckResult } from '@domain/socket/judgeResult'
import type { JudgeContext } from './types'

const spec = z.object({ file: z.string(), message: localizedTextSchema })

export interface ImageJudgeDetail {
  state: ImageJudgeState
  kind?: ImageJudgeErrorKind
  yours?: number
  answer?: number
  /** PNG data: URLs of the two renders (judge/image/picture.ts), for the workspace's spec modal. */
  yoursImage?: string
  answerImage?: string
}

export const imageJudgeSpec = spec

const SIZE_MESSAGES: Record<'WIDTH' | 'HEIGHT', (yours: number, answer: number) => Localized> = {
  WIDTH: (yours, answer) => localized('judge.imageWidth', { yours, answer }),
  HEIGHT: (yours, answer) => localized('judge.imageHeight', { yours, answer }),
}

/** ImageJudge: renders the learner's and the answer's page in Chromium and compares the pictures. */
export async function imageJudge(rawSpec: unknown, ctx: JudgeContext): Promise<CheckResult[]> {
  const { file, message: failure } = spec.parse(rawSpec)
  if (!ctx.render) return [{ passed: false, message: localized('judge.judgeError'), detail: { state: 'ERROR' } satisfies ImageJudgeDetail }]
  const [mine, model] = [await ctx.run(ctx.files, { entry: file }), await answerRun(ctx, ctx.answerFiles, { entry: file })]
  const problem = runProblem(mine)
  if (problem) return [{ ...problem, detail: { state: 'ERROR' } satisfies ImageJudgeDetail }]
  if (!mine.preview || !model.preview) return [{ passed: false, message: localized('judge.judgeError'), detail: { state: 'ERROR' } }]
  try {
    // A page whose scripts build it (React, jQuery) is pictured as its scripts left it; the picture itself is
    // taken with scripts off, as every ImageJudge picture is.
    const settled = (render: (html: string) => Promise<Rendering>) => async (html: string) =>
      render(ctx.renderDom && /<script\b/i.test(html) ? await ctx.renderDom(html) : html)
    const [yours, answer] = await Promise.all([settled(ctx.render)(mine.preview), answerRender(model.preview, settled(ctx.renderAnswer ?? ctx.render))])
    const result = await compareRenderings(yours, answer)
    // Both pictures go to the workspace's spec modal, side by side.
    const pictures = { yoursImage: await pictureOf(yours), answerImage: await pictureOf(answer) }
    if (result.passed) return [{ passed: true, message: failure, file, detail: { state: 'SUCCESS', ...pictures } satisfies ImageJudgeDetail }]
    const size = result.kind === 'WIDTH' || result.kind === 'HEIGHT' ? SIZE_MESSAGES[result.kind](result.yours!, result.answer!) : failure
    return [{ passed: false, message: size, file, detail: { state: 'FAILURE', kind: result.kind, yours: result.yours, answer: result.answer, ...pictures } satisfies ImageJudgeDetail }]
  } catch (error) {
    // A page that cannot be pictured is the learner's to fix (a bomb, a redirect); anything else is ours.
    const problem = isRenderError(error) ? localized(RENDER_PROBLEMS[error.kind]) : localized('judge.judgeError')
    return [{ passed: false, message: problem, file, detail: { state: 'ERROR' } satisfies ImageJudgeDetail }]
  }
}

const RENDER_PROBLEMS: Record<RenderErrorKind, MessageKey> = {
  TIMEOUT: 'judge.renderTimeout',
  NAVIGATION: 'judge.renderNavigation',
  POPUP: 'judge.renderPopup',
  TOO_LARGE: 'judge.renderTooLarge',
  CRASH: 'judge.renderCrash',
  BUSY: 'judge.renderBusy',
}
