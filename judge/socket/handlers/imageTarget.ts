import { answerRender } from '../../image/answerRenders'
import { pictureOf } from '../../image/picture'
import { answerRun } from '../../engines/answerRuns'
import { imageJudgeSpec } from '../../engines/imageJudge'
import { pageRunners } from '../../engines/runners'
import { toFiles } from '../../workspace/workspaceStore'
import type { WorkspaceSocket } from './context'

/**
 * The image-judge spec modal's target (docs/workspace.md "Dialogs"): the model answer's page rendered as the
 * ImageJudge renders it, as a picture. The page's gating applies as to every event; the answer's code stays here.
 */
export function registerImageTargetHandler({ on, store, user, deps, owner }: WorkspaceSocket) {
  on('image-judge:target', async ({ pageId }) => {
    const page = await store.pageFor(user, pageId)
    const none = { pageId: page.id, image: null, width: null, height: null }
    const judge = (page.judges ?? []).find((j) => j.type === 'ImageJudge')
    const spec = judge && imageJudgeSpec.safeParse(judge.spec)
    if (!spec?.success || !deps.renderer || !deps.pools.has(page.judgeLanguage)) return none
    const hiddenFiles = toFiles(page.hiddenFiles)
    const answerFiles = toFiles(page.answerFiles)
    const runners = pageRunners(deps.pools, page.judgeLanguage, hiddenFiles, owner)
    const model = await answerRun({ ...runners, files: [], answerFiles, hiddenFiles }, answerFiles, { entry: spec.data.file })
    if (model.status !== 'ok' || !model.preview) return none
    const rendering = await answerRender(model.preview, (html) => deps.renderer!.render(html, { owner: `${owner}:answer` }))
    return { pageId: page.id, image: await pictureOf(rendering), width: rendering.width, height: rendering.height }
  })
}
