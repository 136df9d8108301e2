import { recordClear } from '@cms/progress/recordClear'
import { SERVER_EVENTS } from '@domain/socket/events'
import type { JudgeResult } from '@domain/socket/judgeResult'
import { judgePage, type PageJudge } from '../../engines/judgePage'
import { pageRunners } from '../../engines/runners'
import { toFiles } from '../../workspace/workspaceStore'
import type { WorkspaceSocket } from './context'

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
      const verdict = await judgePage((page.judges ?? []) as PageJudge[], {
        files,
        answerFiles: toFiles(page.answerFiles),
        hiddenFiles: hidden,
        ...pageRunners(deps.pools, page.judgeLanguage, hidden, owner),
        // One render per learner at a time (judge/image): the learner's pages under their owner, the answer's apart.
        render: deps.renderer ? (html) => deps.renderer!.render(html, { owner }) : undefined,
        renderAnswer: deps.renderer ? (html) => deps.renderer!.render(html, { owner: `${owner}:answer` }) : undefined,
        renderDom: deps.renderer ? (html) => deps.renderer!.renderDom(html, { owner }) : undefined,
      })
      const clear = verdict.cleared ? await recordClear(deps.payload, user, page) : null
      const result: JudgeResult = { pageId: page.id, cleared: verdict.cleared, checks: verdict.checks, exp: clear?.exp ?? null }
      const image = verdict.checks.find((c) => c.detail && 'state' in c.detail)?.detail
      if (hasImageJudge) socket.emit(SERVER_EVENTS.imageJudgeState, { pageId: page.id, ...(image ?? { state: 'ERROR' }) })
      socket.emit(SERVER_EVENTS.judgeCompleted, result)
      return result
    }),
  )
}
