/** The staff views' words in the admin's two languages (docs/admin.md "Analytics and JavaScript errors"). */
const LABELS = {
  en: {
    analytics: 'Analytics',
    analyticsLead: 'Page views and clicks on the site over the last {days} days (days in UTC).',
    pageViews: 'Page views',
    clicks: 'Clicks',
    perDay: 'Page views and clicks per day',
    chartSummary: '{pageViews} page views and {clicks} clicks in {days} days; the busiest day was {day} with {most} page views.',
    showTable: 'Show as a table',
    day: 'Day',
    topPages: 'Most viewed pages',
    topTargets: 'Most clicked targets',
    path: 'Path',
    target: 'Target',
    count: 'Count',
    nothingYet: 'Nothing yet.',
    errors: 'JavaScript errors',
    errorsLead: 'Logs the site sent, grouped by message, most reported first (at most {limit}).',
    kind: 'Kind',
    type: 'Type',
    all: 'All',
    filter: 'Filter',
    message: 'Message',
    firstSeen: 'First seen',
    lastSeen: 'Last seen',
    sample: 'Newest report',
    backtrace: 'Backtrace',
    noBacktrace: 'No backtrace.',
    noLogs: 'No logs match.',
  },
  ja: {
    analytics: 'アクセス解析',
    analyticsLead: '過去{days}日間のサイトのページビューとクリック（日付はUTC）。',
    pageViews: 'ページビュー',
    clicks: 'クリック',
    perDay: '日ごとのページビューとクリック',
    chartSummary: '{days}日間でページビュー{pageViews}件、クリック{clicks}件。最も多い日は{day}（ページビュー{most}件）。',
    showTable: '表で表示',
    day: '日付',
    topPages: 'よく見られたページ',
    topTargets: 'よくクリックされた項目',
    path: 'パス',
    target: 'クリック対象',
    count: '件数',
    nothingYet: 'まだありません。',
    errors: 'JavaScriptエラー',
    errorsLead: 'サイトから送られたログをメッセージごとにまとめ、多い順に表示します（最大{limit}件）。',
    kind: '種類',
    type: 'タイプ',
    all: 'すべて',
    filter: '絞り込む',
    message: 'メッセージ',
    firstSeen: '初回',
    lastSeen: '最終',
    sample: '最新の報告',
    backtrace: 'バックトレース',
    noBacktrace: 'バックトレースはありません。',
    noLogs: '該当するログはありません。',
  },
} as const

export type TelemetryLabels = { [K in keyof (typeof LABELS)['en']]: string }

/** The labels in the admin's language (Payload's i18n: en or ja; anything else gets English). */
export const telemetryLabels = (language: string): TelemetryLabels => (language === 'ja' ? LABELS.ja : LABELS.en)

/** Fills {name} placeholders. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
