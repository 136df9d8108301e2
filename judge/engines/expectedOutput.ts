import type { Page } from '@cms/payload-types'
import type { ExpectedOutput } from '@domain/socket/events'
import type { RunService } from '../queue/runService'
import { toFiles } from '../workspace/workspaceStore'
import { answerRun } from './answerRuns'
import { outputJudgeSpec } from './outputJudge'
import { ANSWER_OWNER, pageRunners } from './runners'

/**
 * The expected output (見本) of an output-judged page (docs/workspace.md "Output"): what the model answer
 * prints for the first OutputJudge's input, run on the server in the answers' own sandbox processes. Only
 * the output leaves the server, and only to a learner the page's gating let through; the answer never does.
 * The run is keyed by the answer's content (answerRuns.ts), so a published change to the answer makes a new
 * expected output and the unchanged answer is run once per server process.
 */
/** How long loading the workspace waits for the expected output before answering without it. */
export const EXPECTED_OUTPUT_WAIT_MS = 5000

export async function expectedOutputOf(page: Page, service: RunService): Promise<ExpectedOutput | null> {
  const judge = (page.judges ?? []).find((j) => j.type === 'OutputJudge')
  // Only the input matters here: a judge whose message is still missing has an expected output all the same.
  const spec = judge && outputJudgeSpec.pick({ stdin: true }).safeParse(judge.spec)
  if (!spec?.success || !service.has(page.judgeLanguage)) return null
  const hiddenFiles = toFiles(page.hiddenFiles)
  const runners = pageRunners(service, page.judgeLanguage, hiddenFiles, ANSWER_OWNER)
  const run = answerRun({ ...runners, files: [], answerFiles: toFiles(page.answerFiles), hiddenFiles }, toFiles(page.answerFiles), { stdin: spec.data.stdin })
  // The workspace never waits long for it (a busy or absent judge worker): the run goes on and is kept, so a
  // later load has it.
  const output = await Promise.race([run, new Promise<null>((resolve) => setTimeout(resolve, EXPECTED_OUTPUT_WAIT_MS, null).unref())])
  return output?.status === 'ok' ? { stdout: output.stdout, stdin: spec.data.stdin } : null
}
