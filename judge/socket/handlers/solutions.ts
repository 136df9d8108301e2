import { visibleFiles } from '@domain/files/fileRules'
import { toFiles } from '../../workspace/workspaceStore'
import type { WorkspaceSocket } from './context'

/**
 * The hint/answer modal and the lesson survey: hints in the learner's locale, the model answer (remembered
 * as answerFlag), and the analytics events they record in application_events. A Dojo topic's page gives
 * neither before the learner has cleared it once (docs/workspace.md "Dojo topics").
 */
export function registerSolutionHandlers({ on, store, user, deps }: WorkspaceSocket) {
  const track = async (type: 'solutions' | 'survey', target: string, page: number, detail?: Record<string, unknown>) => {
    await deps.payload.create({ collection: 'application_events', data: { type, target, user: user.id, page, detail }, overrideAccess: true, depth: 0 })
  }

  on('solutions:load', async ({ pageId, kind, locale }) => {
    const page = await store.pageFor(user, pageId)
    await store.assertSolutionsOpen(user, page)
    if (kind === 'hints') return { hints: await store.hints(page, locale) }
    // Looking at the model answer is allowed (the learner is entitled) and remembered as answerFlag.
    await store.markAnswerViewed(user, page)
    await track('solutions', 'answer_opened', page.id)
    return { answerFiles: visibleFiles(toFiles(page.answerFiles)), answerFlag: true }
  })
  on('solutions:track', async ({ pageId, action }) => {
    const page = await store.pageFor(user, pageId)
    await track('solutions', action, page.id)
    return {}
  })
  on('survey:answer', async ({ pageId, score, comment }) => {
    const page = await store.pageFor(user, pageId)
    await track('survey', 'lesson_survey', page.id, { score, comment })
    return {}
  })
}
