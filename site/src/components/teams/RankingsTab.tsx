import { useEffect, useState, type KeyboardEvent } from 'react'
import type { TeamRankingPeriod, TeamRankingsAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
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

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: PERIODS.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const wanted = PERIODS[(next + PERIODS.length) % PERIODS.length]
    setPeriod(wanted)
    document.getElementById(`team-ranking-tab-${wanted}`)?.focus()
  }

  const data = answers[period]
  return (
    <>
      <h2>{s['tabs.rankings']}</h2>
      <div role="tablist" className="team-subtabs" aria-label={s['rankings.periods']}>
        {PERIODS.map((p, index) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={`team-ranking-tab-${p}`}
            aria-controls="team-ranking-panel"
            aria-selected={p === period}
            tabIndex={p === period ? 0 : -1}
            onClick={() => setPeriod(p)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {s[`rankings.${p}`]}
          </button>
        ))}
      </div>
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
