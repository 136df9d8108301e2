import type { ShownRunError } from './runError'
import { useT } from './i18n'

/**
 * A run's error, shown once: what it means in the learner's language (when the judge knows the kind of
 * error), the language's own text, and a link to the line.
 */
export function RunErrorBox({ error, onJump }: { error: ShownRunError; onJump: (file: string, line: number) => void }) {
  const { t, tl } = useT()
  return (
    <section className="ws-run-error" aria-labelledby="ws-run-error-title" data-testid="run-error">
      <h3 id="ws-run-error-title" className="ws-output-heading">{t('ws.error.title')}</h3>
      {error.explanation && <p className="ws-run-error-explanation">{tl(error.explanation)}</p>}
      <pre className="ws-console" tabIndex={0} aria-label={t('ws.error.raw')}>{error.message}</pre>
      {error.file && error.line ? (
        <button type="button" className="ws-link" onClick={() => onJump(error.file!, error.line!)}>
          {t('ws.error.jump', { file: error.file, line: error.line })}
        </button>
      ) : null}
    </section>
  )
}
