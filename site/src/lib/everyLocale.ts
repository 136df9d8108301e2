import { localeStaticPaths } from '@domain/i18n/routes'
import type { SiteLocale } from '../i18n/locales'

interface LocalePath<Params, Props> {
  params: Params
  props: Props
}

/**
 * Static paths of a [...lang] route whose pages differ by locale (exercise and project pages): each locale's
 * own paths, under that locale's prefix, with the locale among the props (docs/routes.md "Locale prefixes").
 */
export async function staticPathsInEveryLocale<Params extends object, Props extends object>(
  pathsFor: (locale: SiteLocale) => Promise<LocalePath<Params, Props>[]>,
) {
  const perLocale = await Promise.all(
    localeStaticPaths().map(async ({ params, props }) =>
      (await pathsFor(props.locale)).map((path) => ({ params: { ...params, ...path.params }, props: { locale: props.locale, ...path.props } })),
    ),
  )
  return perLocale.flat()
}
