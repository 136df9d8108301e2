import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/** What these hooks need of the platform's rebuild scheduler (server/siteRebuildScheduler.ts). */
export interface SitePublisher {
  request(reason: string): void
}

// Kept on globalThis: the Next route handlers run a bundled copy of this module, and must see the
// registration that start-up made through the plain one.
const KEY = Symbol.for('open-learn.sitePublisher')
const holder = globalThis as { [KEY]?: SitePublisher }

/** The platform registers its scheduler after the first site build; null unregisters it (shutdown, tests). */
export function registerSitePublisher(publisher: SitePublisher | null): void {
  if (publisher) holder[KEY] = publisher
  else delete holder[KEY]
}

/** Without a registered publisher (integration tests, the content CLI) a change publishes nothing. */
const publish = (reason: string) => holder[KEY]?.request(reason)

export const publishSiteAfterChange: CollectionAfterChangeHook = ({ doc, collection, operation }) => {
  publish(`${collection.slug} ${doc.id} ${operation}d`)
  return doc
}

export const publishSiteAfterDelete: CollectionAfterDeleteHook = ({ id, collection }) => {
  publish(`${collection.slug} ${id} deleted`)
}

/** Spread into the `hooks` of every collection the static site is built from. */
export const publishSiteHooks = { afterChange: [publishSiteAfterChange], afterDelete: [publishSiteAfterDelete] }

export const publishSiteAfterGlobalChange: GlobalAfterChangeHook = ({ doc, global }) => {
  publish(`${global.slug} updated`)
  return doc
}

/** Spread into the `hooks` of every global the static site is built from (e.g. landing). */
export const publishSiteGlobalHooks = { afterChange: [publishSiteAfterGlobalChange] }
