'use client'
import { useId, useState } from 'react'

type Day = { day: string; pageViews: number; clicks: number }
type Labels = { perDay: string; pageViews: string; clicks: string; showTable: string; day: string }

const SERIES = [
  { key: 'pageViews', color: '#2563eb' },
  { key: 'clicks', color: '#b45309' },
] as const
const [WIDTH, HEIGHT, LEFT, BOTTOM, TOP] = [720, 240, 44, 24, 8]

/**
 * Page views and clicks per day as an inline SVG bar chart (no chart library, nothing from a CDN), described in
 * one sentence for screen readers (`summary`), with a toggle to the same figures as a table
 * (docs/admin.md "Analytics and JavaScript errors").
 */
export function DailyChart({ days, labels, summary }: { days: Day[]; labels: Labels; summary: string }) {
  const [asTable, setAsTable] = useState(false)
  const captionId = useId()
  const top = niceCeiling(Math.max(1, ...days.flatMap((d) => [d.pageViews, d.clicks])))
  const slot = (WIDTH - LEFT) / days.length
  const bar = Math.max(1, (slot - 2) / 2)
  const y = (value: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - value / top)
  return (
    <figure aria-labelledby={captionId} style={{ margin: '1rem 0' }}>
      <figcaption id={captionId} style={{ fontWeight: 600 }}>{labels.perDay}</figcaption>
      <p>
        <button type="button" className="btn btn--style-secondary btn--size-small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} data-chart-toggle>
          {labels.showTable}
        </button>
      </p>
      {asTable ? (
        <table data-chart-table>
          <thead>
            <tr><th scope="col">{labels.day}</th><th scope="col">{labels.pageViews}</th><th scope="col">{labels.clicks}</th></tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}><th scope="row">{d.day}</th><td>{d.pageViews}</td><td>{d.clicks}</td></tr>
            ))}
          </tbody>
        </table>
      ) : (
        <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} style={{ width: '100%', maxWidth: WIDTH, height: 'auto' }} data-chart>
          {[0, top / 2, top].map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={WIDTH} y1={y(value)} y2={y(value)} stroke="currentColor" strokeOpacity={0.2} />
              <text x={LEFT - 6} y={y(value) + 4} textAnchor="end" fontSize={11} fill="currentColor">{value}</text>
            </g>
          ))}
          {days.map((d, i) => (
            <g key={d.day}>
              {SERIES.map((series, s) => (
                <rect key={series.key} x={LEFT + i * slot + 1 + s * bar} y={y(d[series.key])} width={bar} height={HEIGHT - BOTTOM - y(d[series.key])} fill={series.color}>
                  <title>{`${d.day} ${labels[series.key]}: ${d[series.key]}`}</title>
                </rect>
              ))}
              {i % 5 === 0 && <text x={LEFT + i * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill="currentColor">{d.day.slice(5)}</text>}
            </g>
          ))}
        </svg>
      )}
      <ul style={{ display: 'flex', gap: '1.5rem', listStyle: 'none', padding: 0 }}>
        {SERIES.map((series) => (
          <li key={series.key}><span aria-hidden="true" style={{ display: 'inline-block', width: 12, height: 12, background: series.color, marginRight: 6 }} />{labels[series.key]}</li>
        ))}
      </ul>
    </figure>
  )
}

/** The axis top: the maximum rounded up to 1, 2 or 5 times a power of ten, so the gridlines read as round numbers. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value))
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power
}
