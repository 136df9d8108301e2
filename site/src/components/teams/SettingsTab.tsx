import { useState, type FormEvent } from 'react'
import type { CompanyAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { InvitationsPanel } from './InvitationsPanel'
import { MemberImport } from './MemberImport'
import { ErrorRegion } from './TeamCommon'
import { TeamDetailsForm } from './TeamDetailsForm'
import { errorMessages, format, formatDate } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

interface Props {
  s: TeamStrings
  links: TeamLinks
  answer: CompanyAnswer
  onCompany: (answer: CompanyAnswer) => void
}

/**
 * The settings tab, admins only (docs/teams.md "Dashboard"): the team's details, invitations (email, link,
 * CSV), the displayed courses, billing (pay again) and deleting the team.
 */
export function SettingsTab({ s, links, answer, onCompany }: Props) {
  const { company } = answer
  const [version, setVersion] = useState(0)
  const coursesHref = `${links.companies}/${company.id}/courses`
  return (
    <>
      <h2>{s['tabs.settings']}</h2>
      <section className="team-section" aria-labelledby="team-details-title">
        <h3 id="team-details-title">{s['details.title']}</h3>
        <TeamDetailsForm s={s} company={company} onSaved={onCompany} idPrefix="team-settings" />
      </section>
      <InvitationsPanel s={s} companyId={company.id} version={version} />
      <MemberImport s={s} companyId={company.id} onImported={() => setVersion((v) => v + 1)} />
      <section className="team-section" aria-labelledby="team-courses-title">
        <h3 id="team-courses-title">{s['courses.title']}</h3>
        {company.displayedCourses.length === 0 ? (
          <p>{s['courses.none']}</p>
        ) : (
          <ul>
            {company.displayedCourses.map((course) => (
              <li key={course.id}>{course.title}</li>
            ))}
          </ul>
        )}
        <p>
          <a href={coursesHref}>{s['courses.choose']}</a>
        </p>
      </section>
      <section className="team-section" aria-labelledby="team-billing-title">
        <h3 id="team-billing-title">{s['billing.title']}</h3>
        <dl className="team-details">
          <dt>{s['billing.plan']}</dt>
          <dd>{s[`plan.${company.planKind}`]}</dd>
          <dt>{s['billing.status']}</dt>
          <dd>{company.planStatus === 'active' ? s['billing.active'] : s['billing.inactive']}</dd>
          <dt>{s['billing.seats']}</dt>
          <dd>{format(s['progress.seatsValue'], { used: company.memberCount, contracted: company.contractedMemberCount })}</dd>
          {company.expirationDate ? (
            <>
              <dt>{s['billing.until']}</dt>
              <dd>{formatDate(s.locale, company.expirationDate)}</dd>
            </>
          ) : null}
        </dl>
        <p>
          <a href={`${links.restart}?company=${company.id}`}>{s['billing.restart']}</a>
        </p>
      </section>
      <DeleteTeam s={s} links={links} companyId={company.id} name={company.name} />
    </>
  )
}

/** Deleting the team (docs/teams.md "Rights"): its name typed again; the plan is cancelled at once. */
function DeleteTeam({ s, links, companyId, name }: { s: TeamStrings; links: TeamLinks; companyId: number; name: string }) {
  const [typed, setTyped] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (typed !== name) return
    setBusy(true)
    setErrors([])
    const answer = await learnerCall(companyRoutes.remove, { params: { id: companyId }, body: { confirmName: typed } })
    setBusy(false)
    if (!answer.ok) return setErrors(errorMessages(answer, s.failed))
    window.location.assign(links.dashboard)
  }
  return (
    <section className="team-section team-danger" aria-labelledby="team-delete-title">
      <h3 id="team-delete-title">{s['delete.title']}</h3>
      <p>{s['delete.warning']}</p>
      <form className="team-form" onSubmit={(event) => void submit(event)}>
        <p className="team-field">
          <label htmlFor="team-delete-name">{format(s['delete.typeName'], { name })}</label>
          <input id="team-delete-name" type="text" autoComplete="off" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
        </p>
        <ErrorRegion errors={errors} />
        <p>
          <button type="submit" className="team-button danger" disabled={busy || typed !== name} aria-busy={busy}>
            {s['delete.submit']}
          </button>
        </p>
      </form>
    </section>
  )
}
