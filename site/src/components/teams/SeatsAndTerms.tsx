import { formatPrice } from '../../lib/prices'
import { TermsCheckbox } from './TeamCommon'
import { format } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

/** The team plan's price per seat per month (team_1m in domain/plans/catalog.ts, in the locale's currency). */
export interface SeatPrice {
  amount: number
  currency: string
}

/** Seats are whole numbers from 1 (learner.md §9 "at least one user"). */
export const validSeats = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 10_000

interface Props {
  s: TeamStrings
  links: TeamLinks
  price: SeatPrice
  seats: string
  onSeats: (value: string) => void
  agreed: boolean
  onAgreed: (agreed: boolean) => void
  idPrefix: string
}

/** The payment step's fields: the seats (at least 1), the price per seat and the total a month, and the terms checkbox. */
export function SeatsAndTerms({ s, links, price, seats, onSeats, agreed, onAgreed, idPrefix }: Props) {
  const ok = validSeats(seats)
  const total = ok ? formatPrice(s.locale, { amount: Math.round(price.amount * Number(seats) * 100) / 100, currency: price.currency }) : '—'
  return (
    <>
      <p>{format(s['price.perSeat'], { price: formatPrice(s.locale, price) })}</p>
      <p className="team-field">
        <label htmlFor={`${idPrefix}-seats`}>{s['price.seats']}</label>
        <input
          id={`${idPrefix}-seats`}
          name="seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          required
          value={seats}
          aria-describedby={`${idPrefix}-seats-hint`}
          aria-invalid={ok ? undefined : true}
          onChange={(event) => onSeats(event.currentTarget.value)}
        />
        <span className="team-hint" id={`${idPrefix}-seats-hint`}>
          {s['price.seatsHint']}
        </span>
      </p>
      <p aria-live="polite">
        <strong>{format(s['price.total'], { total })}</strong>
      </p>
      <TermsCheckbox s={s} links={links} id={`${idPrefix}-terms`} checked={agreed} onChange={onAgreed} />
    </>
  )
}
