import { recordClear } from '@cms/progress/recordClear'
import { SERVER_EVENTS } from '@domain/socket/events'
import type { JudgeResult } from '@domain/socket/judgeResult'
import { judgePage, type PageJudge } from '../../engines/judgePage'
import type { RunOutput } from '@plugins/contract'
import { explainRunError } from '../../engines/explainRunError'
import { pageRunners } from '../../engines/runners'
import type { RunFiles } from '../../engines/types'
import { toFiles } from '../../workspace/workspaceStore'
import type { WorkspaceSocket } from './context'

/** `read` called at most once, however many judges ask. */
const once = <T>(read: () => Promise<T>) => {
  let pending: Promise<T> | undefined
  return () => (pending ??= read())
}

/**
 * Submitting: the page's judges give their verdict on the learner's saved files; a passing verdict is
 * recorded once by cms/progress/recordClear.ts (cleared page, exp, level, lesson completion, rankings:
 * docs/progress.md), and the answer carries the checks and the exp the clear earned (null unless first).
 */
export function registerSubmitHandler({ on, socket, store, user, deps, owner, blackout }: WorkspaceSocket) {
  on('code:submit', ({ pageId }) =>
    blackout('judge', async () => {
      const page = await store.pageFor(user, pageId)
      const { files } = await store.load(user, page)
      const hidden = toFiles(page.hiddenFiles)
      const hasImageJudge = (page.judges ?? []).some((j) => j.type === 'ImageJudge')
      if (hasImageJudge) socket.emit(SERVER_EVENTS.imageJudgeState, { pageId: page.id, state: 'LOADING' })
      const runners = pageRunners(deps.pools, page.judgeLanguage, hidden, owner)
      // The learner's own output beside the expected output: the first run a judge made of their code.
      let learnerRun: RunOutput | null = null
      const run: RunFiles = async (runFiles, options) => {
        const output = await runners.run(runFiles, options)
        learnerRun ??= output
        return output
      }
      const verdict = await judgePage((page.judges ?? []) as PageJudge[], {
        files,
        answerFiles: toFiles(page.answerFiles),
        hiddenFiles: hidden,
        ...runners,
        run,
        // One render per learner at a time (judge/image): the learner's pages under their owner, the answer's apart.
        render: deps.renderer ? (html) => deps.renderer!.render(html, { owner }) : undefined,
        renderAnswer: deps.renderer ? (html) => deps.renderer!.render(html, { owner: `${owner}:answer` }) : undefined,
        renderDom: deps.renderer ? (html) => deps.renderer!.renderDom(html, { owner }) : undefined,
        terminal: deps.terminals?.isTerminalPage(page) ? once(() => deps.terminals!.inspect(user.id, page)) : undefined,
      })
      const clear = verdict.cleared ? await recordClear(deps.payload, user, page) : null
      const output = learnerRun ? explainRunError(learnerRun, page.judgeLanguage) : null
      const result: JudgeResult = { pageId: page.id, cleared: verdict.cleared, checks: verdict.checks, exp: clear?.exp ?? null, output }
      // The state event carries the verdict only; the pictures travel once, in the answer.
      const { yoursImage: _yours, answerImage: _answer, ...image } = verdict.checks.find((c) => c.detail && 'state' in c.detail)?.detail ?? { state: 'ERROR' }
      if (hasImageJudge) socket.emit(SERVER_EVENTS.imageJudgeState, { pageId: page.id, state: 'ERROR', ...image })
      socket.emit(SERVER_EVENTS.judgeCompleted, result)
      return result
    }),
  )
}
