import { spawnPlatform } from '@tests/support/spawnPlatform'
import { measure, table, type Row } from '../lib/measure'

/** Request latency of the one-port server, beside the static home page served by the same process. */
export async function httpSuite(requests: number): Promise<string> {
  const platform = await spawnPlatform({ STAFF_EMAIL: 'bench@example.test', STAFF_PASSWORD: 'bench-password' })
  try {
    const get = (p: string) => async () => {
      const response = await fetch(`${platform.url}${p}`)
      if (!response.ok) throw new Error(`${p} answered ${response.status}`)
      await response.arrayBuffer()
    }
    const rows: Row[] = [
      ['baseline: static home page /', await measure(get('/'), requests)],
      ['GET /api/courses (4 courses)', await measure(get('/api/courses?depth=0&locale=ja'), requests)],
      ['GET /api/pages?limit=50 (32 pages, field access applied)', await measure(get('/api/pages?depth=0&limit=50&locale=en'), requests)],
      ['GET /api/lessons?depth=1', await measure(get('/api/lessons?depth=1&locale=en'), requests)],
    ]
    return `## HTTP (one-port server, embedded SQLite, starter curriculum)

Sequential requests, ${requests} each after 20 warm-up requests. Baseline: the static home page from the same process.

${table(rows)}`
  } finally {
    await platform.stop()
  }
}
