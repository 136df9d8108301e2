/** A simple email check matching what the server accepts; the server validates again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL_PATTERN = /^https?:\/\/\S+$/

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * The site's small send-to-staff forms (contact, job application): checks each field in the browser with the
 * message its data attributes carry (data-required, data-invalid for type=email/url), posts the fields as JSON
 * to the form's data-endpoint, and says whether it worked in the form's status line. Nothing typed is lost
 * on failure; on success the form is cleared.
 */
export function wireSendForm(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-form-status]')!
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const fields = [...form.querySelectorAll<Field>('input[name], textarea[name]')]
    let firstInvalid: Field | null = null
    for (const field of fields) {
      const error = problemOf(field)
      const slot = form.querySelector<HTMLElement>(`[data-error-for="${field.name}"]`)
      if (slot) slot.textContent = error
      if (field.type !== 'hidden') field.setAttribute('aria-invalid', String(Boolean(error)))
      if (error) firstInvalid ??= field
    }
    if (firstInvalid) return firstInvalid.focus()
    status.textContent = ''
    const body = Object.fromEntries(fields.filter((f) => f.value.trim()).map((f) => [f.name, 'number' in f.dataset ? Number(f.value) : f.value.trim()]))
    try {
      const response = await fetch(form.dataset.endpoint!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      if (!response.ok) throw new Error(String(response.status))
      form.reset()
      status.textContent = form.dataset.sent!
    } catch {
      status.textContent = form.dataset.failed!
    }
  })
}

function problemOf(field: Field): string {
  const value = field.value.trim()
  if (!value) return field.dataset.required ?? ''
  if (field.type === 'email' && !EMAIL.test(value)) return field.dataset.invalid ?? ''
  if (field.type === 'url' && !URL_PATTERN.test(value)) return field.dataset.invalid ?? ''
  return ''
}
