import { useEffect, useState, type FormEvent } from 'react'
import type { InvitationsAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { ErrorRegion, StatusRegion } from './TeamCommon'
import { errorMessages, format, formatDate } from './teamClient'
import type { TeamStrings } from './teamStrings'

interface Props {
  s: TeamStrings
  companyId: number
  /** Changes when something else (a CSV import) sent invitations, so the quota and the list are read again. */
  version: number
}

/**
 * Invitations (docs/teams.md "Invitations"): addresses separated by commas or new lines, with the remaining
 * quota shown; the team's invite link with a copy button, and making a new link (which ends the old one);
 * the invitations still waiting.
 */
export function InvitationsPanel({ s, companyId, version }: Props) {
  const [data, setData] = useState<InvitationsAnswer | null>(null)
  const [emails, setEmails] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void learnerCall(companyRoutes.invitations, { params: { id: companyId } }).then((answer) => {
      if (answer.ok && answer.body) setData(answer.body)
      else setErrors(errorMessages(answer, s.failed))
    })
  }, [companyId, version])

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setErrors([])
    setStatus('')
    const answer = await learnerCall(companyRoutes.invite, { params: { id: companyId }, body: { emails } })
    setBusy(false)
    if (!answer.ok || !answer.body) return setErrors(errorMessages(answer, s.failed))
    const sent = emails.split(/[,\n]/).filter((address) => address.trim()).length
    setData(answer.body)
    setEmails('')
    setStatus(format(s['invite.sent'], { count: sent }))
  }

  const regenerate = async () => {
    if (!window.confirm(s['invite.regenerateConfirm'])) return
    setBusy(true)
    setErrors([])
    setStatus('')
    const answer = await learnerCall(companyRoutes.regenerateLink, { params: { id: companyId } })
    setBusy(false)
    if (!answer.ok || !answer.body) return setErrors(errorMessages(answer, s.failed))
    setData(answer.body)
    setStatus(s['invite.regenerated'])
  }

  const copy = async () => {
    if (!data) return
    try {
      await navigator.clipboard.writeText(data.inviteUrl)
      setStatus(s['invite.copied'])
    } catch {
      // No clipboard (an http page, a refused permission): select the link so the learner copies it by hand.
      const input = document.getElementById('team-invite-link') as HTMLInputElement | null
      input?.focus()
      input?.select()
      setStatus(s['invite.copyByHand'])
    }
  }

  const cannot = Boolean(data && !data.canInvite)
  return (
    <section className="team-section" aria-labelledby="team-invite-title">
      <h3 id="team-invite-title">{s['invite.title']}</h3>
      <ErrorRegion errors={errors} />
      <StatusRegion text={status} />
      {!data ? (
        errors.length ? null : <p>{s.loading}</p>
      ) : (
        <>
          <p>
            <strong>{format(s['invite.remaining'], { count: data.remainingQuota })}</strong>
          </p>
          {cannot ? <p className="team-notice">{s['invite.paused']}</p> : null}
          <form className="team-form" onSubmit={(event) => void invite(event)}>
            <p className="team-field">
              <label htmlFor="team-invite-emails">{s['invite.emails']}</label>
              <textarea
                id="team-invite-emails"
                rows={4}
                value={emails}
                required
                aria-describedby="team-invite-emails-hint"
                onChange={(event) => setEmails(event.currentTarget.value)}
                disabled={cannot}
              />
              <span className="team-hint" id="team-invite-emails-hint">
                {s['invite.emailsHint']}
              </span>
            </p>
            <p>
              <button type="submit" className="team-button" disabled={busy || cannot || !emails.trim()} aria-busy={busy}>
                {s['invite.send']}
              </button>
            </p>
          </form>
          <h4>{s['invite.linkTitle']}</h4>
          <p className="team-field">
            <label htmlFor="team-invite-link">{s['invite.link']}</label>
            <input id="team-invite-link" type="text" readOnly value={data.inviteUrl} onFocus={(event) => event.currentTarget.select()} />
          </p>
          <p className="team-actions">
            <button type="button" className="team-button secondary" onClick={() => void copy()}>
              {s['invite.copy']}
            </button>
            <button type="button" className="team-button secondary" disabled={busy} onClick={() => void regenerate()}>
              {s['invite.regenerate']}
            </button>
          </p>
          <h4>{s['invite.pending']}</h4>
          {data.pending.length === 0 ? (
            <p>{s['invite.noPending']}</p>
          ) : (
            <ul className="team-pending">
              {data.pending.map((invitation) => (
                <li key={`${invitation.email}-${invitation.sentAt}`}>
                  <span className="team-email">{invitation.email}</span> · <time dateTime={invitation.sentAt}>{formatDate(s.locale, invitation.sentAt)}</time>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
