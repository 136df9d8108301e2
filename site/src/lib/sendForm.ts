import type { FieldErrors } from '@domain/api/errors'
import { CSRF_HEADER } from '@domain/api/csrfNames'
import { csrfToken } from './api'

/** A simple email check matching what the server accepts; the server validates again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL_PATTERN = /^https?:\/\/\S+$/

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * The site's small send-to-staff forms (contact, job application, feedback): checks each field in the browser
 * with the message its data attributes carry (data-required; data-invalid for type=email/url; for a file,
 * data-too-big past data-max-bytes and data-wrong-type outside its accept list), then posts the fields to the
 * form's data-endpoint with the CSRF header: as JSON, or, when a file is chosen, as multipart with the fields
 * in `_payload` and the file under its field's name. Field errors the server answers
 * (`{ errors: { field: [message] } }`) show at their fields, others in the status line. Nothing typed is
 * lost on failure; on success the form is reset and the status line says so.
 */
export function wireSendForm(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-form-status]')!
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const fields = [...form.querySelectorAll<Field>('input[name], textarea[name], select[name]')]
    status.textContent = ''
    const firstInvalid = showErrors(form, Object.fromEntries(fields.map((field) => [field.name, problemOf(field)])))
    if (firstInvalid) return firstInvalid.focus()
    try {
      const response = await fetch(form.dataset.endpoint!, { method: 'POST', headers: await headersFor(fields), body: bodyOf(fields), credentials: 'same-origin' })
      if (!response.ok) throw await serverErrors(response)
      form.reset()
      status.textContent = form.dataset.sent!
    } catch (error) {
      const unplaced = error instanceof FieldErrorsAnswer ? placeServerErrors(form, error.errors) : []
      if (!(error instanceof FieldErrorsAnswer) || unplaced.length) status.textContent = unplaced.join(' ') || form.dataset.failed!
    }
  })
}

/** Each field's message (or '') in its slot, aria-invalid set; the first field with one, to focus. */
function showErrors(form: HTMLFormElement, problems: Record<string, string>): Field | null {
  let first: Field | null = null
  for (const [name, problem] of Object.entries(problems)) {
    const field = form.querySelector<Field>(`[name="${name}"]`)
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`)
    if (slot) slot.textContent = problem
    if (field && field.type !== 'hidden') field.setAttribute('aria-invalid', String(Boolean(problem)))
    if (problem && field && field.type !== 'hidden') first ??= field
  }
  return first
}

/** Puts the server's field messages at their fields (focusing the first); answers the messages no field of the form shows. */
function placeServerErrors(form: HTMLFormElement, errors: FieldErrors): string[] {
  const placed = Object.fromEntries(Object.entries(errors).filter(([name]) => form.querySelector(`[data-error-for="${name}"]`)).map(([name, messages]) => [name, messages.join(' ')]))
  showErrors(form, placed)?.focus()
  return Object.entries(errors).flatMap(([name, messages]) => (name in placed ? [] : messages))
}

class FieldErrorsAnswer extends Error {
  constructor(readonly errors: FieldErrors) {
    super('refused')
  }
}

/** A learner call's refusal carries `{ errors: { field: [...] } }`; anything else is a plain failure. */
async function serverErrors(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { errors?: unknown } | null
  const errors = body?.errors
  const isFieldErrors = errors && typeof errors === 'object' && !Array.isArray(errors) && Object.values(errors).every((v) => Array.isArray(v))
  return isFieldErrors ? new FieldErrorsAnswer(errors as FieldErrors) : new Error(String(response.status))
}

const chosenFile = (field: Field) => (field instanceof HTMLInputElement && field.type === 'file' ? (field.files?.[0] ?? null) : null)

async function headersFor(fields: Field[]): Promise<Record<string, string>> {
  const headers: Record<string, string> = { [CSRF_HEADER]: await csrfToken() }
  if (!fields.some(chosenFile)) headers['content-type'] = 'application/json'
  return headers
}

/** JSON of the filled fields, or multipart (`_payload` and the files) when a file is chosen. */
function bodyOf(fields: Field[]): string | FormData {
  const values = Object.fromEntries(
    fields.filter((f) => f.type !== 'file' && f.value.trim()).map((f) => [f.name, 'number' in f.dataset ? Number(f.value) : f.value.trim()]),
  )
  const files = fields.filter(chosenFile)
  if (!files.length) return JSON.stringify(values)
  const form = new FormData()
  form.append('_payload', JSON.stringify(values))
  for (const field of files) form.append(field.name, chosenFile(field)!)
  return form
}

function problemOf(field: Field): string {
  const file = chosenFile(field)
  if (field.type === 'file') {
    if (!file) return ''
    if (file.size > Number(field.dataset.maxBytes ?? Infinity)) return field.dataset.tooBig ?? ''
    const accepted = (field as HTMLInputElement).accept.split(',').map((type) => type.trim()).filter(Boolean)
    return accepted.length && !accepted.includes(file.type) ? (field.dataset.wrongType ?? '') : ''
  }
  const value = field.value.trim()
  if (!value) return field.dataset.required ?? ''
  if (field.type === 'email' && !EMAIL.test(value)) return field.dataset.invalid ?? ''
  if (field.type === 'url' && !URL_PATTERN.test(value)) return field.dataset.invalid ?? ''
  return ''
}
