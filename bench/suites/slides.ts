import { spawn } from 'node:child_process'
import { rootDir } from '@domain/repoPaths'
import { ApiClient } from '@tests/support/apiServer'
import { seeded, vocabulary } from '../lib/generatedSlides'
import { measureInTurns, table } from '../lib/measure'
import { onBothDatabases } from '../lib/onBothDatabases'

interface Served {
  url: string
  email: string
  password: string
  lessonIds: number[]
  generateMs: number
  searchRows: number
}

/** Starts bench/lib/slideLibraryServer.ts on one database and waits for its READY line. */
async function serve(env: Record<string, string>, count: number): Promise<{ served: Served; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/slideLibraryServer.ts'], {
    cwd: rootDir,
    env: { ...process.env, PAYLOAD_SECRET: 'bench-secret', SLIDE_COUNT: String(count), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let seen = ''
  const served = await new Promise<Served>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      const line = /^READY (.*)$/m.exec(seen)
      if (line) resolve(JSON.parse(line[1]) as Served)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the slide library server exited (${code}):\n${seen.slice(-3000)}`)))
  })
  return {
    served,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** One database's table: the searches a learner makes, beside a trivial learner call of the same server. */
async function measureOn(label: string, served: Served, requests: number, words: string[]): Promise<string> {
  const client = new ApiClient(served.url)
  await client.call('GET', '/api/csrf_token')
  const signIn = await client.call('POST', '/users/sign_in.json', { json: { user: { email: served.email, password: served.password } } })
  if (signIn.status !== 200) throw new Error(`bench sign-in failed: ${signIn.status}`)
  const get = (p: string) => async () => {
    const { status } = await client.call('GET', p)
    if (status !== 200) throw new Error(`${p} answered ${status}`)
  }
  const search = (query: string) => get(`/api/slides/library_search?locale=en&${query}`)
  const [common, middle, rare] = [words[0], words[1500], words[5999]]
  const rows = await measureInTurns(
    [
      ['baseline: GET /api/csrf_token (same server, no database)', get('/api/csrf_token')],
      ['library_search, no word (first page of all decks)', search('')],
      [`library_search "${common}" (most common word)`, search(`search_word=${common}`)],
      [`library_search "${middle}" (mid-frequency word)`, search(`search_word=${middle}`)],
      [`library_search "${rare}" (rare word)`, search(`search_word=${rare}`)],
      [`library_search "${common.slice(0, 1)}" (one letter, prefix of many words)`, search(`search_word=${common.slice(0, 1)}`)],
      [`library_search "${middle} ${common.slice(0, 3)}" (two words)`, search(`search_word=${middle}+${common.slice(0, 3)}`)],
      ['library_search "zzzq" (no match)', search('search_word=zzzq')],
      [`library_search "${common}" in one lesson`, search(`search_word=${common}&lesson_ids=${served.lessonIds[3]}`)],
      [`library_search "${middle}", language sql, offset 20 (load more)`, search(`search_word=${middle}&language_ids=sql&offset=20`)],
      ['library_search "関数" (Japanese, locale ja)', get(`/api/slides/library_search?locale=ja&search_word=${encodeURIComponent('関数')}`)],
      [`search_suggestions "${common.slice(0, 1)}"`, get(`/api/slides/search_suggestions?locale=en&search_word=${common.slice(0, 1)}`)],
    ],
    requests,
  )
  return `### ${label}

Generated in ${(served.generateMs / 1000).toFixed(1)} s: ${served.searchRows.toLocaleString('en')} search rows.

${table(rows)}`
}

/**
 * The slide library's search with 100,000 generated decks (issue #7: library_search p95 at most 30 ms) on a
 * fresh SQLite file and a fresh PostgreSQL database, through real HTTP, signed in as a free learner (paid decks
 * filtered out), each table beside a trivial call of the same server measured in the same run.
 */
export async function slidesSuite(requests: number, count = 100_000): Promise<string> {
  const words = vocabulary(seeded(7))
  const sections = await onBothDatabases('slides', async (label, env) => {
    const server = await serve(env, count)
    try {
      return await measureOn(label, server.served, requests, words)
    } finally {
      await server.stop()
    }
  })
  return `## Slide library search (${count.toLocaleString('en')} generated decks)

Sequential requests, ${requests} of each after 20 warm-up rounds, taking turns (one of each, then again) so that load
from elsewhere on the machine falls on every row alike; through real HTTP to Payload's endpoint handler, signed
in as a free learner. Each deck: a 3-word title and two slides of 8 words in English (6,000 pseudo-words,
skewed so a few are in many decks), two-kanji words in Japanese; 1 in 10 decks Plus, 1 in 20 Professional.
Target (issue #7): library_search p95 at most 30 ms on both databases.

${sections.join('\n')}`
}
