import fs from 'node:fs'
import path from 'node:path'
import type { BuiltPage } from './builtSite'
import { mapLimited, requestAddress, type Answer } from './linkRequests'
import { pageLinks, type PageTarget } from './pageLinks'

export interface LinkCheckOptions {
  /** The platform under test. */
  baseUrl: string
  /** Origins the build writes into absolute addresses (SITE_ORIGIN: canonical, hreflang, Open Graph): the platform's own. */
  siteOrigins: string[]
  /** Host names external links may go to (https only). */
  externalHosts: string[]
  concurrency?: number
  /**
   * The folder of a build the platform does not serve (one made by the test itself): its own scripts and styles
   * (`/_astro/…`, named by their content) are looked up there instead of requested. Its pages are requested as
   * usual, from the platform's build of the same CMS.
   */
  unservedBuild?: string
}

export interface LinkReport {
  /** "page → target → what went wrong", one line per target and problem (the pages it is on grouped). */
  failures: string[]
  /** Every external address the pages link to, with how many pages do: listed, never fetched. */
  external: Map<string, number>
  /** Distinct same-site addresses requested. */
  requested: number
}

/** Extra addresses a page of the build lists that are not in its HTML (the sitemap's). */
export interface ListedTargets {
  page: string
  targets: PageTarget[]
}

/** Fragments every page has without an id (the HTML standard's top of the document). */
const ALWAYS_THERE = new Set(['', 'top'])

/**
 * The no-dead-ends check over a static build (docs/site.md "No dead ends"): every address in every page is
 * resolved against the page; same-site ones are requested once each from the platform and must end in a 2xx
 * (a fragment must name an id on the page it lands on); external ones must be https and on the allow-list;
 * links and buttons that lead nowhere by their markup fail without a request.
 */
export async function checkSiteLinks(pages: BuiltPage[], listed: ListedTargets[], options: LinkCheckOptions): Promise<LinkReport> {
  const ownOrigins = new Set([new URL(options.baseUrl).origin, ...options.siteOrigins.map((o) => new URL(o).origin)])
  const problems = new Map<string, Set<string>>()
  const fail = (page: string, problem: string) => problems.set(problem, (problems.get(problem) ?? new Set()).add(page))
  const external = new Map<string, number>()
  /** Same-site address (path and query) → the fragments linked on it and the pages linking there. */
  const wanted = new Map<string, { fragments: Map<string, Set<string>>; pages: Set<string>; display: string }>()

  const pageIds = new Map<string, Set<string>>()
  const all = pages.map((page) => {
    const links = pageLinks(page.html)
    pageIds.set(page.path, links.ids)
    for (const deadEnd of links.deadEnds) fail(page.path, deadEnd)
    return { page: page.path, targets: links.targets }
  })

  for (const { page, targets } of [...all, ...listed]) {
    for (const target of targets) {
      if (/^(data|blob|mailto|tel):/i.test(target.address)) continue
      if (target.address.startsWith('#')) {
        const fragment = decodeURIComponent(target.address.slice(1))
        if (!ALWAYS_THERE.has(fragment) && !pageIds.get(page)?.has(fragment)) fail(page, `${target.source} ${target.address} → no element with id "${fragment}" on the page`)
        continue
      }
      let url: URL
      try {
        url = new URL(target.address, `${options.siteOrigins[0]}${page}`)
      } catch {
        fail(page, `${target.source} ${target.address} → not an address`)
        continue
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        fail(page, `${target.source} ${target.address} → a ${url.protocol} address leads nowhere`)
        continue
      }
      if (!ownOrigins.has(url.origin)) {
        if (url.protocol !== 'https:') fail(page, `${target.source} ${target.address} → an external link must be https`)
        else if (!options.externalHosts.includes(url.hostname)) fail(page, `${target.source} ${target.address} → ${url.hostname} is not on the allow-list of external sites`)
        else external.set(url.href, (external.get(url.href) ?? 0) + 1)
        continue
      }
      // A form that writes is sent by its page's script with the data it needs; the check only reads.
      if (target.method && target.method !== 'get') continue
      if (options.unservedBuild && url.pathname.startsWith('/_astro/')) {
        if (!fs.existsSync(path.join(options.unservedBuild, decodeURIComponent(url.pathname)))) fail(page, `${target.source} ${target.address} → not in the build`)
        continue
      }
      const key = url.pathname + url.search
      const entry = wanted.get(key) ?? { fragments: new Map(), pages: new Set(), display: target.address.replace(/#.*$/, '') }
      entry.pages.add(page)
      const fragment = decodeURIComponent(url.hash.slice(1))
      if (!ALWAYS_THERE.has(fragment)) entry.fragments.set(fragment, (entry.fragments.get(fragment) ?? new Set()).add(page))
      wanted.set(key, entry)
    }
  }

  const keys = [...wanted.keys()]
  const answers: Answer[] = await mapLimited(keys, options.concurrency ?? 8, (key) => requestAddress(options.baseUrl, key, wanted.get(key)!.fragments.size > 0))
  keys.forEach((key, index) => {
    const { fragments, pages: linking, display } = wanted.get(key)!
    const answer = answers[index]
    if (!answer.ok) for (const page of linking) fail(page, `${display} → ${answer.chain}`)
    else if (answer.ids) {
      for (const [fragment, from] of fragments) {
        if (!answer.ids.has(fragment)) for (const page of from) fail(page, `${display}#${fragment} → ${answer.chain}, but no element with id "${fragment}"`)
      }
    }
  })

  const failures = [...problems].map(([problem, on]) => {
    const list = [...on].sort()
    const more = list.length > 3 ? ` (and ${list.length - 3} more pages)` : ''
    return `${list.slice(0, 3).join(', ')}${more} → ${problem}`
  })
  return { failures: failures.sort(), external, requested: keys.length }
}
