import type { ServerProps } from 'payload'
import { isStaff } from '@domain/roles'
import { telemetryLabels } from './telemetryLabels'

/** Links to the two staff views under the admin's navigation (docs/admin.md "Analytics and JavaScript errors"). */
export function TelemetryNavLinks({ i18n, payload, user }: ServerProps) {
  if (!isStaff(user)) return null
  const l = telemetryLabels(i18n.language)
  const admin = payload.config.routes.admin
  return (
    <nav aria-label={`${l.analytics} / ${l.errors}`} style={{ display: 'grid', gap: '0.5rem', marginTop: '1rem' }}>
      <a className="nav__link" href={`${admin}/analytics`}>{l.analytics}</a>
      <a className="nav__link" href={`${admin}/javascript-errors`}>{l.errors}</a>
    </nav>
  )
}
