/** A simple email check matching what the server accepts; the server validates again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The contact form: validates in the browser with the spec's messages (email missing, email format, message
 * missing), sends to /api/contact_messages, and says whether it worked; nothing typed is lost on failure.
 */
export function wireContactForm(form: HTMLFormElement) {
  const text = form.dataset
  const errorFor = (name: string) => form.querySelector<HTMLElement>(`[data-error-for="${name}"]`)!
  const status = form.querySelector<HTMLElement>('[data-contact-status]')!
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const email = (form.elements.namedItem('email') as HTMLInputElement).value.trim()
    const message = (form.elements.namedItem('message') as HTMLTextAreaElement).value.trim()
    const emailError = !email ? text.emailRequired! : !EMAIL.test(email) ? text.emailInvalid! : ''
    const messageError = message ? '' : text.messageRequired!
    errorFor('email').textContent = emailError
    errorFor('message').textContent = messageError
    ;(form.elements.namedItem('email') as HTMLInputElement).setAttribute('aria-invalid', String(Boolean(emailError)))
    ;(form.elements.namedItem('message') as HTMLTextAreaElement).setAttribute('aria-invalid', String(Boolean(messageError)))
    if (emailError || messageError) return
    status.textContent = ''
    try {
      const response = await fetch('/api/contact_messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, message, locale: text.locale }),
      })
      if (!response.ok) throw new Error(String(response.status))
      form.reset()
      status.textContent = text.sent!
    } catch {
      status.textContent = text.failed!
    }
  })
}
