import { useState, type ChangeEvent } from 'react'
import type { MemberImportAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { ErrorRegion, StatusRegion } from './TeamCommon'
import { errorMessages, format } from './teamClient'
import type { TeamStrings } from './teamStrings'

/** A CSV file larger than this is refused before it is read (the API takes at most 64 KiB of JSON). */
const MAX_CSV_BYTES = 60 * 1024

interface Props {
  s: TeamStrings
  companyId: number
  /** Invitations were sent: the invitations panel reads its quota and list again. */
  onImported: () => void
}

/**
 * The CSV import (docs/teams.md "Invitations"): `email,name,role` rows from a file or typed in; the preview
 * checks every row and names each wrong one; the import button works only for the file just previewed and
 * found correct (the import checks again and imports nothing if a row is wrong).
 */
export function MemberImport({ s, companyId, onImported }: Props) {
  const [csv, setCsv] = useState('')
  const [preview, setPreview] = useState<{ csv: string; answer: MemberImportAnswer } | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  const change = (text: string) => {
    setCsv(text)
    setStatus('')
  }

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    if (!file) return
    setErrors([])
    if (file.size > MAX_CSV_BYTES) return setErrors([s['import.tooBig']])
    change(await file.text())
  }

  const check = async () => {
    setBusy(true)
    setErrors([])
    setStatus('')
    const answer = await learnerCall(companyRoutes.previewImport, { params: { id: companyId }, body: { csv } })
    setBusy(false)
    if (answer.body?.rows) setPreview({ csv, answer: answer.body })
    if (!answer.ok) return setErrors(errorMessages(answer, s.failed))
    setStatus(answer.body!.valid ? format(s['import.ready'], { count: answer.body!.rows.length }) : s['import.invalid'])
  }

  const run = async () => {
    setBusy(true)
    setErrors([])
    setStatus('')
    const answer = await learnerCall(companyRoutes.importMembers, { params: { id: companyId }, body: { csv } })
    setBusy(false)
    if (answer.body?.rows && !answer.body.valid) setPreview({ csv, answer: answer.body })
    if (!answer.ok || !answer.body?.valid) return setErrors(errorMessages(answer, s['import.invalid']))
    setStatus(format(s['import.done'], { count: answer.body.imported }))
    setCsv('')
    setPreview(null)
    onImported()
  }

  const current = preview && preview.csv === csv ? preview.answer : null
  const canImport = Boolean(current?.valid) && !busy
  return (
    <section className="team-section" aria-labelledby="team-import-title">
      <h3 id="team-import-title">{s['import.title']}</h3>
      <p>{s['import.lead']}</p>
      <p className="team-hint">{s['import.sampleLabel']}</p>
      <pre className="team-sample">{'email,name,role\nhanako@example.com,Hanako,admin\ntaro@example.com,Taro,member'}</pre>
      <p className="team-field">
        <label htmlFor="team-import-file">{s['import.file']}</label>
        <input id="team-import-file" type="file" accept=".csv,text/csv" onChange={(event) => void readFile(event)} />
      </p>
      <p className="team-field">
        <label htmlFor="team-import-text">{s['import.text']}</label>
        <textarea id="team-import-text" rows={6} value={csv} spellCheck={false} onChange={(event) => change(event.currentTarget.value)} />
      </p>
      <p className="team-actions">
        <button type="button" className="team-button secondary" disabled={busy || !csv.trim()} onClick={() => void check()}>
          {s['import.preview']}
        </button>
        <button type="button" className="team-button" disabled={!canImport} aria-describedby="team-import-why" onClick={() => void run()}>
          {s['import.run']}
        </button>
      </p>
      <p className="team-hint" id="team-import-why">
        {canImport ? '' : s['import.previewFirst']}
      </p>
      <ErrorRegion errors={errors} />
      <StatusRegion text={status} />
      {current ? (
        <div className="team-table-scroll" role="region" aria-labelledby="team-import-caption" tabIndex={0}>
          <table className="team-table">
            <caption id="team-import-caption">{current.valid ? s['import.previewValid'] : s['import.previewInvalid']}</caption>
            <thead>
              <tr>
                <th scope="col">{s['import.line']}</th>
                <th scope="col">{s['members.email']}</th>
                <th scope="col">{s['members.name']}</th>
                <th scope="col">{s['members.role']}</th>
                <th scope="col">{s['import.check']}</th>
              </tr>
            </thead>
            <tbody>
              {current.rows.map((row) => (
                <tr key={row.line} className={row.error ? 'team-row-error' : undefined}>
                  <td>{row.line}</td>
                  <td className="team-email">{row.email}</td>
                  <td>{row.name ?? ''}</td>
                  <td>{row.admin ? s['members.admin'] : s['members.member']}</td>
                  <td>{row.error ? <strong className="team-field-error">{row.error}</strong> : s['import.rowOk']}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
