import { isDummyEmail } from '@domain/account/dummyEmailPattern'
import { loadSession } from '../../stores/session'

/**
 * Opens and closes the page's feedback modals (docs/feedback.md "The modal"). A native modal <dialog> makes the
 * page behind it inert and closes on Escape; Tab and Shift+Tab go round its fields (a browser would move on to
 * its own toolbar), and on closing focus goes back to the link that opened it. Each opening
 * records the page it was opened on and clears what the last sending said; a signed-in sender's address is
 * filled in and becomes optional (the server falls back to the account's).
 */
export function wireFeedbackDialogs() {
  for (const opener of document.querySelectorAll<HTMLAnchorElement>('[data-feedback-open]')) {
    if (opener.dataset.feedbackWired) continue
    opener.dataset.feedbackWired = ''
    opener.addEventListener('click', (event) => {
      const dialog = document.getElementById(opener.dataset.feedbackOpen!) as HTMLDialogElement | null
      if (!dialog?.showModal) return
      event.preventDefault()
      open(dialog, opener)
    })
  }
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-feedback-dialog]')) {
    if (dialog.dataset.feedbackWired) continue
    dialog.dataset.feedbackWired = ''
    dialog.querySelector('[data-feedback-close]')?.addEventListener('click', () => dialog.close())
    dialog.addEventListener('keydown', (event) => keepFocusInside(dialog, event))
  }
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])'

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const [first, last] = [controls[0], controls[controls.length - 1]]
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null
  if (!wrapTo) return
  event.preventDefault()
  wrapTo.focus()
}

let returnFocusTo: HTMLElement | null = null

function open(dialog: HTMLDialogElement, opener: HTMLElement) {
  returnFocusTo = opener
  dialog.querySelector<HTMLInputElement>('[data-page-url]')!.value = window.location.pathname + window.location.search
  for (const slot of dialog.querySelectorAll<HTMLElement>('[data-error-for], [data-form-status]')) slot.textContent = ''
  for (const field of dialog.querySelectorAll('[aria-invalid]')) field.removeAttribute('aria-invalid')
  dialog.addEventListener('close', () => returnFocusTo?.focus(), { once: true })
  dialog.showModal()
  void prefillSender(dialog)
}

async function prefillSender(dialog: HTMLDialogElement) {
  const { user } = await loadSession()
  if (!user) return
  const email = dialog.querySelector<HTMLInputElement>('[data-feedback-email]')!
  delete email.dataset.required
  // As the default value, so the form's reset after sending keeps it.
  if (!email.value && !isDummyEmail(user.email)) email.defaultValue = user.email
}
