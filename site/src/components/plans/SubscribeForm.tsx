import { useEffect, useRef, useState } from 'react'
import { accountRoutes, planRoutes } from '@domain/api/routes'
import type { PlanName } from '@domain/plans/catalog'
import { learnerCall } from '../../lib/api'
import { loadSession, type SessionUser } from '../../stores/session'
import { firstError, format, formatDate } from './planFormat'
import type { PlanStrings } from './planStrings'

interface Props {
  plan: PlanName
  trial: boolean
  strings: PlanStrings
  signInHref: string
  dashboardHref: string
}

/**
 * The subscription form's action (docs/plans.md "Stripe"): signed-in learners go on to Stripe Checkout, or
 * start the free trial (with payments off it starts at once and says until when). Starting the trial with an
 * unconfirmed email opens the confirmation dialog instead (learner.md §4).
 */
export function SubscribeForm({ plan, trial, strings: s, signInHref, dashboardHref }: Props) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [started, setStarted] = useState<string | null>(null)
  const [resent, setResent] = useState(false)
  const confirm = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    void loadSession().then((state) => setUser(state.user))
  }, [])

  if (user === undefined) return <p>{s['settings.loading']}</p>
  if (!user) return <p>{s['subscribe.signInFirst']} <a href={signInHref}>{s['subscribe.signIn']}</a></p>

  const go = async () => {
    setError('')
    if (trial && user.userEmailStatus !== 'confirmed') return confirm.current?.showModal()
    setBusy(true)
    const course = Number(new URLSearchParams(window.location.search).get('course')) || undefined
    const answer = trial ? await learnerCall(planRoutes.startTrial) : await learnerCall(planRoutes.checkout, { body: { plan, course } })
    const body = answer.body as { url?: string; subscription?: { endDate: string | null; trialEnd: string | null } } | null
    if (answer.ok && body?.url) return window.location.assign(body.url)
    setBusy(false)
    if (answer.ok && body?.subscription) return setStarted(body.subscription.endDate ?? body.subscription.trialEnd)
    setError(firstError(answer.body, s['subscribe.working']))
  }

  // The status line is there from the start, so screen readers announce the trial when it begins.
  return (
    <>
      {started === null ? (
        <p>
          <button type="button" className="cta" onClick={() => void go()} disabled={busy} aria-busy={busy} data-track-click="subscription_form:submit">
            {busy ? s['subscribe.working'] : trial ? s['subscribe.startTrial'] : s['subscribe.pay']}
          </button>
        </p>
      ) : null}
      <p role="status">{started !== null ? format(s['subscribe.trialStarted'], { date: formatDate(s.locale, started) }) : ''}</p>
      {started !== null && <p><a href={dashboardHref}>{s['subscribe.toDashboard']}</a></p>}
      <p role="alert" className="error">{error}</p>
      <dialog ref={confirm} aria-labelledby="confirm-title" className="confirm-dialog">
        <h2 id="confirm-title">{s['subscribe.confirmTitle']}</h2>
        <p>{s['subscribe.confirmBody']}</p>
        <p role="status">{resent ? s['subscribe.resent'] : ''}</p>
        <p className="actions">
          <button type="button" onClick={() => void learnerCall(accountRoutes.sendConfirmation, { body: { after_confirmation_redirect_destination: window.location.pathname } }).then(() => setResent(true))}>
            {s['subscribe.resend']}
          </button>
          <button type="button" onClick={() => confirm.current?.close()}>{s['subscribe.close']}</button>
        </p>
      </dialog>
    </>
  )
}
