import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import type { WorkspaceController } from './controller'
import { OutputComparison } from './ExpectedOutput'
import { useT } from './i18n'
import { JudgeResults } from './JudgeResults'
import { RunErrorBox } from './RunErrorBox'
import { runErrorOf } from './runError'
import { ServerPreview } from './ServerPreview'

/**
 * The output column: on top the live preview (HTML/CSS and DOM pages), the page's own HTTP server (plugins whose
 * programs serve, plugins/README.md "Servers") or the SQL result table, below the
 * judge results, the run's error (once), and the console, or on output-judged pages the learner's output
 * beside the expected output. The preview runs in a sandboxed frame with no access to the platform.
 */
export function OutputPanes({ controller, topHeight, divider, onJump }: { controller: WorkspaceController; topHeight: number | null; divider: ReactNode; onJump: (file: string, line: number) => void }) {
  const { t } = useT()
  const output = useStore(controller.output)
  const expected = useStore(controller.expected)
  const error = runErrorOf(output)
  const server = output?.servers?.find((s) => s.url)
  const hasTop = Boolean(output?.preview || output?.table || server)
  const consoleText = [output?.stdout, output?.stderr].filter(Boolean).join('\n')
  return (
    <>
      {hasTop && (
        <section className="ws-output-top" style={topHeight ? { height: topHeight } : undefined} aria-label={server ? t('ws.pane.server') : output?.preview ? t('ws.pane.preview') : t('ws.pane.table')} tabIndex={output?.table ? 0 : undefined}>
          {server?.url ? (
            <ServerPreview port={server.port} url={server.url} onStop={() => void controller.stopServer()} />
          ) : output?.preview ? (
            <iframe title={t('ws.pane.preview')} className="ws-preview" sandbox="allow-scripts" srcDoc={output.preview} data-testid="preview" />
          ) : output?.table ? (
            <ResultTable table={output.table} empty={t('ws.output.noRows')} />
          ) : null}
        </section>
      )}
      {hasTop && divider}
      <section className="ws-output-bottom" aria-label={t('ws.pane.console')} tabIndex={0} data-testid="output-bottom">
        <JudgeResults controller={controller} onJump={onJump} />
        {error && <RunErrorBox error={error} onJump={onJump} />}
        {expected ? (
          <OutputComparison controller={controller} expected={expected} />
        ) : output ? (
          consoleText && <pre className="ws-console" data-testid="console">{consoleText}</pre>
        ) : (
          <p className="ws-muted">{t('ws.output.empty')}</p>
        )}
      </section>
    </>
  )
}

function ResultTable({ table, empty }: { table: NonNullable<import('@plugins/contract').RunOutput['table']>; empty: string }) {
  if (!table.rows.length) return <p className="ws-muted">{empty}</p>
  return (
    <table className="ws-table" data-testid="result-table">
      <thead>
        <tr>{table.columns.map((c, i) => <th key={i} scope="col">{c}</th>)}</tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>{row.map((cell, c) => <td key={c}>{cell === null ? 'NULL' : String(cell)}</td>)}</tr>
        ))}
      </tbody>
    </table>
  )
}
