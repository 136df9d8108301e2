import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { certificatePage } from '@server/certificatePage'

/** A frame shaped like the built /certificates/verify page (site/src/components/certificates/VerificationShell.astro). */
const SHELL = `<!doctype html><html lang="en"><head><title>Certificate verification</title><meta name="description" content="x">
<link rel="canonical" href="http://localhost/en/certificates/verify"><link rel="alternate" hreflang="ja" href="http://localhost/certificates/verify"><link rel="alternate" hreflang="en" href="http://localhost/en/certificates/verify"><meta property="og:title" content="x"><meta property="og:description" content="x">
<meta property="og:url" content="x"><meta property="og:image" content="x"></head><body><header data-site-header data-built-path="/en/certificates/verify">
<a href="/switch_locale/ja?path=%2Fen%2Fcertificates%2Fverify" data-locale-option="ja">日本語</a><a href="/switch_locale/id?path=%2Fen%2Fcertificates%2Fverify" data-locale-option="id">Bahasa Indonesia</a>
<a href="/en/users/sign_in?redirect=%2Fen%2Fcertificates%2Fverify" data-sign-in-link>Log in</a></header><main><div data-certificate-slot></div></main></body></html>`

const certificate = {
  number: '7KQ2-M9XP-4HTR',
  name: '<script>alert(1)</script> "Hanako"',
  itemType: 'path' as const,
  itemTitle: 'Web <b>dev</b>',
  issuedAt: new Date('2026-11-20T03:00:00Z'),
  reissuedAt: null,
}

describe('the certificate verification page (docs/certificates.md "Verification")', () => {
  it('puts the certificate in as text, with its own title, canonical URL and Open Graph image', () => {
    const $ = cheerio.load(certificatePage(SHELL, 'en', 'https://learn.example', certificate))
    expect($('script').length).toBe(0)
    expect($('meta[name="robots"]').length).toBe(0)
    expect($('b').length).toBe(0)
    expect($('h1').text()).toBe('Certificate of completion — <script>alert(1)</script> "Hanako"')
    expect($('dd').first().text()).toBe(certificate.name)
    expect($('dd').eq(1).text()).toBe('Web <b>dev</b>')
    expect($('link[rel="canonical"]').attr('href')).toBe('https://learn.example/en/certificates/7KQ2-M9XP-4HTR')
    expect($('link[rel="alternate"]').map((_, l) => $(l).attr('href')).get()).toEqual(['https://learn.example/certificates/7KQ2-M9XP-4HTR', 'https://learn.example/en/certificates/7KQ2-M9XP-4HTR'])
    expect($('meta[property="og:image"]').attr('content')).toBe('https://learn.example/certificates/7KQ2-M9XP-4HTR/og.png')
    expect($('a[download]').map((_, a) => $(a).attr('href')).get()).toEqual(['/certificates/7KQ2-M9XP-4HTR.pdf', '/certificates/7KQ2-M9XP-4HTR.png'])
    expect($('dd').eq(2).text()).toBe('November 20, 2026')
  })

  it("leads the header's locale menu and log-in link back to the certificate, not to the frame's own address", () => {
    const $ = cheerio.load(certificatePage(SHELL, 'en', 'https://learn.example', certificate))
    expect($('a[data-locale-option]').map((_, a) => $(a).attr('href')).get()).toEqual([
      `/switch_locale/ja?path=${encodeURIComponent('/en/certificates/7KQ2-M9XP-4HTR')}`,
      `/switch_locale/id?path=${encodeURIComponent('/en/certificates/7KQ2-M9XP-4HTR')}`,
    ])
    expect($('a[data-sign-in-link]').attr('href')).toBe(`/en/users/sign_in?redirect=${encodeURIComponent('/en/certificates/7KQ2-M9XP-4HTR')}`)
    expect($('[data-site-header]').attr('data-built-path')).toBe('/en/certificates/7KQ2-M9XP-4HTR')
  })

  it('says so when no certificate has the number', () => {
    const $ = cheerio.load(certificatePage(SHELL, 'ja', 'https://learn.example', null))
    expect($('h1').text()).toBe('この番号の修了証は見つかりません')
    expect($('meta[name="robots"]').attr('content')).toBe('noindex')
  })
})
