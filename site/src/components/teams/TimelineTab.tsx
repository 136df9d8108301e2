import { useEffect, useState } from 'react'
import type { TimelineAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { ErrorRegion } from './TeamCommon'
import { errorMessages, format, formatDateTime } from './teamClient'
import type { TeamStrings } from './teamStrings'

/** The timeline tab (docs/teams.md "Dashboard"): members' lesson completions, newest first, muted members hidden; "more" reads on from `next`. */
export function TimelineTab({ s, companyId }: { s: TeamStrings; companyId: number }) {
  const [items, setItems] = useState<TimelineAnswer['items'] | null>(null)
  const [next, setNext] = useState<string | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const load = async (before?: string) => {
    setBusy(true)
    setErrors([])
    const answer = await learnerCall(companyRoutes.timeline, { params: { id: companyId }, query: { before } })
    setBusy(false)
    if (!answer.ok || !answer.body) return setErrors(errorMessages(answer, s.failed))
    const page = answer.body
    setItems((current) => [...(before ? (current ?? []) : []), ...page.items])
    setNext(page.next)
  }

  useEffect(() => {
    void load()
  }, [companyId])

  return (
    <>
      <h2>{s['tabs.timeline']}</h2>
      <ErrorRegion errors={errors} />
      {!items ? (
        errors.length ? null : <p>{s.loading}</p>
      ) : items.length === 0 ? (
        <p>{s['timeline.empty']}</p>
      ) : (
        <ol className="team-timeline">
          {items.map((item) => (
            <li key={item.id}>
              {format(item.courseTitle ? s['timeline.item'] : s['timeline.itemNoCourse'], { name: item.name || s.noName, lesson: item.lessonTitle, course: item.courseTitle ?? '' })}
              {' · '}
              <time dateTime={item.completedAt}>{formatDateTime(s.locale, item.completedAt)}</time>
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <p>
          <button type="button" className="team-button secondary" disabled={busy} aria-busy={busy} onClick={() => void load(next)}>
            {s['timeline.more']}
          </button>
        </p>
      ) : null}
    </>
  )
}
