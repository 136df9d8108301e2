import { useState } from 'react'
import type { CompanyAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { MembersTab } from './MembersTab'
import { ProgressTab } from './ProgressTab'
import { RankingsTab } from './RankingsTab'
import { SettingsTab } from './SettingsTab'
import { TabList } from './TabList'
import { CompanyGate, ErrorRegion } from './TeamCommon'
import { TimelineTab } from './TimelineTab'
import { companyIdFromPath, errorMessages, format, formatDate, useBrowserValue, useCompany } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

type Tab = 'progress' | 'members' | 'rankings' | 'timeline' | 'settings'
const MEMBER_TABS: Tab[] = ['progress', 'members', 'rankings', 'timeline']

interface Props {
  strings: TeamStrings
  links: TeamLinks
}

/**
 * /companies/{id} (docs/teams.md "Dashboard"): one static page for every team, its id read from the address.
 * Banners, then the tabs progress, members, rankings, timeline and (admins) settings as WAI-ARIA tabs: arrow
 * keys, Home and End move between them; ?tab= opens one. A tab loads its data the first time it is shown.
 */
export function TeamDashboard({ strings: s, links }: Props) {
  const id = useBrowserValue(companyIdFromPath)
  const [state, setCompany] = useCompany(id, s)
  if (state.kind !== 'ready') return <CompanyGate state={state} s={s} links={links} title={s['dashboard.title']} />
  return <Dashboard s={s} links={links} answer={state.answer} onCompany={setCompany} />
}

function Dashboard({ s, links, answer, onCompany }: { s: TeamStrings; links: TeamLinks; answer: CompanyAnswer; onCompany: (answer: CompanyAnswer) => void }) {
  const { company, me } = answer
  const tabs: Tab[] = me.admin ? [...MEMBER_TABS, 'settings'] : MEMBER_TABS
  const [tab, setTab] = useState<Tab>(() => {
    const wanted = new URLSearchParams(window.location.search).get('tab') as Tab | null
    return wanted && tabs.includes(wanted) ? wanted : 'progress'
  })
  const [visited, setVisited] = useState<Set<Tab>>(() => new Set([tab]))

  const select = (next: Tab) => {
    setTab(next)
    setVisited((current) => new Set(current).add(next))
    const url = new URL(window.location.href)
    url.searchParams.set('tab', next)
    window.history.replaceState(null, '', url)
  }

  const panel = (which: Tab) => {
    switch (which) {
      case 'progress':
        return <ProgressTab s={s} companyId={company.id} />
      case 'members':
        return <MembersTab s={s} companyId={company.id} me={me} />
      case 'rankings':
        return <RankingsTab s={s} companyId={company.id} />
      case 'timeline':
        return <TimelineTab s={s} companyId={company.id} />
      case 'settings':
        return <SettingsTab s={s} links={links} answer={answer} onCompany={onCompany} />
    }
  }

  return (
    <>
      <h1>{company.name}</h1>
      <TeamBanners s={s} links={links} answer={answer} />
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={select}
        label={s['tabs.label']}
        className="team-tabs"
        tabId={(which) => `team-tab-${which}`}
        panelId={(which) => `team-panel-${which}`}
        text={(which) => s[`tabs.${which}`]}
      />
      {tabs.map((which) => (
        <div key={which} role="tabpanel" id={`team-panel-${which}`} aria-labelledby={`team-tab-${which}`} tabIndex={0} hidden={which !== tab} className="team-panel">
          {visited.has(which) ? panel(which) : null}
        </div>
      ))}
      <LeaveTeam s={s} links={links} answer={answer} />
    </>
  )
}

/** The team's notices: its plan (trial, academic, not subscribing), an admin's unconfirmed email, an empty course list. */
function TeamBanners({ s, links, answer: { company, me } }: { s: TeamStrings; links: TeamLinks; answer: CompanyAnswer }) {
  const coursesHref = `${links.companies}/${company.id}/courses`
  return (
    <>
      {company.banner === 'trial' ? <p className="team-banner">{format(s['banner.trial'], { date: formatDate(s.locale, company.expirationDate) })}</p> : null}
      {company.banner === 'academic' ? <p className="team-banner">{s['banner.academic']}</p> : null}
      {company.banner === 'notSubscribing' ? (
        <p className="team-banner team-banner-warning">
          {s['banner.notSubscribing']}
          {me.admin ? (
            <>
              {' '}
              <a href={`${links.restart}?company=${company.id}`}>{s['banner.restart']}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {me.admin && !me.emailConfirmed ? (
        <p className="team-banner team-banner-warning">
          {s['banner.confirmEmail']} <a href={links.settings}>{s['banner.toSettings']}</a>
        </p>
      ) : null}
      {company.displayedCourses.length === 0 ? (
        me.admin ? (
          <p className="team-banner">
            {s['banner.noCoursesAdmin']} <a href={coursesHref}>{s['courses.choose']}</a>
          </p>
        ) : (
          <p className="team-banner">{s['banner.noCoursesMember']}</p>
        )
      ) : null}
    </>
  )
}

/** Leaving the team (docs/teams.md "Rights": a member may leave; the only admin may not). */
function LeaveTeam({ s, links, answer: { company, me } }: { s: TeamStrings; links: TeamLinks; answer: CompanyAnswer }) {
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const leave = async () => {
    if (!window.confirm(format(s['leave.confirm'], { name: company.name }))) return
    setBusy(true)
    setErrors([])
    const answer = await learnerCall(companyRoutes.removeMember, { params: { id: company.id, memberId: me.id } })
    setBusy(false)
    if (!answer.ok) return setErrors(errorMessages(answer, s.failed))
    window.location.assign(links.dashboard)
  }
  return (
    <section className="team-leave" aria-labelledby="team-leave-title">
      <h2 id="team-leave-title" className="visually-hidden">
        {s['leave.title']}
      </h2>
      <ErrorRegion errors={errors} />
      <p>
        <button type="button" className="team-button secondary" disabled={busy} onClick={() => void leave()}>
          {s['leave.button']}
        </button>
      </p>
    </section>
  )
}
