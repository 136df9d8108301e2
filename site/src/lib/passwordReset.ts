import { accountRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from './api'

/** Wires whichever password-reset form the page has. */
export function startPasswordReset() {
  const request = document.querySelector<HTMLFormElement>('[data-password-request]')
  request?.addEventListener('submit', async (event) => {
    event.preventDefault()
    const answer = await learnerCall(accountRoutes.requestPasswordReset, { body: { user: { email: new FormData(request).get('email') } } })
    request.querySelector('[role="alert"]')!.textContent = answer.ok ? '' : errorText(answer, request.dataset.failed!)
    request.querySelector('[role="status"]')!.textContent = answer.ok ? request.dataset.sent! : ''
  })
  const reset = document.querySelector<HTMLFormElement>('[data-password-reset]')
  reset?.addEventListener('submit', async (event) => {
    event.preventDefault()
    const data = new FormData(reset)
    const token = new URLSearchParams(window.location.search).get('reset_password_token') ?? ''
    const answer = await learnerCall(accountRoutes.resetPassword, {
      body: { user: { reset_password_token: token, password: data.get('password'), password_confirmation: data.get('password_confirmation') } },
    })
    if (answer.ok && answer.body) return window.location.assign(answer.body.afterLoginPath)
    reset.querySelector('[role="alert"]')!.textContent = errorText(answer, reset.dataset.failed!)
  })
}
