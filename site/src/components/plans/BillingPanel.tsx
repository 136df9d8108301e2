import { useEffect, useState } from 'react'
import type { BillingAnswer, PlanDetails } from '@domain/api/plans'
import { planRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { firstError, format, formatDate, formatMoney } from './planFormat'
import type { PlanStrings } from './planStrings'

interface Props {
  strings: PlanStrings
  plansHref: string
  /** Where the cancellation form of a subscription lives ({id} filled in). */
  cancelHref: string
}

/**
 * The settings page's billing tab (docs/plans.md): the plan's details (name, status, price, next payment, end
 * date, trial end, grace), a reserved plan, the card, cancelling or reactivating, and the payment list with
 * receipts made out to the receipt name.
 */
export function BillingPanel({ strings: s, plansHref, cancelHref }: Props) {
  const [billing, setBilling] = useState<BillingAnswer | null>(null)
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')

  const load = () => learnerCall(planRoutes.billing).then((answer) => answer.ok && setBilling(answer.body as BillingAnswer))
  useEffect(() => {
    void load()
  }, [])

  if (!billing) return <p>{s['settings.loading']}</p>
  const { plan, reserved, charges } = billing
  const date = (iso: string | null) => formatDate(s.locale, iso)

  const changeCard = async () => {
    const answer = await learnerCall(planRoutes.changeCard)
    if (answer.ok && answer.body?.url) return window.location.assign(answer.body.url)
    setError(firstError(answer.body, s['billing.paymentsOff']))
  }
  const reactivate = async (id: number) => {
    setError('')
    const answer = await learnerCall(planRoutes.reactivate, { params: { subscriptionId: id } })
    if (!answer.ok) return setError(firstError(answer.body, s['billing.reactivate']))
    setMessage(s['billing.reactivated'])
    await load()
  }
  const callOff = async (id: number) => {
    setError('')
    const answer = await learnerCall(planRoutes.cancel, { params: { subscriptionId: id }, body: { reasons: [] } })
    if (!answer.ok) return setError(firstError(answer.body, s['billing.cancelReservation']))
    setMessage(s['billing.reservationCanceled'])
    await load()
  }
  const row = (label: string, value: string) => (value ? <><dt>{label}</dt><dd>{value}</dd></> : null)
  const details = (p: PlanDetails) => (
    <dl className="plan-details">
      {row(s['billing.plan'], s.planNames[p.plan])}
      {row(s['billing.status'], s.states[p.state])}
      {row(s['billing.price'], formatMoney(s.locale, p.amount, p.currency))}
      {row(s['billing.nextPayment'], date(p.nextPaymentDate))}
      {row(s['billing.endDate'], date(p.endDate))}
      {row(s['billing.trialEnd'], p.state === 'trial' ? date(p.trialEnd) : '')}
      {row(s['billing.graceUntil'], p.state === 'paused' ? date(p.graceUntil) : '')}
    </dl>
  )

  return (
    <div className="billing">
      {plan ? details(plan) : <p>{s['billing.free']} <a href={plansHref}>{s['billing.seePlans']}</a></p>}
      {reserved && (
        <p className="actions">
          {format(s['billing.reserved'], { plan: s.planNames[reserved.plan], date: date(reserved.startsAt) })}
          {reserved.canCancel && <button type="button" onClick={() => void callOff(reserved.id)}>{s['billing.cancelReservation']}</button>}
        </p>
      )}
      {!billing.paymentsEnabled && <p className="note">{s['billing.paymentsOff']}</p>}
      <p className="actions">
        {billing.paymentsEnabled && plan?.provider === 'STRIPE' && <button type="button" onClick={() => void changeCard()}>{s['billing.changeCard']}</button>}
        {plan?.canCancel && <a className="button secondary" href={cancelHref.replace('{id}', String(plan.id))}>{s['billing.cancel']}</a>}
        {plan?.canReactivate && <button type="button" onClick={() => void reactivate(plan.id)}>{s['billing.reactivate']}</button>}
      </p>
      <p role="status">{message}</p>
      <p role="alert" className="error">{error}</p>

      <h3>{s['billing.payments']}</h3>
      {billing.receiptName && <p>{format(s['billing.receiptName'], { name: billing.receiptName })}</p>}
      {charges.length === 0 ? (
        <p>{s['billing.noPayments']}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={s['billing.payments']}>
          <table>
            <thead>
              <tr><th scope="col">{s['billing.date']}</th><th scope="col">{s['billing.summary']}</th><th scope="col">{s['billing.period']}</th><th scope="col">{s['billing.amount']}</th><th scope="col">{s['billing.receipt']}</th></tr>
            </thead>
            <tbody>
              {charges.map((charge) => (
                <tr key={charge.id}>
                  <td>{date(charge.billedAt)}</td>
                  <td>{charge.summary}{charge.partiallyRefunded && ` (${s['billing.partiallyRefunded']})`}</td>
                  <td>{charge.periodStart ? `${date(charge.periodStart)} – ${date(charge.periodEnd)}` : ''}</td>
                  <td>{formatMoney(s.locale, charge.amount, charge.currency)}</td>
                  <td>{charge.receiptUrl ? <a href={charge.receiptUrl} target="_blank" rel="noopener">{s['billing.receipt']}</a> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
