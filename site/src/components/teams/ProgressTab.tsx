import { useEffect, useState } from 'react'
import type { TeamProgressAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { ErrorRegion } from './TeamCommon'
import { errorMessages, format, formatNumber } from './teamClient'
import type { TeamStrings } from './teamStrings'

/** The progress tab (docs/teams.md "Dashboard"): seats used of contracted, the average level, and per displayed course how many members completed each lesson. */
export function ProgressTab({ s, companyId }: { s: TeamStrings; companyId: number }) {
  const [data, setData] = useState<TeamProgressAnswer | null>(null)
  const [errors, setErrors] = useState<string[]>([])

  useEffect(() => {
    void learnerCall(companyRoutes.progress, { params: { id: companyId } }).then((answer) => {
      if (answer.ok && answer.body) setData(answer.body)
      else setErrors(errorMessages(answer, s.failed))
    })
  }, [companyId])

  return (
    <>
      <h2>{s['tabs.progress']}</h2>
      <ErrorRegion errors={errors} />
      {!data ? (
        errors.length ? null : <p>{s.loading}</p>
      ) : (
        <>
          <dl className="team-stats">
            <div>
              <dt>{s['progress.seats']}</dt>
              <dd>{format(s['progress.seatsValue'], { used: data.memberCount, contracted: data.contractedMemberCount })}</dd>
            </div>
            <div>
              <dt>{s['progress.members']}</dt>
              <dd>{formatNumber(s.locale, data.totalMemberCount)}</dd>
            </div>
            <div>
              <dt>{s['progress.averageLevel']}</dt>
              <dd>{formatNumber(s.locale, data.averageLevel, 1)}</dd>
            </div>
          </dl>
          {data.courses.length === 0 ? <p>{s['progress.noCourses']}</p> : null}
          {data.courses.map((course) => (
            <section key={course.id} className="team-course" aria-labelledby={`team-progress-course-${course.id}`}>
              <h3 id={`team-progress-course-${course.id}`}>{course.title}</h3>
              {course.lessons.length === 0 ? (
                <p>{s['progress.noLessons']}</p>
              ) : (
                <table className="team-table">
                  <thead>
                    <tr>
                      <th scope="col">{s['progress.lesson']}</th>
                      <th scope="col">{s['progress.completedMembers']}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {course.lessons.map((lesson) => {
                      const share = data.totalMemberCount ? Math.min(100, Math.round((lesson.completedMembers / data.totalMemberCount) * 100)) : 0
                      return (
                        <tr key={lesson.id}>
                          <th scope="row">{lesson.title}</th>
                          <td>
                            <span className="team-bar" aria-hidden="true">
                              <span style={{ width: `${share}%` }} />
                            </span>
                            {format(s['progress.completedValue'], { count: lesson.completedMembers, total: data.totalMemberCount })}
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              )}
            </section>
          ))}
        </>
      )}
    </>
  )
}
