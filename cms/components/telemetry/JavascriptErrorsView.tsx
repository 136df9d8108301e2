import type { AdminViewServerProps } from 'payload'
import { LOG_KINDS, type LogKind } from '@domain/api/javascriptLogs'
import { errorGroups } from '../../telemetry/errorGroups'
import { refuseAllButStaff, StaffView } from '../StaffView'
import { fill, telemetryLabels } from './telemetryLabels'

const LIMIT = 50

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value) as string | undefined

/**
 * /admin/javascript-errors (docs/admin.md "Analytics and JavaScript errors"): the JavaScript logs grouped by
 * message with counts, first and last seen and the newest report's backtrace; filtered by kind and type through
 * the address (?kind=js_error&type=TypeError), so a filtered list can be shared.
 */
export async function JavascriptErrorsView(props: AdminViewServerProps) {
  refuseAllButStaff(props, '/javascript-errors')
  const { req } = props.initPageResult
  const l = telemetryLabels(req.i18n.language)
  const kindParam = one(props.searchParams?.kind)
  const kind = LOG_KINDS.find((k) => k === kindParam) as LogKind | undefined
  const type = one(props.searchParams?.type)?.slice(0, 100) || undefined
  const { groups, types } = await errorGroups(req.payload, { kind, type }, LIMIT)
  const when = (iso: string) => new Date(iso).toLocaleString(req.i18n.language === 'ja' ? 'ja-JP' : 'en-GB', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }) + ' UTC'
  return (
    <StaffView props={props}>
      <h1>{l.errors}</h1>
      <p>{fill(l.errorsLead, { limit: LIMIT })}</p>
      <form method="get" style={{ display: 'flex', gap: '1rem', alignItems: 'end', flexWrap: 'wrap', margin: '1rem 0' }}>
        <FilterSelect name="kind" label={l.kind} all={l.all} value={kind} options={LOG_KINDS} />
        <FilterSelect name="type" label={l.type} all={l.all} value={type} options={types} />
        <button type="submit" className="btn btn--style-primary btn--size-small">{l.filter}</button>
      </form>
      {groups.length ? (
        <table data-error-groups>
          <thead>
            <tr>
              <th scope="col">{l.message}</th>
              <th scope="col">{l.kind}</th>
              <th scope="col">{l.type}</th>
              <th scope="col">{l.count}</th>
              <th scope="col">{l.firstSeen}</th>
              <th scope="col">{l.lastSeen}</th>
              <th scope="col">{l.sample}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={`${g.kind} ${g.message}`}>
                <th scope="row" style={{ wordBreak: 'break-word', textAlign: 'start', fontWeight: 'normal' }}>{g.message}</th>
                <td>{g.kind}</td>
                <td>{g.type}</td>
                <td>{g.count}</td>
                <td>{when(g.firstSeen)}</td>
                <td>{when(g.lastSeen)}</td>
                <td>
                  {g.sample.file ? <div style={{ wordBreak: 'break-all' }}>{g.sample.file}{g.sample.line !== null ? `:${g.sample.line}` : ''}</div> : null}
                  <details>
                    <summary>{l.backtrace}</summary>
                    <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: '40rem' }}>{g.sample.backtrace ?? l.noBacktrace}</pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{l.noLogs}</p>
      )}
    </StaffView>
  )
}

/** One filter of the form: "All" or one of the options, sent in the address under `name`. */
function FilterSelect({ name, label, all, value, options }: { name: string; label: string; all: string; value?: string; options: readonly string[] }) {
  return (
    <label>
      {label}
      <br />
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {options.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
    </label>
  )
}
