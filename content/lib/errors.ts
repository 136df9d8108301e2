import type { z } from 'zod'

/** A content problem that names the file and the field, so an author can fix it without reading code. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string | null,
    detail: string,
  ) {
    super(`${file}${field ? ` → ${field}` : ''}: ${detail}`)
    this.name = 'ContentError'
  }

  static fromZod(file: string, error: z.ZodError): ContentError {
    const issue = error.issues[0]
    const field = issue.path.length ? issue.path.join('.') : null
    const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem(s))` : ''
    return new ContentError(file, field, `${issue.message}${more}`)
  }
}
