import { useStore } from '@nanostores/react'
import type { ExpectedOutput as Expected } from '@domain/socket/events'
import type { RunOutput } from '@plugins/contract'
import type { WorkspaceController } from './controller'
import { useT } from './i18n'
import { lineDiff, outputMatches } from './outputDiff'

/**
 * Output-judged pages: the learner's output beside the expected output (見本, made from the model answer on
 * the server, docs/workspace.md "Expected output"), and a line diff when they differ.
 */
export function OutputComparison({ controller, expected }: { controller: WorkspaceController; expected: Expected }) {
  const { t } = useT()
  const output = useStore(controller.output)
  const from = useStore(controller.outputFrom)
  const compared = output && (output.status === 'ok' || output.status === 'error') ? output : null
  const matches = compared ? outputMatches(expected.stdout, compared.stdout) : null
  return (
    <div className="ws-compare" data-testid="output-comparison">
      <div className="ws-compare-columns">
        <section aria-labelledby="ws-yours-title">
          <h3 id="ws-yours-title" className="ws-output-heading">{from === 'submit' ? t('ws.output.yoursSubmit') : t('ws.output.yours')}</h3>
          {output ? <OutputText text={output.stdout} testId="console" /> : <p className="ws-muted">{t('ws.output.empty')}</p>}
          {output?.stderr ? (
            <>
              <h4 className="ws-output-heading">{t('ws.output.stderr')}</h4>
              <OutputText text={output.stderr} testId="stderr" />
            </>
          ) : null}
        </section>
        <section aria-labelledby="ws-expected-title">
          <h3 id="ws-expected-title" className="ws-output-heading">{t('ws.output.expected')}</h3>
          <OutputText text={expected.stdout} testId="expected-output" />
          {expected.stdin ? (
            <>
              <h4 className="ws-output-heading">{t('ws.output.stdin')}</h4>
              <OutputText text={expected.stdin} testId="expected-stdin" />
            </>
          ) : null}
        </section>
      </div>
      {matches !== null && (
        <p className="ws-compare-verdict" data-matches={matches} data-testid="output-verdict">
          {matches ? t('ws.output.matches') : t('ws.output.differs')}
        </p>
      )}
      {compared && matches === false && <LineDiff expected={expected.stdout} output={compared} />}
    </div>
  )
}

function OutputText({ text, testId }: { text: string; testId: string }) {
  const { t } = useT()
  return (
    // Long output scrolls: the block takes focus so a keyboard can scroll it.
    <pre className="ws-console ws-output-text" tabIndex={0} data-testid={testId}>
      {text || <span className="ws-muted">{t('ws.output.noOutput')}</span>}
    </pre>
  )
}

function LineDiff({ expected, output }: { expected: string; output: RunOutput }) {
  const { t } = useT()
  const lines = lineDiff(expected, output.stdout)
  const label = { expected: t('ws.output.diffExpected'), yours: t('ws.output.diffYours') }
  return (
    <section aria-labelledby="ws-diff-title" className="ws-line-diff" data-testid="output-diff">
      <h3 id="ws-diff-title" className="ws-output-heading">{t('ws.output.diff')}</h3>
      <ol className="ws-console" tabIndex={0}>
        {lines.map((line, index) => (
          <li key={index} data-kind={line.kind}>
            {/* The side is written out, not only coloured: "- expected", "+ yours". */}
            <span className="ws-diff-mark">{line.kind === 'expected' ? `− ${label.expected}` : line.kind === 'yours' ? `+ ${label.yours}` : ''}</span>
            <code>{line.text || ' '}</code>
          </li>
        ))}
      </ol>
    </section>
  )
}
