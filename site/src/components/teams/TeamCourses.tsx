import { useEffect, useState, type FormEvent } from 'react'
import type { CompanyCoursesAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { CompanyGate, ErrorRegion, StatusRegion } from './TeamCommon'
import { companyIdFromPath, errorMessages, format, useBrowserValue, useCompany } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

/**
 * /companies/{id}/courses (docs/teams.md): every course as a checklist, the team's displayed courses checked;
 * saving sets them (PUT /api/companies/:id/courses, admins). Members see these courses on the dashboard.
 */
export function TeamCourses({ strings: s, links }: { strings: TeamStrings; links: TeamLinks }) {
  const id = useBrowserValue(companyIdFromPath)
  const [state, setCompany] = useCompany(id, s)
  const [courses, setCourses] = useState<CompanyCoursesAnswer['courses'] | null>(null)
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const [errors, setErrors] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const admin = state.kind === 'ready' && state.answer.me.admin

  useEffect(() => {
    if (!admin || !id) return
    void learnerCall(companyRoutes.courses, { params: { id } }).then((answer) => {
      if (!answer.ok || !answer.body) return setErrors(errorMessages(answer, s.failed))
      setCourses(answer.body.courses)
      setChosen(new Set(answer.body.courses.filter((course) => course.displayed).map((course) => course.id)))
    })
  }, [admin, id])

  if (state.kind !== 'ready') return <CompanyGate state={state} s={s} links={links} title={s['courses.title']} />
  const { company } = state.answer

  const toggle = (courseId: number, on: boolean) => {
    setStatus('')
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(courseId)
      else next.delete(courseId)
      return next
    })
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setErrors([])
    setStatus('')
    // In the catalog's order, whatever order they were ticked in.
    const ids = (courses ?? []).map((course) => course.id).filter((courseId) => chosen.has(courseId))
    const answer = await learnerCall(companyRoutes.setCourses, { params: { id: company.id }, body: { courses: ids } })
    setBusy(false)
    if (!answer.ok || !answer.body) return setErrors(errorMessages(answer, s.failed))
    setCompany(answer.body)
    setStatus(s['courses.saved'])
  }

  const teamHref = `${links.companies}/${company.id}`
  return (
    <>
      <h1>{s['courses.title']}</h1>
      <p className="team-subtitle">{company.name}</p>
      {!admin ? (
        <p className="team-banner team-banner-warning">{s.adminOnly}</p>
      ) : !courses ? (
        errors.length ? <ErrorRegion errors={errors} /> : <p>{s.loading}</p>
      ) : (
        <form className="team-form" onSubmit={(event) => void save(event)}>
          <fieldset className="team-checklist">
            <legend>{s['courses.lead']}</legend>
            {courses.length === 0 ? <p>{s['courses.noCatalog']}</p> : null}
            {courses.map((course) => (
              <p className="team-check" key={course.id}>
                <input type="checkbox" id={`team-course-${course.id}`} checked={chosen.has(course.id)} onChange={(event) => toggle(course.id, event.currentTarget.checked)} />{' '}
                <label htmlFor={`team-course-${course.id}`}>
                  {course.title}
                  {course.languageName ? <span className="team-hint"> ({course.languageName})</span> : null}
                </label>
              </p>
            ))}
          </fieldset>
          <p className="team-hint">{format(s['courses.count'], { count: chosen.size })}</p>
          <ErrorRegion errors={errors} />
          <StatusRegion text={status} />
          <p className="team-actions">
            <button type="submit" className="team-button" disabled={busy} aria-busy={busy}>
              {s['courses.save']}
            </button>
          </p>
        </form>
      )}
      <p>
        <a href={teamHref}>{s['back.toTeam']}</a>
      </p>
    </>
  )
}
