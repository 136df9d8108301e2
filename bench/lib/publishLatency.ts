import { performance } from 'node:perf_hooks'
import { z } from 'zod'

const POLL_MS = 100
const GIVE_UP_MS = 10 * 60_000

const loginAnswer = z.object({ token: z.string() })
const docs = z.object({ docs: z.array(z.object({ id: z.number(), title: z.string() })).min(1) })

/**
 * Publish → served: staff rename an exercise page through REST (PATCH, as the admin does), then the time
 * until the static exercise page at `exercisePath` (/{language}/{lesson slug}/{chapter}/{page order}) is
 * served with the new title: the platform's debounce, the full rebuild and the swap. One sample per run.
 */
export async function publishToServedLatency(url: string, staff: { email: string; password: string }, exercisePath: string, runs: number): Promise<number[]> {
  const login = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(staff) })
  if (!login.ok) throw new Error(`staff login answered ${login.status}`)
  const headers = { 'content-type': 'application/json', authorization: `JWT ${loginAnswer.parse(await login.json()).token}` }
  const getJson = async (path: string) => (await fetch(`${url}${path}`, { headers })).json()

  const [, , lessonSlug, , pageOrder] = exercisePath.split('/')
  const lesson = docs.parse(await getJson(`/api/lessons?where[slug][equals]=${lessonSlug}&depth=0`)).docs[0]
  const page = docs.parse(await getJson(`/api/pages?where[lesson][equals]=${lesson.id}&where[order][equals]=${pageOrder}&locale=ja&depth=0`)).docs[0]

  const samples: number[] = []
  for (let run = 1; run <= runs; run++) {
    const title = `Bench publish ${run} ${Date.now().toString(36)}`
    const started = performance.now()
    const patched = await fetch(`${url}/api/pages/${page.id}?locale=ja`, { method: 'PATCH', headers, body: JSON.stringify({ title }) })
    if (!patched.ok) throw new Error(`renaming the page answered ${patched.status}`)
    while (!(await (await fetch(`${url}${exercisePath}`)).text()).includes(title)) {
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`${exercisePath} did not show the new title within ${GIVE_UP_MS / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
    samples.push(performance.now() - started)
  }
  return samples
}
