import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as cheerio from 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '@server/siteBuild/siteBuild'
import { ruleViolations, seriousViolations } from '../support/axe'
import { baseUrl, E2E_APP, useBrowser } from '../support/browser'
import { builtPages, builtSiteDir, sitemapLinks, type BuiltPage } from '../support/builtSite'
import { headingJumps } from '../support/headingOrder'
import { checkSiteLinks } from '../support/linkCheck'

/**
 * No dead ends (docs/site.md "No dead ends"): every link, form, image, script and stylesheet of every built page,
 * in every locale, leads somewhere that works, and a feature that is off is not advertised. The live build has
 * both optional features on (tests/e2e/setup/platform.ts); a second build of the same CMS has them off.
 */
const browser = useBrowser()

/** The external sites pages may link to, https only: a link to any other host (a typo) fails. */
const EXTERNAL_HOSTS = ['twitter.com', 'www.facebook.com', 'www.linkedin.com', new URL(E2E_APP.ios).hostname, new URL(E2E_APP.android).hostname]

/**
 * Built pages the server serves only filled in, at other addresses: the certificate verification frame is
 * served at /certificates/{number}, its own addresses replaced by the certificate's (server/certificatePage.ts,
 * tests/unit/certificatePage.test.ts).
 */
const FRAME = /^(\/(en|id))?\/certificates\/verify$/

/** The origin the build writes into canonical, hreflang and Open Graph addresses: the platform's own. */
const SITE_ORIGINS = [process.env.SITE_ORIGIN ?? 'http://localhost:3000']

/** Checks a build: the live one the platform serves, or (`served: false`) one this file made from the same CMS. */
function checkBuild(dir: string, pages: BuiltPage[], served = true) {
  const sitemap = { page: '/sitemap.xml', targets: sitemapLinks(dir).map((address) => ({ source: 'sitemap', address })) }
  return checkSiteLinks(
    pages.filter((page) => !FRAME.test(page.path)),
    [sitemap],
    { baseUrl: baseUrl(), siteOrigins: SITE_ORIGINS, externalHosts: EXTERNAL_HOSTS, concurrency: 8, unservedBuild: served ? undefined : dir },
  )
}

/**
 * Checks the build the platform serves now. Another file's save can publish a new build while the check runs
 * (a post deleted in between would then look like a dead end): a check that saw the build change is repeated.
 */
async function checkLiveBuild() {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const dir = builtSiteDir()
    const pages = builtPages(dir)
    const report = await checkBuild(dir, pages)
    if (builtSiteDir() === dir) return { pages, report }
  }
  throw new Error('the live site was rebuilt during each of three checks')
}

const deadEnds = (failures: string[]) => `dead ends (page → target → answer):\n${failures.join('\n')}`
const page$ = (pages: BuiltPage[], at: string) => cheerio.load(pages.find((page) => page.path === at)!.html)

describe('no dead ends', () => {
  it('finds each kind of dead end it is for', async () => {
    const probe = `<!doctype html><html><body><main id="main">
      <a href="/no/such/page">missing page</a>
      <a href="/courses#no-such-id">missing fragment</a>
      <a href="#nowhere">missing fragment here</a>
      <a href="#">hash</a>
      <a href="javascript:void(0)">script</a>
      <a>placeholder</a>
      <p hidden><a>placeholder a script fills</a></p>
      <a href="http://twitter.com/intent/tweet">plain http</a>
      <a href="https://twiter.com/intent/tweet">typo</a>
      <a href="https://twitter.com/intent/tweet">listed</a>
      <a href="/courses#main">works</a>
      <a href="/signout">redirects home</a>
      <form action="/no/such/form"><button>send</button></form>
      <button>loose</button>
      <button type="button">no hook</button>
      <button type="button" data-hook>hooked</button>
      <img src="/no-such-image.png" alt="">
    </main></body></html>`
    const report = await checkSiteLinks([{ path: '/probe', html: probe }], [], { baseUrl: baseUrl(), siteOrigins: SITE_ORIGINS, externalHosts: EXTERNAL_HOSTS })
    expect(report.failures).toEqual([
      '/probe → /courses#no-such-id → 200, but no element with id "no-such-id"',
      '/probe → /no-such-image.png → 404',
      '/probe → /no/such/form → 404',
      '/probe → /no/such/page → 404',
      '/probe → <a href="#"> "hash" → leads nowhere',
      '/probe → <a href="javascript:void(0)"> "script" → leads nowhere',
      '/probe → <a> "placeholder" without href, shown on arrival → leads nowhere',
      '/probe → <button> "loose" → outside a form without type="button"',
      '/probe → <button> "no hook" → nothing a script could bind it by (no id, data- attribute, aria-controls or popovertarget)',
      '/probe → a href #nowhere → no element with id "nowhere" on the page',
      '/probe → a href http://twitter.com/intent/tweet → an external link must be https',
      '/probe → a href https://twiter.com/intent/tweet → twiter.com is not on the allow-list of external sites',
    ])
    expect([...report.external.keys()]).toEqual(['https://twitter.com/intent/tweet'])
  })

  it('every address on every page of the live build, in every locale, leads somewhere that works', async () => {
    const { pages, report } = await checkLiveBuild()
    // The premise: every locale's pages are there.
    for (const at of ['/courses', '/en/courses', '/id/courses']) expect(pages.map((page) => page.path)).toContain(at)
    console.info(`no dead ends: ${pages.length} pages, ${report.requested} addresses requested; external (not fetched): ${[...report.external.keys()].map((url) => new URL(url).hostname).filter((host, i, all) => all.indexOf(host) === i).join(', ')}`)
    expect(report.failures, deadEnds(report.failures)).toEqual([])

    // Both optional features are on here, and offered where they belong.
    expect(page$(pages, '/users/sign_in')('a[href="/account/sign_in"]').length).toBe(1)
    expect(page$(pages, '/en/users/sign_up')('a[href="/en/account/sign_up"]').length).toBe(1)
    const banner = page$(pages, '/courses')('[data-smart-banner]')
    expect([banner.attr('data-ios'), banner.attr('data-android')]).toEqual([E2E_APP.ios, E2E_APP.android])
    expect(page$(pages, '/mobile')(`main a[href="${E2E_APP.ios}"], main a[href="${E2E_APP.android}"]`).length).toBe(2)
  })

  describe('with external sign-in and the app off', () => {
    let dir: string
    let pages: BuiltPage[]
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-features-off-'))
      await buildSite(dir, baseUrl(), { OIDC_ISSUER: '', APP_STORE_URL: '', GOOGLE_PLAY_URL: '', SITE_PREVIEW: '', SITE_PREVIEW_SECRET: '' })
      pages = builtPages(dir)
    }, 600_000)
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

    it('advertises neither anywhere, says so where they would be, and still has no dead end', async () => {
      const advertising = pages.flatMap((page) => {
        const $ = cheerio.load(page.html)
        const found: string[] = []
        if ($('a[href*="/account/sign_"]').length > 0 && !/\/account\/sign_/.test(page.path)) found.push('a link to external sign-in')
        if ($('[data-smart-banner], [data-section="app"]').length > 0) found.push('the app banner or section')
        if (page.path !== '/mobile' && !page.path.endsWith('/mobile') && $('a[href="/mobile"], a[href$="/mobile"]').length > 0) found.push('a link to the app page')
        return found.map((what) => `${page.path}: ${what}`)
      })
      expect(advertising).toEqual([])

      // A page reached anyway says the feature is not there and leads on.
      const account = page$(pages, '/en/account/sign_in')
      expect(account('form[data-identity-form]').length).toBe(0)
      expect(account('main a[href="/en/users/sign_in"]').length).toBe(1)
      const mobile = page$(pages, '/mobile')
      expect(mobile('main .app-none a').attr('href')).toBe('/courses')
      expect(mobile('meta[name="robots"]').attr('content')).toBe('noindex')
      expect(sitemapLinks(dir).some((address) => new URL(address).pathname.endsWith('/mobile'))).toBe(false)

      const report = await checkBuild(dir, pages, false)
      expect(report.failures, deadEnds(report.failures)).toEqual([])
    })
  })

  it("every page's headings go down one level at a time, and axe agrees on the pages that offer ways on", async () => {
    const jumps = builtPages(builtSiteDir()).flatMap((page) => headingJumps(page.html).map((jump) => `${page.path}: ${jump}`))
    expect(jumps).toEqual([])

    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    for (const at of ['/', '/about', '/business', '/plans/for_school', '/about/news', '/en/news_posts', '/mobile', '/users/sign_in', '/account/sign_in', '/en/no/such/page']) {
      await page.goto(`${baseUrl()}${at}`)
      const violations = [...(await seriousViolations(page)), ...(await ruleViolations(page, ['heading-order', 'page-has-heading-one', 'empty-heading', 'region']))]
      expect({ at, violations }).toEqual({ at, violations: [] })
    }
    // Pages that ask the reader to contact us link to the contact page in their text, in the reader's locale (the
    // feedback opener under the text falls back to the same page without JavaScript, and is not counted).
    for (const [at, contact] of [['/about', '/about/contact'], ['/en/business', '/en/about/contact'], ['/id/plans/for_school', '/id/about/contact']]) {
      await page.goto(`${baseUrl()}${at}`)
      expect({ at, links: await page.locator(`main a[href="${contact}"]:not([data-feedback-open])`).count() }).toEqual({ at, links: 1 })
    }
    await page.close()
  })
})
