import { afterAll, beforeAll } from 'vitest'
import type { PageEntry } from '@content/lib/model'
import { judgeEach, judgePage, supportedJudgeTypes } from '@judge/engines/judgePage'
import { PageRenderer } from '@judge/image/renderer'
import { Pools } from '@judge/sandbox/pools'
import { pageRunners } from '@judge/engines/runners'

/**
 * Warm pools for every plugin and a Chromium renderer for the test file, started before its tests and closed
 * after; `judge` runs a starter page's judges on some files exactly as the socket handler does.
 */
/** The sandbox owner of the harness's submissions: one learner, like a learner's own submissions. */
export const TEST_LEARNER = 'user:harness'

export function useJudgeHarness() {
  let pools: Pools
  const renderer = new PageRenderer()
  beforeAll(async () => {
    pools = new Pools()
    await pools.ready()
  })
  afterAll(async () => {
    await pools?.close()
    await renderer.close()
  })
  return {
    pools: () => pools,
    renderer,
    judge: (entry: PageEntry, files: PageEntry['defaultFiles']) => judgePage(judgesOf(entry), context(entry, files)),
    /** Each judge's checks apart, sharing one run of the files as a submission does. */
    judgeEach: (entry: PageEntry, files: PageEntry['defaultFiles']) => judgeEach(judgesOf(entry), context(entry, files)),
  }

  function context(entry: PageEntry, files: PageEntry['defaultFiles']) {
    return {
      files,
      answerFiles: entry.answerFiles,
      hiddenFiles: entry.hiddenFiles,
      ...pageRunners(pools, entry.page.judgeLanguage, entry.hiddenFiles, TEST_LEARNER),
      render: (html: string) => renderer.render(html),
      renderDom: (html: string) => renderer.renderDom(html),
    }
  }
}

const judgesOf = (entry: PageEntry) => entry.page.judges.filter((j) => supportedJudgeTypes.includes(j.type))
