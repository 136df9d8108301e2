import { format } from '@domain/i18n/format'
import type { Locale } from '@domain/i18n/locales'
import { t } from '@domain/i18n/messages'
import type { CertificateItemType } from '@domain/certificates/certificateState'

/**
 * The fixed words of a certificate in one locale, with `{platform}`, `{date}`, `{number}` and `{url}` placeholders.
 * A caller may pass its own; by default they come from the catalog (`certificate.render.*`, docs/messages.md).
 */
export interface CertificateTexts {
  title: string
  /** Above the name ("This certifies that"). */
  lead: string
  /** Between the name and the item's title, by item type. */
  completedPath: string
  completedLanguage: string
  /** Below the item's title ("on {platform}."). */
  closing: string
  issuedOn: string
  number: string
  verify: string
}

/** What a certificate says: everything the layout prints, placeholders filled. */
export interface CertificateWords {
  platform: string
  title: string
  lead: string
  name: string
  completed: string
  item: string
  closing: string
  issued: string
  number: string
  verify: string
}

/** What a certificate is rendered from (docs/certificates.md "Rendering"). */
export interface CertificateInput {
  /** The learner's name as issued: user input, up to 80 characters, any script. */
  name: string
  itemType: CertificateItemType
  itemTitle: string
  issuedAt: Date
  locale: Locale
  verifyUrl: string
  certificateNumber: string
  platformName: string
  /** The fixed words; the catalog's for `locale` when left out. */
  texts?: CertificateTexts
}

/** The catalog's certificate texts in a locale (id falls back to en key by key, as everywhere). */
export const catalogTexts = (locale: Locale): CertificateTexts => ({
  title: t(locale, 'certificate.render.title'),
  lead: t(locale, 'certificate.render.lead'),
  completedPath: t(locale, 'certificate.render.completed.path'),
  completedLanguage: t(locale, 'certificate.render.completed.language'),
  closing: t(locale, 'certificate.render.closing'),
  issuedOn: t(locale, 'certificate.render.issuedOn'),
  number: t(locale, 'certificate.render.number'),
  verify: t(locale, 'certificate.render.verify'),
})

const DATE_LOCALES: Record<Locale, string> = { ja: 'ja-JP', en: 'en-US', id: 'id-ID' }

/** The issue date as the locale writes it, in Japan's time zone like every date the platform shows (site/src/i18n/dates.ts). */
export const formatIssuedAt = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(DATE_LOCALES[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(date)

export function certificateWords(facts: CertificateInput): CertificateWords {
  const texts = facts.texts ?? catalogTexts(facts.locale)
  const values = { platform: facts.platformName, date: formatIssuedAt(facts.issuedAt, facts.locale), number: facts.certificateNumber, url: facts.verifyUrl }
  return {
    platform: facts.platformName,
    title: format(texts.title, values),
    lead: format(texts.lead, values),
    name: facts.name,
    completed: format(facts.itemType === 'path' ? texts.completedPath : texts.completedLanguage, values),
    item: facts.itemTitle,
    closing: format(texts.closing, values),
    issued: format(texts.issuedOn, values),
    number: format(texts.number, values),
    verify: format(texts.verify, values),
  }
}
