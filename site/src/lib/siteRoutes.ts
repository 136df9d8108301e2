import { localeStaticPaths } from '@domain/i18n/routes'
import type { SiteLocale } from '../i18n/locales'
import { fetchDocuments } from './siteContent'

/** Static paths of document pages in every locale; `withSlug` adds the {slug} param of /docs/{slug}. */
export async function documentStaticPaths(include: (slug: string) => boolean, withSlug = false) {
  const paths = await Promise.all(
    localeStaticPaths().map(async ({ params, props }) =>
      (await fetchDocuments(props.locale))
        .filter((d) => include(d.slug))
        .map((document) => ({ params: withSlug ? { ...params, slug: document.slug } : params, props: { locale: props.locale, document } })),
    ),
  )
  return paths.flat()
}

/** Static paths of a route in every locale, one per item the fetcher returns for that locale. */
export async function itemStaticPaths<T, P extends Record<string, string>>(fetch: (locale: SiteLocale) => Promise<T[]>, params: (item: T) => P) {
  const paths = await Promise.all(
    localeStaticPaths().map(async ({ params: lang, props }) => {
      const items = await fetch(props.locale)
      return items.map((item) => ({ params: { ...lang, ...params(item) }, props: { locale: props.locale, item, items } }))
    }),
  )
  return paths.flat()
}
