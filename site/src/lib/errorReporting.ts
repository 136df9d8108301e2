import { isIgnorableError } from '@domain/telemetry/ignorableErrors'
import { sendLog, type LogFields } from './javascriptLogs'

/** Distinct errors one page load reports at most: a page stuck in a loop of new messages still sends only these. */
export const MAX_ERRORS_PER_PAGE = 10

/**
 * Reports the page's uncaught errors and unhandled promise rejections as js_error logs (docs/site.md "Events
 * and logs"): each distinct error (type, message, file and line) once per page load, at most
 * MAX_ERRORS_PER_PAGE, and never the two known ignorable ones (domain/telemetry/ignorableErrors.ts).
 */
export function startErrorReporting() {
  const reported = new Set<string>()
  const report = (fields: LogFields) => {
    if (isIgnorableError(fields)) return
    const key = [fields.type, fields.message, fields.file, fields.line].join('\n')
    if (reported.has(key) || reported.size >= MAX_ERRORS_PER_PAGE) return
    reported.add(key)
    sendLog('js_error', fields)
  }
  window.addEventListener('error', (e) => {
    const error = e.error instanceof Error ? e.error : null
    report({ type: error?.name ?? 'Error', level: 'error', message: error?.message ?? e.message, backtrace: error?.stack ?? null, file: e.filename || null, line: e.lineno || null })
  })
  window.addEventListener('unhandledrejection', (e) => {
    const error = e.reason instanceof Error ? e.reason : null
    report({ type: error?.name ?? 'UnhandledRejection', level: 'error', message: error?.message ?? describe(e.reason), backtrace: error?.stack ?? null })
  })
}

function describe(reason: unknown): string {
  try {
    return typeof reason === 'string' ? reason : JSON.stringify(reason) ?? String(reason)
  } catch {
    return String(reason)
  }
}
