import type { SourceFile } from '@plugins/contract'
import type { RunService } from '../queue/runService'
import type { JudgeContext } from './types'

/** The owner of model-answer runs: trusted staff code, kept apart from every learner's processes. */
export const ANSWER_OWNER = 'answers'

/** The sandbox owner of a learner's code (docs/judge-sandbox.md: a process serves one owner only). */
export const learnerOwner = (userId: number | string) => `user:${userId}`

/** The two runners a judged page needs: the learner's code in their own processes, the answer in trusted ones. */
export function pageRunners(service: RunService, pluginId: string, hiddenFiles: SourceFile[], owner: string): Pick<JudgeContext, 'run' | 'runAnswer'> {
  return { run: service.runnerFor(pluginId, hiddenFiles, owner), runAnswer: service.runnerFor(pluginId, hiddenFiles, ANSWER_OWNER) }
}
