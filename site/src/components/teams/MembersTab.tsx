import { useCallback, useEffect, useState } from 'react'
import type { MembersAnswer, MembershipView, MemberUpdateRequest, MemberView } from '@domain/api/companies'
import { companyRoutes, pathOf } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { MemberProgressDialog } from './MemberProgressDialog'
import { ErrorRegion, StatusRegion } from './TeamCommon'
import { errorMessages, format, formatNumber } from './teamClient'
import type { TeamStrings } from './teamStrings'

/** Members per page (docs/teams.md "Dashboard"). */
export const MEMBERS_PER_PAGE = 20

interface Props {
  s: TeamStrings
  companyId: number
  me: MembershipView
}

/**
 * The members tab (docs/teams.md "Dashboard"): 20 a page with name, level, exp, lessons completed, cleared pages,
 * access and role (and email for admins), each with a button opening the member's lesson progress. Admins also
 * switch a member's access, admin role and mute flag, remove members, and download everyone as CSV.
 */
export function MembersTab({ s, companyId, me }: Props) {
  const [page, setPage] = useState(1)
  const [data, setData] = useState<MembersAnswer | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState<number | null>(null)
  const [shown, setShown] = useState<{ member: MemberView; opener: HTMLElement } | null>(null)
  const admin = me.admin

  const load = (wanted: number) =>
    learnerCall(companyRoutes.members, { params: { id: companyId }, query: { page: wanted, perPage: MEMBERS_PER_PAGE } }).then((answer) => {
      if (answer.ok && answer.body) {
        setData(answer.body)
        setPage(answer.body.page)
      } else setErrors(errorMessages(answer, s.failed))
    })

  useEffect(() => {
    void load(1)
  }, [companyId])

  const nameOf = (member: Pick<MemberView, 'name'>) => member.name || s.noName

  const update = async (member: MemberView, change: MemberUpdateRequest['member']) => {
    setBusy(member.id)
    setErrors([])
    setStatus('')
    const answer = await learnerCall(companyRoutes.updateMember, { params: { id: companyId, memberId: member.id }, body: { member: change } })
    setBusy(null)
    if (!answer.ok || !answer.body) return setErrors(errorMessages(answer, s.failed))
    const updated = answer.body.member
    setData((current) => (current ? { ...current, members: current.members.map((m) => (m.id === updated.id ? updated : m)) } : current))
    setStatus(format(s['members.updated'], { name: nameOf(updated) }))
  }

  const remove = async (member: MemberView) => {
    if (!window.confirm(format(s['members.removeConfirm'], { name: nameOf(member) }))) return
    setBusy(member.id)
    setErrors([])
    setStatus('')
    const answer = await learnerCall(companyRoutes.removeMember, { params: { id: companyId, memberId: member.id } })
    setBusy(null)
    if (!answer.ok) return setErrors(errorMessages(answer, s.failed))
    setStatus(format(s['members.removed'], { name: nameOf(member) }))
    // The last one of a page gone: the page before it.
    await load(data && data.members.length === 1 && page > 1 ? page - 1 : page)
  }

  const closeDialog = useCallback(() => setShown(null), [])
  const csvHref = `${pathOf(companyRoutes.membersCsv, { id: companyId })}?locale=${s.locale}`
  const totalPages = Math.max(1, data?.totalPages ?? 1)

  return (
    <>
      <h2>{s['tabs.members']}</h2>
      {data ? <p>{format(s['members.count'], { count: data.totalDocs })}</p> : null}
      {admin ? (
        <p>
          <a className="team-button secondary" href={csvHref} download>
            {s['members.downloadCsv']}
          </a>
        </p>
      ) : null}
      <ErrorRegion errors={errors} />
      <StatusRegion text={status} />
      {!data ? (
        errors.length ? null : <p>{s.loading}</p>
      ) : (
        <>
          <div className="team-table-scroll" role="region" aria-labelledby="team-members-caption" tabIndex={0}>
            <table className="team-table team-members">
              <caption id="team-members-caption">{format(s['members.caption'], { page, total: totalPages })}</caption>
              <thead>
                <tr>
                  <th scope="col">{s['members.name']}</th>
                  <th scope="col">{s['members.level']}</th>
                  <th scope="col">{s['members.exp']}</th>
                  <th scope="col">{s['members.lessons']}</th>
                  <th scope="col">{s['members.clearedPages']}</th>
                  <th scope="col">{s['members.access']}</th>
                  <th scope="col">{s['members.role']}</th>
                  {admin ? <th scope="col">{s['members.muted']}</th> : null}
                  {admin ? <th scope="col">{s['members.email']}</th> : null}
                  <th scope="col">{s['members.actions']}</th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((member) => {
                  const name = nameOf(member)
                  const working = busy === member.id
                  return (
                    <tr key={member.id}>
                      <th scope="row">
                        {name}
                        {member.id === me.id ? <span className="team-you"> {s.you}</span> : null}
                      </th>
                      <td>{member.level}</td>
                      <td>{formatNumber(s.locale, member.exp)}</td>
                      <td>{member.lessonCompletionCount}</td>
                      <td>{member.clearedPageCount}</td>
                      <td>
                        <MemberToggle editable={admin} checked={member.paidAccess} disabled={working} onChange={(on) => void update(member, { paidAccess: on })} label={format(s['members.accessFor'], { name })} on={s['members.on']} off={s['members.off']} />
                      </td>
                      <td>
                        <MemberToggle editable={admin} checked={member.admin} disabled={working} onChange={(on) => void update(member, { admin: on })} label={format(s['members.adminFor'], { name })} on={s['members.admin']} off={s['members.member']} />
                      </td>
                      {admin ? (
                        <td>
                          <MemberToggle editable checked={member.muted} disabled={working} onChange={(on) => void update(member, { muted: on })} label={format(s['members.muteFor'], { name })} on={s['members.mutedYes']} off={s['members.mutedNo']} />
                        </td>
                      ) : null}
                      {admin ? <td className="team-email">{member.email ?? ''}</td> : null}
                      <td className="team-actions">
                        <button type="button" className="team-button secondary" aria-haspopup="dialog" onClick={(event) => setShown({ member, opener: event.currentTarget })}>
                          {s['members.progress']}
                          <span className="visually-hidden"> {name}</span>
                        </button>
                        {admin && member.id !== me.id ? (
                          <button type="button" className="team-button danger" disabled={working} onClick={() => void remove(member)}>
                            {s['members.remove']}
                            <span className="visually-hidden"> {name}</span>
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <nav className="team-pagination" aria-label={s['members.pagination']}>
            <button type="button" className="team-button secondary" disabled={page <= 1} onClick={() => void load(page - 1)}>
              {s['members.previous']}
            </button>
            <span aria-live="polite">{format(s['members.pageOf'], { page, total: totalPages })}</span>
            <button type="button" className="team-button secondary" disabled={page >= totalPages} onClick={() => void load(page + 1)}>
              {s['members.next']}
            </button>
          </nav>
        </>
      )}
      <MemberProgressDialog s={s} companyId={companyId} member={shown?.member ?? null} opener={shown?.opener ?? null} onClose={closeDialog} />
    </>
  )
}

/** A member's setting in the list: a labelled checkbox for admins, its state as text for everyone else. */
function MemberToggle(props: { editable: boolean; checked: boolean; disabled: boolean; onChange: (on: boolean) => void; label: string; on: string; off: string }) {
  const shown = props.checked ? props.on : props.off
  if (!props.editable) return <>{shown}</>
  return (
    <label className="team-toggle">
      <input type="checkbox" checked={props.checked} disabled={props.disabled} onChange={(event) => props.onChange(event.currentTarget.checked)} />
      <span className="visually-hidden">{props.label}</span>
      <span aria-hidden="true">{shown}</span>
    </label>
  )
}
