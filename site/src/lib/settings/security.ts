import { accountRoutes, twoFactorRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from '../api'
import { $, onSubmit } from './dom'

/**
 * The password form. An account made through an identity provider has none yet: the form then sets a first
 * one, without the current password (docs/site.md "Settings").
 */
export function wirePassword(main: HTMLElement, passwordSet: boolean) {
  const form = $<HTMLFormElement>(main, '[data-password-form]')
  const showSetting = (setting: boolean) => {
    $(main, '[data-set-password-lead]').hidden = !setting
    $(form, '[data-current-password]').hidden = setting
    if (setting) {
      $(main, '[data-password-title]').textContent = $(main, '[data-password-title]').dataset.setTitle!
      $(form, 'button[type=submit]').textContent = form.dataset.setLabel!
    }
  }
  showSetting(!passwordSet)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(form))
    $(form, '[data-status]').textContent = ''
    const saved = await learnerCall(accountRoutes.updatePassword, { body: { user: data } })
    $(form, '[data-error]').textContent = saved.ok ? '' : errorText(saved, '')
    if (!saved.ok) return
    form.reset()
    $(form, '[data-status]').textContent = form.dataset.saved!
    $(form, '[data-current-password]').hidden = false
    $(main, '[data-set-password-lead]').hidden = true
  })
}

export function wireTwoFactor(section: HTMLElement, enabled: boolean) {
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
    const setup = await learnerCall(twoFactorRoutes.setup)
    if (!setup.ok || !setup.body) return
    // The SVG is the server's own rendering of the otpauth URI (qrcode), not user input.
    $(section, '[data-qr]').innerHTML = setup.body.qrSvg
    $(section, '[data-manual-code]').textContent = setup.body.secret
    $(section, '[data-two-factor-setup]').hidden = false
    $<HTMLInputElement>(section, '[data-two-factor-verify] input[name="code"]').focus()
  })
  onSubmit(section, '[data-two-factor-verify]', async (form, data) => {
    const enabledAnswer = await learnerCall(twoFactorRoutes.enable, { body: { code: data.get('code') } })
    if (!enabledAnswer.ok || !enabledAnswer.body) return errorText(enabledAnswer, '')
    $(section, '[data-two-factor-setup]').hidden = true
    form.reset()
    show(true)
    showCodes(enabledAnswer.body.backupCodes)
    return ''
  })
  onSubmit(section, '[data-two-factor-regenerate]', async (form, data) => {
    const fresh = await learnerCall(twoFactorRoutes.backupCodes, { body: { password: data.get('password') } })
    if (!fresh.ok || !fresh.body) return errorText(fresh, '')
    form.reset()
    showCodes(fresh.body.backupCodes)
    return ''
  })
  onSubmit(section, '[data-two-factor-disable]', async (form, data) => {
    const off = await learnerCall(twoFactorRoutes.disable, { body: { password: data.get('password') } })
    if (!off.ok) return errorText(off, '')
    form.reset()
    $(section, '[data-backup-codes]').hidden = true
    show(false)
    return ''
  })
}
