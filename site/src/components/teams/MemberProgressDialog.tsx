import { useEffect, useRef, useState } from 'react'
import type { MemberProgressAnswer, MemberView } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { ErrorRegion } from './TeamCommon'
import { errorMessages, format, formatNumber } from './teamClient'
import type { TeamStrings } from './teamStrings'

interface Props {
  s: TeamStrings
  companyId: number
  /** The member whose progress is shown; null while the dialog is closed. */
  member: Pick<MemberView, 'id' | 'name'> | null
  /** Called when the dialog closed (its button, Escape); focus goes back to the button that opened it. */
  onClose: () => void
  opener: HTMLElement | null
}

/**
 * One member's lesson progress in the team's displayed courses (GET /api/companies/:id/members/:memberId/progress),
 * in a modal <dialog>: focus moves into it on opening, stays inside while it is open, and returns to the
 * member's button when it closes.
 */
export function MemberProgressDialog({ s, companyId, member, onClose, opener }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const [data, setData] = useState<MemberProgressAnswer | null>(null)
  const [errors, setErrors] = useState<string[]>([])

  useEffect(() => {
    const element = dialog.current
    if (!element || !member) return
    setData(null)
    setErrors([])
    if (!element.open) element.showModal()
    close.current?.focus()
    let current = true
    void learnerCall(companyRoutes.memberProgress, { params: { id: companyId, memberId: member.id } }).then((answer) => {
      if (!current) return
      if (answer.ok && answer.body) setData(answer.body)
      else setErrors(errorMessages(answer, s.failed))
    })
    return () => {
      current = false
    }
  }, [member?.id])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const closed = () => {
      onClose()
      opener?.focus()
    }
    element.addEventListener('close', closed)
    return () => element.removeEventListener('close', closed)
  }, [onClose, opener])

  const name = data?.member.name ?? member?.name ?? s.noName
  return (
    <dialog ref={dialog} className="team-dialog" aria-labelledby="team-member-progress-title">
      <div className="team-dialog-head">
        <h2 id="team-member-progress-title">{format(s['memberProgress.title'], { name })}</h2>
        <button ref={close} type="button" className="team-button secondary" onClick={() => dialog.current?.close()}>
          {s.close}
        </button>
      </div>
      <ErrorRegion errors={errors} />
      {!member ? null : !data ? (
        errors.length ? null : <p>{s.loading}</p>
      ) : (
        <>
          <p>{format(s['memberProgress.summary'], { level: data.member.level, exp: formatNumber(s.locale, data.member.exp) })}</p>
          {data.courses.length === 0 ? <p>{s['progress.noCourses']}</p> : null}
          {data.courses.map((course) => (
            <section key={course.id} aria-labelledby={`team-member-course-${course.id}`}>
              <h3 id={`team-member-course-${course.id}`}>{course.title}</h3>
              <table className="team-table">
                <thead>
                  <tr>
                    <th scope="col">{s['progress.lesson']}</th>
                    <th scope="col">{s['memberProgress.pages']}</th>
                    <th scope="col">{s['memberProgress.completed']}</th>
                  </tr>
                </thead>
                <tbody>
                  {course.lessons.map((lesson) => (
                    <tr key={lesson.id}>
                      <th scope="row">{lesson.title}</th>
                      <td>{format(s['memberProgress.pagesValue'], { cleared: lesson.clearedPages, total: lesson.totalPages })}</td>
                      <td>{lesson.completed ? s['memberProgress.done'] : s['memberProgress.notDone']}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </>
      )}
    </dialog>
  )
}
