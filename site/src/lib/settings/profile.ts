import { writeCookie } from '../cookies'
import { accountRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from '../api'
import { $, onSubmit, type Account } from './dom'

/**
 * The email: its status (confirmed, unconfirmed with a resend button, or unregistered for an identity-provider
 * account without an address), a pending change with resend and cancel (docs/site.md "Settings"), and the change form.
 */
export function wireEmail(main: HTMLElement, account: Account) {
  const status = $(main, '[data-email-status]')
  const pendingRow = $(main, '[data-pending-row]')
  const show = (current: Account) => {
    $(main, '[data-email]').textContent = current.email ?? ''
    status.textContent = status.dataset[current.userEmailStatus]!
    $(main, '[data-resend-row]').hidden = current.userEmailStatus !== 'unconfirmed' || Boolean(current.pendingEmail)
    pendingRow.hidden = !current.pendingEmail
    $(pendingRow, '[data-pending-email]').textContent = current.pendingEmail ?? ''
  }
  show(account)
  const resend = async (button: HTMLButtonElement) => {
    const sent = await learnerCall(accountRoutes.sendConfirmation, { body: { after_confirmation_redirect_destination: window.location.pathname } })
    if (sent.ok) button.replaceWith(Object.assign(document.createElement('span'), { role: 'status', textContent: button.dataset.sent }))
  }
  const resendButton = $<HTMLButtonElement>(main, '[data-resend]')
  resendButton.addEventListener('click', () => resend(resendButton))
  const resendPending = $<HTMLButtonElement>(pendingRow, '[data-resend-pending]')
  resendPending.addEventListener('click', () => resend(resendPending))
  const form = $<HTMLFormElement>(main, '[data-email-form]')
  $(pendingRow, '[data-cancel-pending]').addEventListener('click', async () => {
    const cancelled = await learnerCall(accountRoutes.cancelEmailChange)
    if (!cancelled.ok) return
    show({ ...account, pendingEmail: null })
    $(form, '[data-status]').textContent = pendingRow.dataset.cancelled!
  })
  onSubmit(main, '[data-email-form]', async (_, data) => {
    $(form, '[data-status]').textContent = ''
    const saved = await learnerCall(accountRoutes.update, { params: { id: account.id }, body: { user: { email: String(data.get('email')).trim() } } })
    if (!saved.ok || !saved.body) return errorText(saved, '')
    account = saved.body.user
    show(account)
    form.reset()
    if (saved.body.isEmailSent) $(form, '[data-status]').textContent = form.dataset.sent!
    return ''
  })
}

/** Name, receipt name and whether the learner shows in the rankings. */
export function wireProfile(main: HTMLElement, account: Account) {
  const form = $<HTMLFormElement>(main, '[data-profile-form]')
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
  field('name').value = account.name ?? ''
  field('receipt_name').value = account.receiptName ?? ''
  field('display_ranking').checked = account.displayRanking
  onSubmit(main, '[data-profile-form]', async () => {
    $(form, '[data-status]').textContent = ''
    const user = { name: field('name').value.trim() || null, receipt_name: field('receipt_name').value.trim() || null, display_ranking: field('display_ranking').checked }
    const saved = await learnerCall(accountRoutes.update, { params: { id: account.id }, body: { user } })
    if (!saved.ok) return errorText(saved, '')
    $(form, '[data-status]').textContent = form.dataset.saved!
    return ''
  })
}

/** docs/site.md "Settings": jpeg or png, at most 20,000,000 bytes (checked here first, and again by the server). */
const MAX_IMAGE_BYTES = 20_000_000

export function wireImage(row: HTMLElement, image: string | null) {
  const preview = $<HTMLImageElement>(row, '[data-image-preview]')
  const error = $(row, '[data-image-error]')
  const show = (src: string | null) => {
    preview.hidden = !src
    if (src) preview.src = src
  }
  show(image)
  const input = $<HTMLInputElement>(row, '[data-image-input]')
  input.addEventListener('change', async () => {
    const file = input.files?.[0]
    if (!file) return
    if (file.size > MAX_IMAGE_BYTES) return void (error.textContent = row.dataset.tooBig!)
    const form = new FormData()
    form.append('new_image', file)
    const saved = await learnerCall(accountRoutes.updateImage, { body: form })
    error.textContent = saved.ok ? '' : errorText(saved, '')
    if (saved.ok && saved.body) show(saved.body.image)
    input.value = ''
  })
  $(row, '[data-image-reset]').addEventListener('click', async () => {
    const reset = await learnerCall(accountRoutes.resetImage)
    error.textContent = reset.ok ? '' : errorText(reset, '')
    if (reset.ok) show(null)
  })
}

/**
 * "Delete the account": a modal dialog that warns and asks for the password (not for an identity-provider
 * account that never set one), then leaves for the home page with a flash message.
 */
export function wireDeletion(main: HTMLElement, account: Account) {
  const dialog = $<HTMLDialogElement>(main, '[data-delete-dialog]')
  $(dialog, '[data-delete-password]').hidden = !account.passwordSet
  $(main, '[data-delete-open]').addEventListener('click', () => dialog.showModal())
  $(dialog, '[data-delete-cancel]').addEventListener('click', () => dialog.close())
  onSubmit(dialog, '[data-delete-form]', async (_, data) => {
    const deleted = await learnerCall(accountRoutes.deleteAccount, { body: { password: data.get('password') ?? '' } })
    if (!deleted.ok) return errorText(deleted, '')
    writeCookie('flash', 'notice:accountDeleted', 1)
    window.location.assign(main.dataset.home!)
    return ''
  })
}
