import type { AdminViewServerProps } from 'payload'
import { eventStats } from '../../telemetry/eventStats'
import { DailyChart } from './DailyChart'
import { CountTable } from './CountTable'
import { refuseAllButStaff, StaffView } from '../StaffView'
import { fill, telemetryLabels } from './telemetryLabels'

const DAYS = 30

/** /admin/analytics (docs/admin.md "Analytics and JavaScript errors"): page views and clicks per day, top pages, top click targets. */
export async function AnalyticsView(props: AdminViewServerProps) {
  refuseAllButStaff(props, '/analytics')
  const { req } = props.initPageResult
  const l = telemetryLabels(req.i18n.language)
  const stats = await eventStats(req.payload, { days: DAYS })
  const sum = (key: 'pageViews' | 'clicks') => stats.days.reduce((total, d) => total + d[key], 0)
  const busiest = stats.days.reduce((most, d) => (d.pageViews > most.pageViews ? d : most), stats.days[0])
  const summary = fill(l.chartSummary, { days: DAYS, pageViews: sum('pageViews'), clicks: sum('clicks'), day: busiest.day, most: busiest.pageViews })
  return (
    <StaffView props={props}>
      <h1>{l.analytics}</h1>
      <p>{fill(l.analyticsLead, { days: DAYS })}</p>
      <DailyChart days={stats.days} labels={l} summary={summary} />
      <CountTable title={l.topPages} keyLabel={l.path} countLabel={l.count} empty={l.nothingYet} rows={stats.topPages.map((p) => [p.path, p.count])} />
      <CountTable title={l.topTargets} keyLabel={l.target} countLabel={l.count} empty={l.nothingYet} rows={stats.topTargets.map((t) => [t.target, t.count])} />
    </StaffView>
  )
}
