import { format } from '@domain/i18n/format'
import type { SiteLocale } from '../../i18n/locales'

/** The catalogue strings a dashboard page embeds (data-strings), read back in the browser. */
export interface PageStrings {
  locale: SiteLocale
  /** The message `key`, with `{name}` placeholders filled. */
  text(key: string, values?: Record<string, string | number>): string
  /** A site path in the page's locale (ja has no prefix). */
  path(bare: string): string
}

export function pageStrings(root: HTMLElement): PageStrings {
  const messages = JSON.parse(root.dataset.strings ?? '{}') as Record<string, string>
  const locale = (root.dataset.locale ?? 'ja') as SiteLocale
  return {
    locale,
    text: (key, values = {}) => format(messages[key] ?? key, values),
    path: (bare) => (locale === 'ja' ? bare : `/${locale}${bare}`),
  }
}

/** Builds an element with text and attributes in one call. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/**
 * Says `text` through a live region (role="status" or "alert" in the static markup). The region is emptied first,
 * so the same message said twice (a link copied again) is announced twice.
 */
export function announce(region: HTMLElement, text: string) {
  region.textContent = ''
  window.setTimeout(() => (region.textContent = text), 50)
}
