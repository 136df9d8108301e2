import { $session } from '../stores/session'

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
      const response = await fetch(`/api/users/${user.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ termsAgreedAt: new Date().toISOString() }),
      })
      if (response.ok) dialog.close()
      else dialog.querySelector('[data-terms-error]')!.textContent = String(response.status)
    })
  })
}
