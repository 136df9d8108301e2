import { $session } from '../stores/session'
import { accountRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from './api'

/** Opens the blocking consent modal for a signed-in user whose agreement predates the current legal texts. */
export function startTermsConsent() {
  const dialog = document.querySelector<HTMLDialogElement>('[data-terms-consent]')
  if (!dialog?.showModal) return
  const updatedAt = dialog.dataset.updatedAt ?? ''
  // Blocking: Escape does not close it; only agreeing does.
  dialog.addEventListener('cancel', (event) => event.preventDefault())
  const unsubscribe = $session.subscribe(({ loaded, user }) => {
    if (!loaded) return
    queueMicrotask(() => unsubscribe())
    if (!user || !updatedAt || (user.termsAgreedAt && user.termsAgreedAt >= updatedAt)) return
    dialog.showModal()
    dialog.querySelector('[data-terms-agree]')?.addEventListener('click', async () => {
      // POST users/confirm_terms_and_privacy_policy (docs/routes.md "Header", docs/learner-api.md), sent when the agree button is clicked.
      const answer = await learnerCall(accountRoutes.confirmTerms)
      if (answer.ok) dialog.close()
      else dialog.querySelector('[data-terms-error]')!.textContent = errorText(answer, String(answer.status))
    })
  })
}
