import * as cheerio from 'cheerio'
import type { PublicCertificate } from '@cms/certificates/publicCertificate'
import { t } from '@domain/i18n/messages'
import type { Locale } from '@domain/i18n/locales'
import { switchLocaleHref, switchLocalePath } from '@domain/i18n/routes'

const DATE_LOCALES: Record<Locale, string> = { ja: 'ja-JP', en: 'en-US', id: 'id-ID' }
const formatDate = (date: Date, locale: Locale) => new Intl.DateTimeFormat(DATE_LOCALES[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(date)

/**
 * The verification page: the built frame (site/src/components/certificates/VerificationShell.astro) with one
 * certificate in it, or the "no such number" text. Every value goes in through cheerio's text and attribute
 * setters, so a name like `<script>` stays text (docs/certificates.md "Verification").
 */
export function certificatePage(shell: string, locale: Locale, origin: string, certificate: PublicCertificate | null): string {
  const $ = cheerio.load(shell)
  const slot = $('[data-certificate-slot]')
  if (!certificate) {
    $('head').append('<meta name="robots" content="noindex">')
    slot.append($('<h1>').text(t(locale, 'certificate.verify.notFoundTitle')), $('<p>').text(t(locale, 'certificate.verify.notFoundBody')))
    return $.html()
  }
  const { number, name, itemTitle: title } = certificate
  const pageUrl = new URL(switchLocalePath(`/certificates/${number}`, locale), origin).href
  const site = t(locale, 'site.name')
  const heading = `${t(locale, 'certificate.verify.heading')} — ${name}`
  const description = t(locale, 'certificate.verify.description', { name, title })
  $('title').text(`${heading} | ${site}`)
  $('meta[name="description"]').attr('content', description)
  $('meta[property="og:title"]').attr('content', heading)
  $('meta[property="og:description"]').attr('content', description)
  $('meta[property="og:url"]').attr('content', pageUrl)
  $('meta[property="og:image"]').attr('content', new URL(`/certificates/${number}/og.png`, origin).href)
  $('link[rel="canonical"]').attr('href', pageUrl)
  // The frame's hreflang links name the frame's own address in each locale: point them at this certificate's.
  $('link[rel="alternate"][hreflang]').each((_, link) => {
    const href = $(link).attr('href')
    if (href) $(link).attr('href', new URL(new URL(href).pathname.replace(/certificates\/verify\/?$/, `certificates/${number}`), origin).href)
  })
  // So do the header's locale menu and log-in link: they lead back to this certificate, also without script.
  const here = switchLocalePath(`/certificates/${number}`, locale)
  $('a[data-locale-option]').each((_, link) => void $(link).attr('href', switchLocaleHref($(link).attr('data-locale-option') as Locale, here)))
  $('a[data-sign-in-link]').each((_, link) => {
    const url = new URL($(link).attr('href')!, origin)
    url.searchParams.set('redirect', here)
    $(link).attr('href', url.pathname + url.search)
  })
  $('[data-site-header]').attr('data-built-path', here)

  const statement = t(locale, certificate.itemType === 'path' ? 'certificate.verify.statement.path' : 'certificate.verify.statement.language', { name, title })
  const details = $('<dl>')
  const row = (term: string, value: string) => details.append($('<dt>').text(term), $('<dd>').text(value))
  row(t(locale, 'certificate.verify.name'), name)
  row(t(locale, 'certificate.verify.item'), title)
  row(t(locale, 'certificate.verify.issuedAt'), formatDate(certificate.issuedAt, locale))
  if (certificate.reissuedAt) row(t(locale, 'certificate.verify.reissuedAt'), formatDate(certificate.reissuedAt, locale))
  row(t(locale, 'certificate.verify.number'), number)

  const share = encodeURIComponent(pageUrl)
  const links: [string, string, boolean][] = [
    [`/certificates/${number}.pdf`, t(locale, 'certificate.verify.downloadPdf'), true],
    [`/certificates/${number}.png`, t(locale, 'certificate.verify.downloadPng'), true],
    [`https://twitter.com/intent/tweet?url=${share}&text=${encodeURIComponent(description)}`, t(locale, 'certificate.verify.shareX'), false],
    [`https://www.linkedin.com/sharing/share-offsite/?url=${share}`, t(locale, 'certificate.verify.shareLinkedIn'), false],
    [`https://www.facebook.com/sharer/sharer.php?u=${share}`, t(locale, 'certificate.verify.shareFacebook'), false],
  ]
  const actions = $('<ul class="actions">')
  for (const [href, label, download] of links) {
    const link = $('<a>').attr('href', href).text(label)
    if (download) link.attr('download', '')
    else link.attr({ target: '_blank', rel: 'noopener noreferrer' })
    actions.append($('<li>').append(link))
  }
  const figure = $('<figure>').append(
    $('<img>').attr({ src: `/certificates/${number}/og.png`, width: '1200', height: '630', alt: t(locale, 'certificate.verify.imageAlt', { name, title }), loading: 'lazy' }),
  )
  slot.append(
    $('<h1>').text(heading),
    $('<p class="verified">').text(t(locale, 'certificate.verify.valid', { site })),
    $('<p>').text(statement),
    details,
    figure,
    actions,
  )
  return $.html()
}
