import { loadSession } from '../../stores/session'
import { accountRoutes } from '@domain/api/routes'
import { learnerCall } from '../api'
import { $ } from './dom'
import { wireEmailSubscriptions, wireReminders } from './notifications'
import { wireDeletion, wireEmail, wireImage, wireProfile } from './profile'
import { wirePassword, wireTwoFactor } from './security'
import { wireTabs } from './tabs'

/** /settings: loads the account (GET users/me_for_account) and wires every tab. */
export async function startSettings() {
  const main = document.querySelector<HTMLElement>('[data-settings]')
  if (!main) return
  if (!(await loadSession()).user) return window.location.assign(main.dataset.signIn!)
  const answer = await learnerCall(accountRoutes.meForAccount)
  if (!answer.ok || !answer.body) return
  const account = answer.body.user
  $(main, '[data-settings-loading]').hidden = true
  wireTabs(main)
  wireEmail(main, account)
  wireProfile(main, account)
  wireImage($(main, '[data-image-row]'), account.image)
  wireDeletion(main, account)
  wirePassword(main, account.passwordSet)
  wireTwoFactor($(main, '[data-two-factor]'), account.twoFactorEnabled)
  void wireEmailSubscriptions($<HTMLFormElement>(main, '[data-email-subscriptions]'))
  void wireReminders($<HTMLFormElement>(main, '[data-reminders]'), $<HTMLFormElement>(main, '[data-reminder-once]'))
}
