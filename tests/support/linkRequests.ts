import * as cheerio from 'cheerio'
import { pageIds } from './pageLinks'

/** What the platform answered for one address, after following its redirects. */
export interface Answer {
  ok: boolean
  /** "200", "302 → /users/sign_in → 200", "404", "error: …": the chain as the report shows it. */
  chain: string
  /** The ids of the HTML page it ended on, when asked for (its fragments' landing places). */
  ids?: Set<string>
}

const MAX_REDIRECTS = 10

/**
 * Requests one same-site address (path and query) from the platform, following redirects by hand (docs/site.md
 * "No dead ends"): it works when the final answer is 2xx. A redirect to another origin (an identity provider,
 * a payment page) ends the check as working: the platform answered, and other sites are not fetched.
 */
export async function requestAddress(baseUrl: string, address: string, withIds: boolean): Promise<Answer> {
  const origin = new URL(baseUrl).origin
  let url = new URL(address, baseUrl)
  const hops: string[] = []
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) })
      hops.push(String(response.status))
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        url = new URL(location, url)
        if (url.origin !== origin) return { ok: true, chain: [...hops, url.origin].join(' → ') }
        hops.push(url.pathname + url.search)
        continue
      }
      const ok = response.status >= 200 && response.status < 300
      const html = ok && withIds && (response.headers.get('content-type') ?? '').includes('text/html')
      const ids = html ? pageIds(cheerio.load(await response.text())) : (await response.body?.cancel(), undefined)
      return { ok, chain: hops.join(' → '), ids }
    }
    return { ok: false, chain: `${hops.join(' → ')} (more than ${MAX_REDIRECTS} redirects)` }
  } catch (error) {
    return { ok: false, chain: [...hops, `error: ${(error as Error).message}`].join(' → ') }
  }
}

/** Runs `work` over `items`, at most `limit` at a time, and keeps the results in order. */
export async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
