import type { GlobalConfig } from 'payload'
import { draftedGlobalAccess, draftVersions } from '../access/content'
import { sitePreview } from '../admin/sitePreviewUrl'
import { publishSiteGlobalHooks } from '../hooks/publishSite'

export const PROFESSIONAL_COURSE_STATUSES = ['available', 'coming_soon'] as const

/**
 * The Professional landing page (/professional, docs/site.md "Plans and prices"): hero, description,
 * the course list (each may name the curriculum course it sells) and learners' reviews. The two purchase
 * styles and their prices come from the plan catalog; the FAQ is the FAQ category "professional".
 */
export const Professional: GlobalConfig = {
  slug: 'professional',
  admin: { group: 'Site', preview: sitePreview(() => ({ path: '/professional' })) },
  access: draftedGlobalAccess,
  versions: { drafts: true, max: draftVersions.maxPerDoc },
  hooks: publishSiteGlobalHooks,
  fields: [
    { name: 'heroTitle', type: 'text', localized: true, required: true },
    { name: 'heroLead', type: 'textarea', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'courses',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'summary', type: 'textarea', localized: true },
        { name: 'status', type: 'select', required: true, defaultValue: 'available', options: PROFESSIONAL_COURSE_STATUSES.map((v) => ({ label: v, value: v })) },
        {
          name: 'course',
          type: 'relationship',
          relationTo: 'courses',
          admin: { description: 'The curriculum course a per-course purchase opens (docs/plans.md "Professional"); without one, the course cannot be bought alone.' },
        },
      ],
    },
    {
      name: 'reviews',
      type: 'array',
      admin: { description: "Learners' own words, with their permission." },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text', localized: true },
        { name: 'rating', type: 'number', min: 1, max: 5, required: true, defaultValue: 5 },
        { name: 'body', type: 'textarea', localized: true, required: true },
      ],
    },
  ],
}
