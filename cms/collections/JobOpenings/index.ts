import type { CollectionConfig } from 'payload'
import { draftedContentAccess, draftVersions } from '../../access/content'
import { sitePreview } from '../../admin/sitePreviewUrl'
import { publishSiteHooks } from '../../hooks/publishSite'
import { localizedTitle, slugField } from '../../fields/common'

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const

/** Positions on the company site's careers pages (/about/careers and /about/careers/{slug}). */
export const JobOpenings: CollectionConfig = {
  slug: 'job_openings',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'team', 'employmentType'], group: 'Site', preview: sitePreview((doc) => ({ path: `/about/careers/${doc.slug}` })) },
  access: draftedContentAccess,
  versions: draftVersions,
  hooks: publishSiteHooks,
  defaultSort: 'order',
  fields: [
    slugField('The {slug} of /about/careers/{slug}.'),
    localizedTitle(),
    { name: 'team', type: 'text', localized: true },
    { name: 'location', type: 'text', localized: true },
    { name: 'employmentType', type: 'select', required: true, defaultValue: 'full_time', options: EMPLOYMENT_TYPES.map((v) => ({ label: v, value: v })) },
    { name: 'order', type: 'number', defaultValue: 0, admin: { description: 'Openings are listed by this number, smallest first.' } },
    { name: 'body', type: 'richText', localized: true },
  ],
}
