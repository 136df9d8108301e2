import type { GlobalConfig } from 'payload'
import { draftedGlobalAccess, draftVersions } from '../access/content'
import { sitePreview } from '../admin/sitePreviewUrl'
import { publishSiteGlobalHooks } from '../hooks/publishSite'

/** The landing page's sections, in the order of docs/site.md "Landing page"; Indonesia adds partners. */
export const LANDING_SECTIONS = ['introduction', 'lessons', 'stories', 'plans', 'app', 'message', 'start', 'partners'] as const

/**
 * The landing page (/) as staff edit it: the hero and the sections below it, per locale. The page also
 * pulls the course list, success stories and the plan comparison from their own collections.
 */
export const Landing: GlobalConfig = {
  slug: 'landing',
  admin: { group: 'Site', preview: sitePreview(() => ({ path: '/' })) },
  access: draftedGlobalAccess,
  versions: { drafts: true, max: draftVersions.maxPerDoc },
  hooks: publishSiteGlobalHooks,
  fields: [
    { name: 'heroTitle', type: 'text', localized: true, required: true },
    {
      name: 'featuredCourseFreeTrial',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Offer the free trial on the web-development intro page (ja): header menu and dialog for new sign-ups.' },
    },
    { name: 'heroLead', type: 'textarea', localized: true },
    {
      name: 'sections',
      type: 'array',
      localized: true,
      fields: [
        { name: 'kind', type: 'select', required: true, options: LANDING_SECTIONS.map((v) => ({ label: v, value: v })) },
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea' },
      ],
    },
  ],
}
