import { CompanyGate } from './TeamCommon'
import { TeamDetailsForm } from './TeamDetailsForm'
import { companyIdFromPath, useBrowserValue, useCompany } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

/** /companies/{id}/edit (docs/teams.md): the team's details form alone, for admins. */
export function TeamEdit({ strings: s, links }: { strings: TeamStrings; links: TeamLinks }) {
  const id = useBrowserValue(companyIdFromPath)
  const [state, setCompany] = useCompany(id, s)
  if (state.kind !== 'ready') return <CompanyGate state={state} s={s} links={links} title={s['details.title']} />
  const { company, me } = state.answer
  const back = (
    <p>
      <a href={`${links.companies}/${company.id}`}>{s['back.toTeam']}</a>
    </p>
  )
  return (
    <>
      <h1>{s['details.title']}</h1>
      <p className="team-subtitle">{company.name}</p>
      {me.admin ? <TeamDetailsForm s={s} company={company} onSaved={setCompany} idPrefix="team-edit" /> : <p className="team-banner team-banner-warning">{s.adminOnly}</p>}
      {back}
    </>
  )
}
