import { sameSitePath } from '@domain/safeRedirect'
import { identityRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from './api'

/**
 * /account/sign_in|sign_up: passes a same-site ?redirect= on to the provider flow and, with ?second_factor=1,
 * shows the code step (POST /api/users/oidc/second_factor) instead of the provider button.
 */
export function startIdentityPage() {
  const query = new URLSearchParams(window.location.search)
  const redirect = sameSitePath(query.get('redirect'))
  const field = document.querySelector<HTMLInputElement>('[data-identity-form] input[name=redirect]')
  if (field && redirect) field.value = redirect
  const form = document.querySelector<HTMLFormElement>('[data-second-factor]')
  if (!form || query.get('second_factor') !== '1') return
  document.querySelector<HTMLFormElement>('[data-identity-form]')!.hidden = true
  form.hidden = false
  const otpField = form.querySelector<HTMLElement>('[data-otp-field]')!
  const backupField = form.querySelector<HTMLElement>('[data-backup-field]')!
  form.querySelector('[data-use-backup]')!.addEventListener('click', () => {
    otpField.hidden = !otpField.hidden
    backupField.hidden = !backupField.hidden
    ;(otpField.hidden ? backupField : otpField).querySelector('input')!.focus()
  })
  form.querySelector<HTMLInputElement>('input[name=otp_attempt]')!.focus()
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const data = new FormData(form)
    const user = backupField.hidden ? { otp_attempt: String(data.get('otp_attempt')).trim() } : { backup_code: String(data.get('backup_code')).trim() }
    const answer = await learnerCall(identityRoutes.secondFactor, { body: { user } })
    if (answer.ok && answer.body) return window.location.assign(answer.body.afterLoginPath)
    form.querySelector('[data-error]')!.textContent = errorText(answer, '')
  })
}
