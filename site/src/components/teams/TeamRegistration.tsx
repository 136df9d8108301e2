import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { CompanyRegistration } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { loadSession, type SessionUser } from '../../stores/session'
import { SeatsAndTerms, validSeats, type SeatPrice } from './SeatsAndTerms'
import { COMPANY_FIELDS, CompanyFields, companyFieldsOf, ErrorRegion, fieldErrors } from './TeamCommon'
import { errorMessages, format, signInHref, signUpHref } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

interface Props {
  strings: TeamStrings
  links: TeamLinks
  price: SeatPrice
}

type Step = 1 | 2 | 3
const STEPS: Step[] = [1, 2, 3]

/**
 * Team registration, /subscriptions/business_new and /companies/subscription/new (docs/teams.md
 * "Registration"): 1. the admin account (sign up or in, coming back here; or the signed-in one), 2. the
 * team's details, 3. the seats and the terms, then POST /api/companies/subscription and on to Stripe Checkout.
 */
export function TeamRegistration({ strings: s, links, price }: Props) {
  const [step, setStep] = useState<Step>(1)
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined)
  const [company, setCompany] = useState<CompanyRegistration | null>(null)
  const [fields, setFields] = useState<Record<string, string[]>>({})
  const [seats, setSeats] = useState('1')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    void loadSession().then((state) => setUser(state.user))
  }, [])

  // Each new step takes the focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [step])

  const go = (next: Step) => {
    setErrors([])
    setStep(next)
  }

  const details = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = companyFieldsOf(event.currentTarget)
    setCompany({ ...values, receiptCompanyName: values.receiptCompanyName || undefined })
    setFields({})
    go(3)
  }

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!company) return go(2)
    if (!validSeats(seats)) return setErrors([s['price.seatsInvalid']])
    if (!agreed) return setErrors([s['terms.required']])
    setBusy(true)
    setErrors([])
    const answer = await learnerCall(companyRoutes.register, { body: { company, seats: Number(seats), agreeToTerms: true } })
    if (answer.ok && answer.body?.url) return window.location.assign(answer.body.url)
    setBusy(false)
    const wrong = answer.body?.errors ?? {}
    setFields(wrong)
    setErrors(errorMessages(answer, s.failed))
    if (answer.status === 401) setUser(null)
  }

  const detailsWrong = COMPANY_FIELDS.some((field) => fieldErrors(fields, field.name).length > 0)
  return (
    <>
      <ol className="team-steps" aria-label={s['register.steps']}>
        {STEPS.map((n) => (
          <li key={n} aria-current={n === step ? 'step' : undefined} className={n < step ? 'team-step-done' : undefined}>
            {format(s['register.stepOf'], { step: n, total: STEPS.length })} {s[`register.step${n}`]}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1}>
        {s[`register.step${step}`]}
      </h2>

      {step === 1 ? (
        user === undefined ? (
          <p>{s.loading}</p>
        ) : user ? (
          <>
            <p>{format(s['register.signedInAs'], { name: user.name ? `${user.name} (${user.email})` : user.email })}</p>
            <p className="team-hint">{s['register.accountHint']}</p>
            <p className="team-actions">
              <button type="button" className="team-button" onClick={() => go(2)}>
                {s['register.next']}
              </button>
            </p>
          </>
        ) : (
          <>
            <p>{s['register.accountLead']}</p>
            <p className="team-actions">
              <a className="team-button" href={signUpHref(links)}>
                {s.signUp}
              </a>
              <a className="team-button secondary" href={signInHref(links)}>
                {s.signIn}
              </a>
            </p>
          </>
        )
      ) : null}

      {step === 2 ? (
        <form className="team-form" onSubmit={details}>
          <p className="team-hint">{s['field.requiredNote']}</p>
          <CompanyFields s={s} idPrefix="team-register" values={company ?? { adminName: user?.name ?? '', adminEmail: user?.email ?? '' }} errors={fields} />
          <p className="team-actions">
            <button type="button" className="team-button secondary" onClick={() => go(1)}>
              {s['register.back']}
            </button>
            <button type="submit" className="team-button">
              {s['register.next']}
            </button>
          </p>
        </form>
      ) : null}

      {step === 3 && company ? (
        <form className="team-form" onSubmit={(event) => void pay(event)}>
          <p>{format(s['register.teamSummary'], { name: company.name })}</p>
          <SeatsAndTerms s={s} links={links} price={price} seats={seats} onSeats={setSeats} agreed={agreed} onAgreed={setAgreed} idPrefix="team-register" />
          <ErrorRegion errors={errors} />
          {detailsWrong ? (
            <p>
              <button type="button" className="team-button secondary" onClick={() => go(2)}>
                {s['register.fixDetails']}
              </button>
            </p>
          ) : null}
          <p className="team-hint">{s['register.checkoutHint']}</p>
          <p className="team-actions">
            <button type="button" className="team-button secondary" onClick={() => go(2)}>
              {s['register.back']}
            </button>
            <button type="submit" className="team-button" disabled={busy} aria-busy={busy}>
              {s['register.pay']}
            </button>
          </p>
        </form>
      ) : null}
    </>
  )
}
