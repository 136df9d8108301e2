import { useEffect, useState, type FormEvent } from 'react'
import { planRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { loadSession, type SessionUser } from '../../stores/session'
import { firstError, format, formatDate } from './planFormat'
import type { PlanStrings } from './planStrings'

/** /coupon (docs/plans.md "Coupons"): the code, then the applied confirmation with the plan's end date. */
export function CouponForm({ strings: s, signInHref }: { strings: PlanStrings; signInHref: string }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined)
  const [error, setError] = useState('')
  const [applied, setApplied] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void loadSession().then((state) => setUser(state.user))
  }, [])

  if (user === undefined) return <p>{s['settings.loading']}</p>
  if (!user) return <p>{s['subscribe.signInFirst']} <a href={signInHref}>{s['subscribe.signIn']}</a></p>

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setError('')
    const answer = await learnerCall(planRoutes.redeemCoupon, { body: { code: String(new FormData(event.currentTarget).get('code') ?? '') } })
    setBusy(false)
    if (!answer.ok) return setError(firstError(answer.body, s['coupon.apply']))
    setApplied(answer.body!.subscription.endDate ?? '')
  }

  const status = <p role="status">{applied !== null ? format(s['coupon.applied'], { date: formatDate(s.locale, applied) }) : ''}</p>
  if (applied !== null) return <>{status}</>
  return (
    <>
      {status}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p><label>{s['coupon.code']}<br /><input name="code" autoComplete="off" maxLength={64} aria-describedby="coupon-error" aria-invalid={error ? true : undefined} /></label></p>
        <p role="alert" id="coupon-error" className="error">{error}</p>
        <button type="submit" disabled={busy} aria-busy={busy}>{s['coupon.apply']}</button>
      </form>
    </>
  )
}
