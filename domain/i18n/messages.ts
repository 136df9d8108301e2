import { hasIn, localizedFrom, textFrom, type Localized, type MessageValues } from './catalog'
import { LOCALES, type Locale } from './locales'
import en from './messages/en.json'
import id from './messages/id.json'
import ja from './messages/ja.json'

export { textIn, type Localized } from './catalog'

/**
 * The platform's one message catalog (docs/messages.md): domain/i18n/messages/{ja,en,id}.json, keys namespaced
 * by a dot (`site.*`, `ws.*`, `judge.*`, `api.*`, …). en holds every key, so a key typo is a type error.
 */
export type MessageKey = keyof typeof en
/** A key a plugin contributes from its own messages.json (docs/messages.md "Plugin messages"). */
export type PluginMessageKey = `plugin.${string}`
/** The keys of one namespace without their prefix, e.g. `MessageKeyIn<'api'>` is `'csrf' | 'notFound' | …`. */
export type MessageKeyIn<Namespace extends string> = MessageKey extends infer K ? (K extends `${Namespace}.${infer Rest}` ? Rest : never) : never

const catalogs: Record<Locale, Record<string, string>> = { ja, en, id }
/** Keys added at run time (plugins), kept apart so the JSON the site bundles stays as it is. */
const added: Record<Locale, Record<string, string>> = { ja: {}, en: {}, id: {} }

const lookup = (locale: Locale, key: string): string | undefined => catalogs[locale][key] || added[locale][key] || undefined

type Key = MessageKey | PluginMessageKey

/** The message `key` in `locale`, falling back along the locale's chain (id → en, ja → en), placeholders filled. */
export const t = (locale: Locale, key: Key, values?: MessageValues): string => textFrom(lookup, locale, key, values)
/** The message `key` in every locale, as the judge sends it; id only where the catalog has it (the client falls back to en). */
export const localized = (key: Key, values?: MessageValues): Localized => localizedFrom(lookup, key, values)
/** Whether the catalog (or a plugin's messages) holds `key` in any locale. */
export const hasMessage = (key: string): boolean => hasIn(lookup, key)

/**
 * Merges messages a plugin ships (plugins/<id>/messages.json) into the catalog. Every key must start with
 * `plugin.<id>.` so plugins cannot change the platform's texts or each other's; ja and en are required.
 */
export function addMessages(pluginId: string, messages: Partial<Record<Locale, Record<string, string>>>) {
  const prefix = `plugin.${pluginId}.`
  for (const locale of LOCALES) {
    for (const [key, text] of Object.entries(messages[locale] ?? {})) {
      if (!key.startsWith(prefix)) throw new Error(`messages.json → ${locale}.${key}: keys must start with "${prefix}"`)
      if (typeof text !== 'string') throw new Error(`messages.json → ${locale}.${key}: must be a string`)
    }
  }
  for (const locale of LOCALES) Object.assign(added[locale], messages[locale] ?? {})
}
