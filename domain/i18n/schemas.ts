import { z } from 'zod'
import { LOCALES } from './locales'

// The zod schemas of locales and localized texts, apart from locales.ts and messages.ts so that the site's
// islands, which import those, do not bundle zod.

/** A locale sent by a browser or stored with a record. */
export const localeSchema = z.enum(LOCALES)

/** A value given per locale: ja and en required, id optional (docs/messages.md "Localized texts"). */
export const localizedOf = <T extends z.ZodType>(item: T) => z.object({ ja: item, en: item, id: item.optional() })

/** A localized text in a page's judge definition or in site content. */
export const localizedTextSchema = localizedOf(z.string())
