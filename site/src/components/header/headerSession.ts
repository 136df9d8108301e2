import { $session, loadSession, type JoinedCompany, type SessionState } from '../../stores/session'
import { startFreeTrial } from './freeTrial'
import { startNotifications } from './notifications'
import type { CredentialsRequest } from '@domain/api/session'
import { sessionRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from '../../lib/api'
import { sameSitePath } from '@domain/safeRedirect'
import { isDummyEmail } from '@domain/account/dummyEmailPattern'
import { switchLocaleHref } from '@domain/i18n/routes'
import type { Locale } from '@domain/i18n/locales'

/** Past this many pixels of scrolling the header is fixed to the top (docs/routes.md "Header"). */
const FIXED_AFTER_PX = 80

/**
 * The header's session part: a small script rather than a React island, so pages like the landing page ship
 * a few kilobytes of JavaScript. It reads the same nanostores session store as the other islands.
 */
export function startHeaderSession() {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return
  $session.subscribe((state) => render(header, state))
  void loadSession().then(({ user }) => {
    startFreeTrial(header, user)
    if (user) startNotifications(header, user)
  })
  keepFixedPastThreshold(header)
  followRealAddress(header)
  wireDialogs()
}

function render(header: HTMLElement, { loaded, user }: SessionState) {
  if (!loaded) return
  for (const el of header.querySelectorAll<HTMLElement>('[data-when]')) el.hidden = (el.dataset.when === 'member') !== Boolean(user)
  if (!user) return
  const name = header.querySelector<HTMLElement>('[data-user-name]')
  // An identity-provider account without a name or an address keeps the menu's own label, not its dummy address.
  const shown = user.name || (isDummyEmail(user.email) ? null : user.email)
  if (name && shown) name.textContent = shown
  const initial = header.querySelector<HTMLElement>('[data-avatar-initial]')
  if (initial && shown) initial.textContent = shown.slice(0, 1).toUpperCase()
  renderCompanies(header, user.joinedCompanies ?? [])
  const messageLink = header.querySelector<HTMLElement>('[data-message-link]')
  if (messageLink) messageLink.hidden = (user.completedLessonCount ?? 0) < 1
}

/**
 * The company menu (core.md §2, docs/teams.md "Session"): each team links to its dashboard and says whether the
 * user's paid-lesson access in it is on or off. The side bar (narrow screens) lists the same links.
 */
function renderCompanies(header: HTMLElement, companies: JoinedCompany[]) {
  const menu = header.querySelector<HTMLElement>('[data-company-menu]')
  if (!menu) return
  const base = menu.dataset.companiesBase ?? '/companies'
  const items = () =>
    companies.map((company) => {
      const item = document.createElement('li')
      const link = document.createElement('a')
      link.href = `${base}/${company.id}`
      const access = document.createElement('span')
      access.className = 'site-company-access'
      access.toggleAttribute('data-on', company.paidAccess)
      access.textContent = (company.paidAccess ? menu.dataset.accessOn : menu.dataset.accessOff) ?? ''
      link.append(company.name, ' ', access)
      item.append(link)
      return item
    })
  menu.hidden = companies.length === 0
  menu.querySelector('[data-company-list]')?.replaceChildren(...items())
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar-companies]')
  if (sidebar) {
    sidebar.hidden = companies.length === 0
    sidebar.querySelector('[data-company-list]')?.replaceChildren(...items())
  }
}

/**
 * A page served from a shared static shell (/companies/123 is /companies/team, server/companyShells.ts) was
 * built for the shell's path: the locale menu and the log-in link then name the address the browser shows,
 * with its query (an invitation's token), so switching the locale or logging in comes back to it.
 */
function followRealAddress(header: HTMLElement) {
  const real = window.location.pathname.replace(/(.)\/$/, '$1')
  if (!header.dataset.builtPath || real === header.dataset.builtPath) return
  const here = real + window.location.search
  for (const link of header.querySelectorAll<HTMLAnchorElement>('[data-locale-option]')) link.href = switchLocaleHref(link.dataset.localeOption as Locale, here)
  const signIn = header.querySelector<HTMLAnchorElement>('[data-sign-in-link]')
  if (signIn) {
    const url = new URL(signIn.href)
    url.searchParams.set('redirect', here)
    signIn.href = url.pathname + url.search
  }
}

function keepFixedPastThreshold(header: HTMLElement) {
  const update = () => {
    const fixed = window.scrollY > FIXED_AFTER_PX
    if (fixed === header.hasAttribute('data-fixed')) return
    // Keep the page from jumping when the header leaves the flow.
    document.body.style.paddingTop = fixed ? `${header.offsetHeight}px` : ''
    header.toggleAttribute('data-fixed', fixed)
  }
  window.addEventListener('scroll', update, { passive: true })
  update()
}

/** Header links with data-open-dialog open their modal instead of navigating; the forms sign in or up. */
function wireDialogs() {
  document.querySelector('[data-sidebar-open]')?.addEventListener('click', () => (document.getElementById('site-sidebar') as HTMLDialogElement).showModal())
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-open-dialog]')) {
    link.addEventListener('click', (event) => {
      const dialog = document.getElementById(link.dataset.openDialog!) as HTMLDialogElement | null
      if (!dialog?.showModal) return
      event.preventDefault()
      dialog.showModal()
    })
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-close-dialog]')) {
    button.addEventListener('click', () => button.closest('dialog')?.close())
  }
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-auth]')) {
    form.querySelector<HTMLButtonElement>('[data-use-backup]')?.addEventListener('click', (event) => toggleBackupCode(form, event.currentTarget as HTMLButtonElement))
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void submitAuth(form)
    })
  }
}

/**
 * Signs up (POST /users.json) or in (POST /users/sign_in.json) with the learner calls, which set the session
 * cookie and say where to go next; their field messages (docs/messages.md) show in the form's alert line.
 */
async function submitAuth(form: HTMLFormElement) {
  const error = form.querySelector<HTMLElement>('[role="alert"]')!
  const data = new FormData(form)
  const user: CredentialsRequest['user'] = { email: String(data.get('email')), password: String(data.get('password')) }
  if (data.has('name')) user.name = String(data.get('name'))
  // The second step of a two-factor sign-in: the code, or a backup code, goes with the credentials.
  const otpStep = form.querySelector<HTMLElement>('[data-otp-step]')
  if (otpStep && !otpStep.hidden) {
    const usingBackup = !form.querySelector<HTMLElement>('[data-backup-field]')!.hidden
    if (usingBackup) user.backup_code = String(data.get('backup_code') ?? '')
    else user.otp_attempt = String(data.get('otp_attempt') ?? '')
  }
  error.textContent = ''
  if (form.dataset.auth === 'signup') {
    const created = await learnerCall(sessionRoutes.register, { body: { user } })
    if (!created.ok || !created.body) return void (error.textContent = errorText(created, form.dataset.failed ?? ''))
    // The sign-up page returns to a same-site ?redirect= path too (a team invitation, team registration).
    const back = 'followRedirect' in form.dataset ? sameSitePath(new URLSearchParams(window.location.search).get('redirect')) : null
    return window.location.assign(back ?? form.dataset.after ?? created.body.afterRegisterLocation)
  }
  // The sign-in page goes where ?redirect= says; the header's dialog stays on the page it was opened on.
  const redirect = 'followRedirect' in form.dataset ? sameSitePath(new URLSearchParams(window.location.search).get('redirect')) : window.location.pathname
  const login = await learnerCall(sessionRoutes.signIn, { body: { user, redirect: redirect ?? form.dataset.after } })
  if (!login.ok || !login.body) return void (error.textContent = errorText(login, form.dataset.failed ?? ''))
  if (login.body.twoFactorRequired && otpStep) {
    otpStep.hidden = false
    otpStep.querySelector<HTMLInputElement>('input[name="otp_attempt"]')!.focus()
    return
  }
  if (redirect === window.location.pathname && !('followRedirect' in form.dataset)) window.location.reload()
  else window.location.assign(login.body.afterLoginPath!)
}

/** Switches the two-factor step between the app's code and a backup code. */
function toggleBackupCode(form: HTMLFormElement, button: HTMLButtonElement) {
  const code = form.querySelector<HTMLElement>('[data-otp-field]')!
  const backup = form.querySelector<HTMLElement>('[data-backup-field]')!
  code.hidden = !code.hidden
  backup.hidden = !backup.hidden
  ;[button.textContent, button.dataset.otherLabel] = [button.dataset.otherLabel ?? '', button.textContent ?? '']
  ;(backup.hidden ? code : backup).querySelector('input')!.focus()
}
