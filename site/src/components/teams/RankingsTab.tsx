import { useEffect, useState } from 'react'
import type { TeamRankingPeriod, TeamRankingsAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { TabList } from './TabList'
import { ErrorRegion } from './TeamCommon'
import { errorMessages, formatNumber } from './teamClient'
import type { TeamStrings } from './teamStrings'

const PERIODS: TeamRankingPeriod[] = ['day', 'week', 'total']

/**
 * The rankings tab (docs/teams.md "Dashboard"): the team's day, week and total exp rankings as tabs of their
 * own (arrow keys move between them), rank, name, level and exp, the user's own row marked aria-current.
 */
export function RankingsTab({ s, companyId }: { s: TeamStrings; companyId: number }) {
  const [period, setPeriod] = useState<TeamRankingPeriod>('day')
  const [answers, setAnswers] = useState<Partial<Record<TeamRankingPeriod, TeamRankingsAnswer>>>({})
  const [errors, setErrors] = useState<string[]>([])

  useEffect(() => {
    if (answers[period]) return
    setErrors([])
    void learnerCall(companyRoutes.rankings, { params: { id: companyId }, query: { period } }).then((answer) => {
      if (answer.ok && answer.body) setAnswers((current) => ({ ...current, [period]: answer.body! }))
      else setErrors(errorMessages(answer, s.failed))
    })
  }, [period, companyId])

  const data = answers[period]
  return (
    <>
      <h2>{s['tabs.rankings']}</h2>
      <TabList
        tabs={PERIODS}
        selected={period}
        onSelect={setPeriod}
        label={s['rankings.periods']}
        className="team-subtabs"
        tabId={(p) => `team-ranking-tab-${p}`}
        panelId={() => 'team-ranking-panel'}
        text={(p) => s[`rankings.${p}`]}
      />
      <div role="tabpanel" id="team-ranking-panel" aria-labelledby={`team-ranking-tab-${period}`}>
        <ErrorRegion errors={errors} />
        {!data ? (
          errors.length ? null : <p>{s.loading}</p>
        ) : data.rankings.length === 0 ? (
          <p>{s['rankings.empty']}</p>
        ) : (
          <table className="team-table team-rankings">
            <thead>
              <tr>
                <th scope="col">{s['rankings.rank']}</th>
                <th scope="col">{s['rankings.name']}</th>
                <th scope="col">{s['rankings.level']}</th>
                <th scope="col">{s['rankings.exp']}</th>
              </tr>
            </thead>
            <tbody>
              {data.rankings.map((row) => (
                <tr key={row.userId} aria-current={row.isMe ? 'true' : undefined} className={row.isMe ? 'team-me' : undefined}>
                  <td>{row.rank}</td>
                  <th scope="row">
                    {row.name || s.noName}
                    {row.isMe ? <span className="team-you"> {s.you}</span> : null}
                  </th>
                  <td>{row.level}</td>
                  <td>{formatNumber(s.locale, row.exp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  )
}
