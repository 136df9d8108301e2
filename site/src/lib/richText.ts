import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { z } from 'zod'
import { localePath, type SiteLocale } from '../i18n/locales'
import { splitLocale } from '@domain/i18n/routes'

/** Rich text as Payload stores it (Lexical editor state), turned into HTML at build time. */
export const richText = z
  .object({ root: z.object({ children: z.array(z.unknown()) }).passthrough() })
  .passthrough()
  .nullish()

type RichText = z.infer<typeof richText>

/** The rich text of one locale's page as HTML; its links to site pages lead to that locale's pages (localizeLinks). */
export const toHtml = (value: RichText, locale: SiteLocale) => (value ? convertLexicalToHTML({ data: localizeLinks(value, locale) as never, disableContainer: true }) : '')

/** Addresses that are not pages of the site, and so have no locale: the server's routes and the build's files. */
const NOT_A_PAGE = /^\/(api|admin|socket\.io|switch_locale|signout|_astro)(\/|$)|\.[a-z0-9]+([?#]|$)/i

/**
 * Staff write a link to a site page once, without a locale ("/about/contact", as the Japanese page has it); the
 * English and Indonesian pages get their own ("/en/about/contact"), so a reader stays in their language. A link
 * that already names a locale, leads elsewhere or is not a page is left as written (docs/content.md "Links").
 */
export function localizeLinks<T>(node: T, locale: SiteLocale): T {
  if (Array.isArray(node)) return node.map((child) => localizeLinks(child, locale)) as T
  if (!node || typeof node !== 'object') return node
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, localizeLinks(value, locale)])) as Record<string, unknown>
  const fields = copy.fields as { linkType?: string; url?: string } | undefined
  if (copy.type === 'link' && fields?.linkType === 'custom' && fields.url) copy.fields = { ...fields, url: localizedUrl(fields.url, locale) }
  return copy as T
}

function localizedUrl(url: string, locale: SiteLocale): string {
  const path = url.replace(/[?#].*$/, '')
  const sitePage = url.startsWith('/') && !url.startsWith('//') && !NOT_A_PAGE.test(url) && splitLocale(path).path === path
  return sitePage ? localePath(locale, url) : url
}
