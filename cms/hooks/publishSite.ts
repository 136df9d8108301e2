import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/** What these hooks need of the platform's rebuild schedulers (server/siteBuild/siteRebuildScheduler.ts). */
export interface SitePublisher {
  request(reason: string): void
}

interface Publishers {
  /** Rebuilds the live site: published content only. */
  live: SitePublisher
  /** Rebuilds staff's draft preview, if one is open (server/siteBuild/previewRebuilds.ts). */
  preview?: SitePublisher
}

// Kept on globalThis: the Next route handlers run a bundled copy of this module, and must see the
// registration that start-up made through the plain one.
const KEY = Symbol.for('open-learn.sitePublishers')
const holder = globalThis as { [KEY]?: Publishers }

/** The platform registers its schedulers after the first site build; null unregisters them (shutdown, tests). */
export function registerSitePublisher(live: SitePublisher | null, preview?: SitePublisher): void {
  if (live) holder[KEY] = { live, preview }
  else delete holder[KEY]
}

type Status = { _status?: unknown } | null | undefined

/**
 * A draft save changes only the preview; publishing, unpublishing (the live document was published) and
 * saves of collections without drafts change the live site too. Without registered publishers (integration
 * tests, the content CLI) a change publishes nothing.
 */
function publish(reason: string, doc: Status, previousDoc?: Status) {
  const publishers = holder[KEY]
  if (!publishers) return
  const draftOnly = doc?._status === 'draft' && previousDoc?._status !== 'published'
  if (!draftOnly) publishers.live.request(reason)
  publishers.preview?.request(reason)
}

export const publishSiteAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, collection, operation }) => {
  const what = doc?._status === 'draft' ? 'draft saved' : `${operation}d`
  publish(`${collection.slug} ${doc.id} ${what}`, doc, previousDoc)
  return doc
}

export const publishSiteAfterDelete: CollectionAfterDeleteHook = ({ id, collection }) => {
  publish(`${collection.slug} ${id} deleted`, null)
}

/** Spread into the `hooks` of every collection the static site is built from. */
export const publishSiteHooks = { afterChange: [publishSiteAfterChange], afterDelete: [publishSiteAfterDelete] }

export const publishSiteAfterGlobalChange: GlobalAfterChangeHook = ({ doc, previousDoc, global }) => {
  publish(`${global.slug} ${doc?._status === 'draft' ? 'draft saved' : 'updated'}`, doc, previousDoc)
  return doc
}

/** Spread into the `hooks` of every global the static site is built from (e.g. landing). */
export const publishSiteGlobalHooks = { afterChange: [publishSiteAfterGlobalChange] }
