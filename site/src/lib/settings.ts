import { loadSession } from '../stores/session'
import { errorText, learnerCall } from './api'

interface Account {
  id: number | string
  image: string | null
  email: string
  name: string | null
  displayRanking: boolean
  userEmailStatus: 'confirmed' | 'unconfirmed'
  twoFactorEnabled: boolean
}

const $ = <T extends HTMLElement = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!

/** /settings: loads the account (GET users/me_for_account) and wires the profile and two-factor sections. */
export async function startSettings() {
  const main = document.querySelector<HTMLElement>('[data-settings]')
  if (!main) return
  if (!(await loadSession()).user) return window.location.assign(main.dataset.signIn!)
  const answer = await learnerCall<{ user: Account }>('GET', '/api/users/me_for_account')
  if (!answer.ok || !answer.body) return
  $(main, '[data-settings-loading]').hidden = true
  for (const section of main.querySelectorAll<HTMLElement>('[data-settings-section]')) section.hidden = false
  wireProfile(main, answer.body.user)
  wireImage($(main, '[data-image-row]'), answer.body.user.image)
  wirePassword($(main, '[data-password-form]'))
  wireTwoFactor($(main, '[data-two-factor]'), answer.body.user.twoFactorEnabled)
}

function wireProfile(main: HTMLElement, account: Account) {
  $(main, '[data-email]').textContent = account.email
  const status = $(main, '[data-email-status]')
  status.textContent = account.userEmailStatus === 'confirmed' ? status.dataset.confirmed! : status.dataset.unconfirmed!
  const resendRow = $(main, '[data-resend-row]')
  resendRow.hidden = account.userEmailStatus === 'confirmed'
  const resend = $<HTMLButtonElement>(main, '[data-resend]')
  resend.addEventListener('click', async () => {
    const sent = await learnerCall('PATCH', '/api/users/send_confirmation', { after_confirmation_redirect_destination: window.location.pathname })
    if (sent.ok) resend.replaceWith(Object.assign(document.createElement('span'), { role: 'status', textContent: resend.dataset.sent }))
  })

  const form = $<HTMLFormElement>(main, '[data-profile-form]')
  const name = form.elements.namedItem('name') as HTMLInputElement
  const ranking = form.elements.namedItem('display_ranking') as HTMLInputElement
  name.value = account.name ?? ''
  ranking.checked = account.displayRanking
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    $(form, '[data-status]').textContent = ''
    const saved = await learnerCall('PUT', `/api/users/${account.id}`, { user: { name: name.value.trim() || null, display_ranking: ranking.checked } })
    $(form, '[data-error]').textContent = saved.ok ? '' : errorText(saved, '')
    if (saved.ok) $(form, '[data-status]').textContent = form.dataset.saved!
  })
}

/** learner.md §5: jpeg or png, at most 20,000,000 bytes (checked here first, and again by the server). */
const MAX_IMAGE_BYTES = 20_000_000

function wireImage(row: HTMLElement, image: string | null) {
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
    const saved = await learnerCall<{ image: string }>('PUT', '/api/settings/update_image', form)
    error.textContent = saved.ok ? '' : errorText(saved, '')
    if (saved.ok && saved.body) show(saved.body.image)
    input.value = ''
  })
  $(row, '[data-image-reset]').addEventListener('click', async () => {
    const reset = await learnerCall('PUT', '/api/settings/reset_image')
    error.textContent = reset.ok ? '' : errorText(reset, '')
    if (reset.ok) show(null)
  })
}

function wirePassword(form: HTMLFormElement) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(form))
    $(form, '[data-status]').textContent = ''
    const saved = await learnerCall('PUT', '/api/users/update_password', { user: data })
    $(form, '[data-error]').textContent = saved.ok ? '' : errorText(saved, '')
    if (!saved.ok) return
    form.reset()
    $(form, '[data-status]').textContent = form.dataset.saved!
  })
}

function wireTwoFactor(section: HTMLElement, enabled: boolean) {
  const show = (on: boolean) => {
    $(section, '[data-two-factor-state]').textContent = on ? section.dataset.on! : section.dataset.off!
    $(section, '[data-when-on]').hidden = !on
    $(section, '[data-when-off]').hidden = on
  }
  const showCodes = (codes: string[]) => {
    $(section, '[data-backup-code-list]').replaceChildren(...codes.map((c) => Object.assign(document.createElement('li'), { textContent: c })))
    $(section, '[data-backup-codes]').hidden = false
  }
  show(enabled)

  $(section, '[data-two-factor-start]').addEventListener('click', async () => {
    const setup = await learnerCall<{ secret: string; qrSvg: string }>('POST', '/api/users/two_factor/setup')
    if (!setup.ok || !setup.body) return
    // The SVG is the server's own rendering of the otpauth URI (qrcode), not user input.
    $(section, '[data-qr]').innerHTML = setup.body.qrSvg
    $(section, '[data-manual-code]').textContent = setup.body.secret
    $(section, '[data-two-factor-setup]').hidden = false
    $<HTMLInputElement>(section, '[data-two-factor-verify] input[name="code"]').focus()
  })
  onSubmit(section, '[data-two-factor-verify]', async (form, data) => {
    const enabledAnswer = await learnerCall<{ backupCodes: string[] }>('POST', '/api/users/two_factor/enable', { code: data.get('code') })
    if (!enabledAnswer.ok || !enabledAnswer.body) return errorText(enabledAnswer, '')
    $(section, '[data-two-factor-setup]').hidden = true
    form.reset()
    show(true)
    showCodes(enabledAnswer.body.backupCodes)
    return ''
  })
  onSubmit(section, '[data-two-factor-regenerate]', async (form, data) => {
    const fresh = await learnerCall<{ backupCodes: string[] }>('POST', '/api/users/two_factor/backup_codes', { password: data.get('password') })
    if (!fresh.ok || !fresh.body) return errorText(fresh, '')
    form.reset()
    showCodes(fresh.body.backupCodes)
    return ''
  })
  onSubmit(section, '[data-two-factor-disable]', async (form, data) => {
    const off = await learnerCall('POST', '/api/users/two_factor/disable', { password: data.get('password') })
    if (!off.ok) return errorText(off, '')
    form.reset()
    $(section, '[data-backup-codes]').hidden = true
    show(false)
    return ''
  })
}

/** A section form whose handler answers the error text to show ('' when it worked). */
function onSubmit(section: HTMLElement, selector: string, handle: (form: HTMLFormElement, data: FormData) => Promise<string>) {
  const form = $<HTMLFormElement>(section, selector)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    $(form, '[data-error]').textContent = await handle(form, new FormData(form))
  })
}
