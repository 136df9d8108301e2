import { useEffect, useState } from 'react'
import type { InvitationLandingAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { localePath } from '@domain/i18n/locales'
import { learnerCall } from '../../lib/api'
import { ErrorRegion } from './TeamCommon'
import { companyIdFromPath, errorMessages, format, signInHref, signUpHref, useBrowserValue } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

interface Props {
  strings: TeamStrings
  links: TeamLinks
}

type Landing = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed'; errors: string[] } | { kind: 'ready'; answer: InvitationLandingAnswer; token: string }

/**
 * /companies/{id}/invitation?token=… (docs/teams.md "Invitations"): anyone holding a link sees the team's name;
 * a signed-in account joins with one button, a visitor signs in or up and comes back here; when joining is
 * not possible the page says why (an old link, no free seat, outside the contract, already a member, an
 * invitation for another address).
 */
export function InvitationLanding({ strings: s, links }: Props) {
  const place = useBrowserValue(() => ({ id: companyIdFromPath(), token: new URLSearchParams(window.location.search).get('token') ?? '' }))
  const [landing, setLanding] = useState<Landing>({ kind: 'loading' })
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!place) return
    if (!place.id || !place.token) return setLanding({ kind: 'invalid' })
    void learnerCall(companyRoutes.invitation, { params: { id: place.id }, query: { token: place.token } }).then((answer) => {
      if (answer.ok && answer.body) setLanding({ kind: 'ready', answer: answer.body, token: place.token })
      else if (answer.status === 404) setLanding({ kind: 'invalid' })
      else setLanding({ kind: 'failed', errors: errorMessages(answer, s.failed) })
    })
  }, [place])

  if (landing.kind !== 'ready')
    return (
      <>
        <h1>{s['invitation.heading']}</h1>
        {landing.kind === 'loading' ? <p>{s.loading}</p> : landing.kind === 'invalid' ? <p className="team-banner team-banner-warning">{s['problem.invalidLink']}</p> : <ErrorRegion errors={landing.errors} />}
      </>
    )

  const { answer, token } = landing
  const join = async () => {
    setBusy(true)
    setErrors([])
    const joined = await learnerCall(companyRoutes.join, { params: { id: answer.company.id }, body: { token } })
    if (!joined.ok || !joined.body) {
      setBusy(false)
      return setErrors(errorMessages(joined, s.failed))
    }
    // The team's page in the locale of this one.
    const path = joined.body.companyPath
    window.location.assign(s.locale !== 'ja' && !path.startsWith(`/${s.locale}/`) ? localePath(s.locale, path) : path)
  }

  const teamHref = `${links.companies}/${answer.company.id}`
  return (
    <>
      <h1>{format(s['invitation.title'], { name: answer.company.name })}</h1>
      {answer.company.image ? <img className="team-logo" src={answer.company.image} alt="" width={96} height={96} /> : null}
      {answer.invitedEmail ? <p>{format(s['invitation.forEmail'], { email: answer.invitedEmail })}</p> : null}
      {answer.problem ? (
        <>
          <p className="team-banner team-banner-warning">{s[`problem.${answer.problem}`]}</p>
          {answer.problem === 'alreadyMember' ? (
            <p>
              <a href={teamHref}>{s['invitation.toTeam']}</a>
            </p>
          ) : null}
          {answer.problem === 'otherAccount' ? (
            <p>
              <a href="/signout">{s['invitation.signOut']}</a>
            </p>
          ) : null}
        </>
      ) : answer.signedIn ? (
        <>
          <p>{s['invitation.lead']}</p>
          <ErrorRegion errors={errors} />
          <p>
            <button type="button" className="team-button" disabled={busy} aria-busy={busy} onClick={() => void join()}>
              {s['invitation.join']}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{s['invitation.signInLead']}</p>
          <p className="team-actions">
            <a className="team-button" href={signInHref(links)}>
              {s.signIn}
            </a>
            <a className="team-button secondary" href={signUpHref(links)}>
              {s.signUp}
            </a>
          </p>
        </>
      )}
    </>
  )
}
