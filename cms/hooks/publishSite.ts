import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { FULL_BUILD, type BuildScope } from '@domain/site/buildScope'
import type { PublishingStatus } from '@domain/site/publishingStatus'
import { changeScope } from './changeScope'

/** What these hooks need of the platform's rebuild schedulers (server/siteBuild/siteRebuildScheduler.ts). */
export interface SitePublisher {
  request(reason: string, scope?: BuildScope): void
}

interface Publishers {
  /** Rebuilds the live site: published content only. */
  live: SitePublisher & { status(): PublishingStatus }
  /** Rebuilds staff's draft preview, if one is open (server/siteBuild/previewRebuilds.ts). */
  preview?: SitePublisher
}

// Kept on globalThis: the Next route handlers run a bundled copy of this module, and must see the
// registration that start-up made through the plain one.
const KEY = Symbol.for('open-learn.sitePublishers')
const holder = globalThis as { [KEY]?: Publishers }

/** The platform registers its schedulers after the first site build; null unregisters them (shutdown, tests). */
export function registerSitePublisher(live: Publishers['live'] | null, preview?: SitePublisher): void {
  if (live) holder[KEY] = { live, preview }
  else delete holder[KEY]
}

/** Where publishing stands, or null where nothing publishes (integration tests, the content CLI). */
export const publishingStatus = (): PublishingStatus | null => holder[KEY]?.live.status() ?? null

type Status = { _status?: unknown } | null | undefined

/**
 * A draft save changes only the preview; publishing, unpublishing (the live document was published) and
 * saves of collections without drafts change the live site too. Without registered publishers (integration
 * tests, the content CLI) a change publishes nothing. The preview is always built whole.
 */
function publish(reason: string, doc: Status, previousDoc: Status, scope: BuildScope) {
  const publishers = holder[KEY]
  if (!publishers) return
  const draftOnly = doc?._status === 'draft' && previousDoc?._status !== 'published'
  if (!draftOnly) publishers.live.request(reason, scope)
  publishers.preview?.request(reason)
}

export const publishSiteAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, collection, operation, req }) => {
  if (!holder[KEY]) return doc
  const what = doc?._status === 'draft' ? 'draft saved' : `${operation}d`
  const scope = operation === 'update' ? await changeScope(req, collection.slug, doc, previousDoc) : FULL_BUILD
  publish(`${collection.slug} ${doc.id} ${what}`, doc, previousDoc, scope)
  return doc
}

export const publishSiteAfterDelete: CollectionAfterDeleteHook = ({ id, collection }) => {
  publish(`${collection.slug} ${id} deleted`, null, null, FULL_BUILD)
}

/** Spread into the `hooks` of every collection the static site is built from. */
export const publishSiteHooks = { afterChange: [publishSiteAfterChange], afterDelete: [publishSiteAfterDelete] }

export const publishSiteAfterGlobalChange: GlobalAfterChangeHook = ({ doc, previousDoc, global }) => {
  publish(`${global.slug} ${doc?._status === 'draft' ? 'draft saved' : 'updated'}`, doc, previousDoc, FULL_BUILD)
  return doc
}

/** Spread into the `hooks` of every global the static site is built from (e.g. landing). */
export const publishSiteGlobalHooks = { afterChange: [publishSiteAfterGlobalChange] }
