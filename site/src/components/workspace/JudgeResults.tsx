import { useStore } from '@nanostores/react'
import type { WorkspaceController } from './controller'
import { Icon } from './Icons'
import { InlineCode } from './InlineCode'
import { useT } from './i18n'

/**
 * Per-check results of the last submission; each failed check with a location jumps to its file and line.
 * The verdict is read out by the workspace's announcer (Announcer.tsx), which is heard whatever tab is showing.
 */
export function JudgeResults({ controller, onJump }: { controller: WorkspaceController; onJump: (file: string, line: number) => void }) {
  const { t, tl } = useT()
  const result = useStore(controller.result)
  const passed = result?.checks.filter((c) => c.passed).length ?? 0
  const summary = !result ? '' : result.cleared ? t('ws.results.cleared') : t('ws.results.summary', { passed, total: result.checks.length })
  return (
    <div className="ws-results" data-testid="judge-results">
      <p className="ws-results-summary" data-cleared={result?.cleared ?? undefined}>
        {summary}
      </p>
      {result && !result.cleared && (
        <>
          <ul className="ws-checks">
            {result.checks.map((check, index) => (
              <li key={index} data-passed={check.passed}>
                <span className="ws-check-mark"><Icon name={check.passed ? 'check' : 'cross'} /> {check.passed ? t('ws.results.passed') : t('ws.results.failed')}</span> <InlineCode text={tl(check.message)} />
                {!check.passed && check.file && check.line ? (
                  <button type="button" className="ws-link" onClick={() => onJump(check.file!, check.line!)}>
                    {t('ws.results.jump', { file: check.file, line: check.line })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="ws-muted">{t('ws.results.hintTip')}</p>
        </>
      )}
    </div>
  )
}
