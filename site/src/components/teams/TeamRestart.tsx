import { useEffect, useState, type FormEvent } from 'react'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { SeatsAndTerms, validSeats, type SeatPrice } from './SeatsAndTerms'
import { CompanyGate, ErrorRegion } from './TeamCommon'
import { companyIdFromQuery, errorMessages, format, formatDate, useBrowserValue, useCompany } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

interface Props {
  strings: TeamStrings
  links: TeamLinks
  price: SeatPrice
}

/**
 * /subscriptions/business_restart_paused_form?company={id} (docs/teams.md "Dashboard", settings → billing):
 * an admin pays again for a paused or ended team: the seats and the terms, then Stripe Checkout.
 */
export function TeamRestart({ strings: s, links, price }: Props) {
  const id = useBrowserValue(companyIdFromQuery)
  const [state] = useCompany(id, s)
  const [seats, setSeats] = useState('1')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const company = state.kind === 'ready' ? state.answer.company : null
  useEffect(() => {
    if (company) setSeats(String(Math.max(1, company.contractedMemberCount || company.memberCount)))
  }, [company?.id])

  if (state.kind !== 'ready') return <CompanyGate state={state} s={s} links={links} title={s['restart.title']} />
  const { me } = state.answer
  const team = state.answer.company

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!validSeats(seats)) return setErrors([s['price.seatsInvalid']])
    if (!agreed) return setErrors([s['terms.required']])
    setBusy(true)
    setErrors([])
    const answer = await learnerCall(companyRoutes.restart, { params: { id: team.id }, body: { seats: Number(seats), agreeToTerms: true } })
    if (answer.ok && answer.body?.url) return window.location.assign(answer.body.url)
    setBusy(false)
    setErrors(errorMessages(answer, s.failed))
  }

  return (
    <>
      <h1>{s['restart.title']}</h1>
      <p className="team-subtitle">{team.name}</p>
      {!me.admin ? (
        <p className="team-banner team-banner-warning">{s.adminOnly}</p>
      ) : (
        <form className="team-form" onSubmit={(event) => void submit(event)}>
          <p>
            {team.planStatus === 'active' && team.expirationDate
              ? format(s['restart.activeUntil'], { date: formatDate(s.locale, team.expirationDate) })
              : s['restart.lead']}
          </p>
          <p>{format(s['restart.members'], { count: team.totalMemberCount })}</p>
          <SeatsAndTerms s={s} links={links} price={price} seats={seats} onSeats={setSeats} agreed={agreed} onAgreed={setAgreed} idPrefix="team-restart" />
          <ErrorRegion errors={errors} />
          <p className="team-hint">{s['register.checkoutHint']}</p>
          <p className="team-actions">
            <button type="submit" className="team-button" disabled={busy} aria-busy={busy}>
              {s['register.pay']}
            </button>
          </p>
        </form>
      )}
      <p>
        <a href={`${links.companies}/${team.id}`}>{s['back.toTeam']}</a>
      </p>
    </>
  )
}
