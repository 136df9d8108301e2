import { useEffect, useState, type FormEvent } from 'react'
import type { BillingAnswer, PlanDetails } from '@domain/api/plans'
import { planRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { firstError, format, formatDate } from './planFormat'
import type { PlanStrings } from './planStrings'

interface Props {
  strings: PlanStrings
  billingHref: string
  signInHref: string
}

/** The subscription whose form this is: /subscriptions/{id}/cancel_form (any locale prefix). */
const idFromPath = () => Number(window.location.pathname.match(/\/subscriptions\/(\d+)\/cancel_form/)?.[1]) || null

/**
 * /subscriptions/{id}/cancel_form (docs/plans.md "Cancelling"): why the learner leaves (any reasons and a
 * comment), then the plan is canceled and stays usable until its end date, which the page says.
 */
export function CancelForm({ strings: s, billingHref, signInHref }: Props) {
  const [plan, setPlan] = useState<PlanDetails | null | undefined>(undefined)
  const [signedOut, setSignedOut] = useState(false)
  const [done, setDone] = useState<PlanDetails | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void learnerCall(planRoutes.billing).then((answer) => {
      if (answer.status === 401) return setSignedOut(true)
      const current = (answer.body as BillingAnswer | null)?.plan ?? null
      setPlan(current && current.id === idFromPath() && current.canCancel ? current : null)
    })
  }, [])

  if (signedOut) return <p><a href={signInHref}>{s['subscribe.signIn']}</a></p>
  if (plan === undefined) return <p>{s['settings.loading']}</p>
  if (!plan) return <p>{s['cancel.notFound']} <a href={billingHref}>{s['cancel.backToBilling']}</a></p>

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError('')
    const answer = await learnerCall(planRoutes.cancel, {
      params: { subscriptionId: plan.id },
      body: { reasons: form.getAll('reasons').map(String), comment: String(form.get('comment') ?? '') || null },
    })
    setBusy(false)
    if (!answer.ok) return setError(firstError(answer.body, s['cancel.notFound']))
    setDone(answer.body!.subscription)
  }

  const end = plan.nextPaymentDate ?? plan.trialEnd ?? plan.endDate
  // One status line for the whole page: announced when the plan is canceled.
  const status = <p role="status">{done ? format(s['cancel.done'], { date: formatDate(s.locale, done.endDate) }) : ''}</p>
  if (done)
    return (
      <>
        {status}
        <p><a href={billingHref}>{s['cancel.backToBilling']}</a></p>
      </>
    )
  return (
    <>
      {status}
      <form onSubmit={(event) => void submit(event)}>
        <p>{s.planNames[plan.plan]}</p>
        <p>{format(s['cancel.lead'], { date: formatDate(s.locale, end) })}</p>
        <fieldset>
          <legend>{s['cancel.reasons']}</legend>
          {s.reasons.map((reason) => (
            <label key={reason.value} className="check"><input type="checkbox" name="reasons" value={reason.value} /> {reason.label}</label>
          ))}
        </fieldset>
        <p><label>{s['cancel.comment']}<br /><textarea name="comment" rows={4} maxLength={2000} /></label></p>
        <p role="alert" className="error">{error}</p>
        <p className="actions">
          <button type="submit" disabled={busy} aria-busy={busy}>{s['cancel.submit']}</button>
          <a href={billingHref}>{s['cancel.keep']}</a>
        </p>
      </form>
    </>
  )
}
