import type { SessionUser } from '../../stores/session'

/** docs/site.md "Free trial": a skipped web-dev-intro trial dialog is remembered in browser storage as 'skipped'. */
export const TRIAL_SKIP_KEY = 'webDevIntroFreeTrialModal'
/** docs/site.md "Free trial": when the dialog is first shown, an expiry 12 (hours) ahead is stored beside it. */
export const TRIAL_MODAL_EXPIRY_KEY = 'webDevIntroFreeTrialModalExpiry'
const MODAL_EXPIRY_HOURS = 12

/** "hh:mm:ss" left until `deadlineMs` (docs/site.md "Free trial": a countdown in hours, minutes and seconds). */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}

/** The header's trial menu shows while the offer is open for this user (docs/routes.md "Header"). */
export const trialOpen = (user: SessionUser | null, now = Date.now()): user is SessionUser & { freeTrialRequestDeadline: number } =>
  Boolean(user?.canAccessFreeTrial && user.freeTrialRequestDeadline && user.freeTrialRequestDeadline * 1000 > now)

/**
 * On the web-dev-intro page with the offer switched on (the page renders [data-free-trial-menu] only then):
 * shows the header menu with its countdown to users whose offer is open, and opens the dialog on arrival
 * unless they skipped it.
 */
export function startFreeTrial(header: HTMLElement, user: SessionUser | null) {
  const menu = header.querySelector<HTMLElement>('[data-free-trial-menu]')
  const dialog = document.querySelector<HTMLDialogElement>('[data-free-trial-dialog]')
  if (!menu || !dialog || !trialOpen(user)) return
  menu.hidden = false
  const deadline = user.freeTrialRequestDeadline * 1000
  const countdowns = document.querySelectorAll<HTMLElement>('[data-trial-countdown]')
  const tick = () => {
    const left = deadline - Date.now()
    for (const el of countdowns) el.textContent = formatCountdown(left)
    if (left <= 0) {
      menu.hidden = true
      dialog.close()
      clearInterval(timer)
    }
  }
  const timer = setInterval(tick, 1000)
  tick()
  menu.querySelector('button')?.addEventListener('click', () => dialog.showModal())
  const skip = () => localStorage.setItem(TRIAL_SKIP_KEY, 'skipped')
  dialog.querySelector('[data-trial-skip]')?.addEventListener('click', () => dialog.close())
  // Closing it any way (skip, Escape) counts as a skip in this flow.
  dialog.addEventListener('close', skip)
  if (localStorage.getItem(TRIAL_SKIP_KEY) === 'skipped') return
  if (!localStorage.getItem(TRIAL_MODAL_EXPIRY_KEY)) localStorage.setItem(TRIAL_MODAL_EXPIRY_KEY, String(Date.now() + MODAL_EXPIRY_HOURS * 3600_000))
  dialog.showModal()
}
