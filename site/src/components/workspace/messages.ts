import catalogs from 'virtual:workspace-messages'
import { localizedFrom, textFrom, type Localized, type MessageLookup, type MessageValues } from '@domain/i18n/catalog'
import type { Locale } from '@domain/i18n/locales'
import type { MessageKey } from '@domain/i18n/messages'
import type { WORKSPACE_MESSAGE_PREFIXES } from '@domain/i18n/workspaceMessages'

export { textIn, type Localized } from '@domain/i18n/catalog'

/** A catalog key the workspace may use in the browser: one in its part of the catalog (a type error otherwise). */
export type WorkspaceMessageKey = Extract<MessageKey, `${(typeof WORKSPACE_MESSAGE_PREFIXES)[number]}${string}`>

const lookup: MessageLookup = (locale, key) => catalogs[locale][key]

// The workspace's `t` and `localized` (docs/messages.md "In the browser"): the same lookup and fallback as the
// server's catalog, over the workspace's keys only, so the island's script does not carry every page's texts.

export const t = (locale: Locale, key: WorkspaceMessageKey, values?: MessageValues): string => textFrom(lookup, locale, key, values)
export const localized = (key: WorkspaceMessageKey, values?: MessageValues): Localized => localizedFrom(lookup, key, values)
