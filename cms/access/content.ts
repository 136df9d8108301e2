import type { Access, CollectionConfig } from 'payload'
import { anyone, staffOnly } from './collection'
import { isStaff } from '@domain/roles'
import { isSitePreviewBuild } from './sitePreview'

/** Access for curriculum and site content: everyone reads, only staff write. */
export const contentAccess: NonNullable<CollectionConfig['access']> = {
  read: anyone,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}

/**
 * Site content staff draft before publishing (news, stories, documents, FAQs, the landing page): visitors
 * read only what is published; staff and the site's preview build read drafts too.
 */
export const publishedOrStaff: Access = ({ req }) => isStaff(req.user) || isSitePreviewBuild(req) || { _status: { equals: 'published' } }

/** Old versions and unpublished drafts are staff work: `readVersions` is staff-only (Payload's default is any signed-in account). */
export const draftedContentAccess: NonNullable<CollectionConfig['access']> = { ...contentAccess, read: publishedOrStaff, readVersions: staffOnly }

/** The same for globals with drafts (landing, Professional). */
export const draftedGlobalAccess = { read: publishedOrStaff, update: staffOnly, readVersions: staffOnly }

/** Drafts with a version history; publishing is what reaches the live site (cms/hooks/publishSite.ts). */
export const draftVersions = { drafts: true, maxPerDoc: 50 } as const
