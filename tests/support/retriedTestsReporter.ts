import fs from 'node:fs'
import path from 'node:path'
import type { Reporter, TestCase } from 'vitest/node'

/**
 * Lists every test that failed and then passed on its retry (vitest.config.ts retries once in CI) in the file
 * RETRIED_TESTS names, one line each, so a flaky test is named in the summary of `npm test` instead of hidden
 * by the retry (scripts/test.ts).
 */
export default class RetriedTestsReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const file = process.env.RETRIED_TESTS
    const diagnostic = testCase.diagnostic()
    if (!file || !diagnostic?.flaky) return
    const where = path.relative(process.cwd(), testCase.module.moduleId)
    fs.appendFileSync(file, `${testCase.project.name}: ${where} › ${testCase.fullName} (passed on retry ${diagnostic.retryCount})\n`)
  }
}
