import { z } from 'zod'

/** A text in every interface locale, as the judge sends it over the socket; id falls back to en where not given. */
export interface Localized {
  ja: string
  en: string
  id?: string
}

/** A value given per locale: ja and en required, id optional (docs/messages.md "Localized texts"). */
export const localizedOf = <T extends z.ZodType>(item: T) => z.object({ ja: item, en: item, id: item.optional() })

/** A localized text in a page's judge definition or in site content. */
export const localizedTextSchema = localizedOf(z.string())
