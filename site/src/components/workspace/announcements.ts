import type { Locale } from '@domain/i18n/locales'
import { localized, t, textIn, type Localized } from './messages'
import type { RunOutput } from '@plugins/contract'
import type { JudgeResult } from './controller'
import { runErrorOf } from './runError'

/**
 * What the workspace's one polite live region says when a run or a submission ends (docs/workspace.md
 * "Keyboard and screen readers"). It lives outside the panes, so it is heard even when the output tab is hidden.
 */
export function runAnnouncement(output: RunOutput): Localized {
  if (output.status === 'stopped') return localized('judge.stopped')
  if (output.status === 'timeout') return localized(output.aborted ? 'judge.tooLong' : 'judge.infiniteLoop')
  if (output.status === 'output_limit') return localized('judge.tooMuchOutput')
  if (output.status === 'memory_limit') return localized('judge.memory')
  const error = runErrorOf(output)
  if (error) {
    const detail = (locale: Locale) => (error.explanation ? textIn(error.explanation, locale) : error.message)
    return { ja: t('ja', 'ws.announce.runError', { detail: detail('ja') }), en: t('en', 'ws.announce.runError', { detail: detail('en') }), id: t('id', 'ws.announce.runError', { detail: detail('id') }) }
  }
  if (output.servers?.some((s) => s.url)) return localized('ws.server.ready', { ports: output.servers.map((s) => s.port).join(', ') })
  const lines = output.stdout.replace(/\n$/, '').split('\n').filter((_, i, all) => all.length > 1 || all[0] !== '').length
  return lines ? localized('ws.announce.runOutput', { lines }) : localized('ws.announce.runEmpty')
}

export function submitAnnouncement(result: JudgeResult): Localized {
  if (result.cleared) return localized('ws.results.cleared')
  return localized('ws.results.summary', { passed: result.checks.filter((c) => c.passed).length, total: result.checks.length })
}
