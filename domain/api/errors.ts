/**
 * What a failed learner call answers (docs/learner-api.md "Errors"): `{ errors: { field: [message, …] } }`,
 * `base` for a message about the whole request. The messages come in the call's locale.
 */
export type FieldErrors = Record<string, string[]>

export interface ErrorAnswer {
  errors: FieldErrors
}

/** The answer of a call that answers nothing on success (204 No Content). */
export type NoContent = null
