import en from '@domain/i18n/messages/en.json'
import type { MessageKeyIn } from '@domain/i18n/messages'
import { localePath, t, type SiteLocale } from '../../i18n/locales'

/** A `team.*` key without its prefix ('tabs.progress' for 'team.tabs.progress'). */
export type TeamKey = MessageKeyIn<'team'>

/**
 * The team islands' texts in a locale (docs/teams.md): every `team.*` key of the catalog, without the prefix,
 * id falling back to en (docs/messages.md "Fallback"). The islands have no catalog of their own.
 */
export function teamStrings(locale: SiteLocale) {
  const keys = (Object.keys(en) as (keyof typeof en)[]).filter((key) => key.startsWith('team.'))
  return { locale, ...(Object.fromEntries(keys.map((key) => [key.slice('team.'.length), t(locale, key)])) as Record<TeamKey, string>) }
}
export type TeamStrings = ReturnType<typeof teamStrings>

/** The site paths the team islands link to, in the page's locale (the islands add the team's id). */
export function teamLinks(locale: SiteLocale) {
  return {
    /** /companies: the island appends /{id}, /{id}/edit, /{id}/courses. */
    companies: localePath(locale, '/companies'),
    signIn: localePath(locale, '/users/sign_in'),
    signUp: localePath(locale, '/users/sign_up'),
    dashboard: localePath(locale, '/dashboard'),
    settings: localePath(locale, '/settings'),
    restart: localePath(locale, '/subscriptions/business_restart_paused_form'),
    policy: localePath(locale, '/policy'),
    privacy: localePath(locale, '/privacy_policy'),
  }
}
export type TeamLinks = ReturnType<typeof teamLinks>
