import type { APIRoute } from 'astro'
import { SITE_LOCALES } from '../i18n/locales'
import { switchLocalePath } from '@domain/i18n/routes'
import { fetchOpenings } from '../lib/careers'
import { fetchCatalog } from '../lib/catalog'
import { INFO_PAGES, documentsWithOwnPath } from '../lib/infoPages'
import { fetchCourseProjects, languageProjectsPath } from '../lib/projects'
import { fetchLanguageCertificates, fetchPaths } from '../lib/learningPaths'
import { fetchDocuments, fetchNews, fetchStories } from '../lib/siteContent'
import { siteFeatures } from '../lib/siteFeatures'

/** Every public page in every locale, each with its hreflang alternates (exercise pages are not indexed). */
export const GET: APIRoute = async () => {
  const origin = process.env.SITE_ORIGIN ?? 'http://localhost:3000'
  const catalog = await fetchCatalog('ja')
  const projects = await fetchCourseProjects('ja')
  const [documents, stories, news, openings, learningPaths, languages] = await Promise.all([fetchDocuments('ja'), fetchStories('ja'), fetchNews('ja'), fetchOpenings('ja'), fetchPaths('ja'), fetchLanguageCertificates('ja')])
  const paths = [
    '/',
    '/courses',
    '/courses/feature/web-dev-intro',
    '/plans/for_users',
    '/faqs',
    '/about/news',
    '/about/contact',
    '/about/careers',
    '/professional',
    // Team registration (docs/teams.md "Registration"); the team pages themselves are members-only.
    '/subscriptions/business_new',
    '/news_posts',
    '/success_stories',
    // The app page is listed only while there is an app to get (docs/site.md "No dead ends").
    ...Object.keys(INFO_PAGES).filter((path) => path !== '/mobile' || siteFeatures().app),
    ...catalog.flatMap((course) => [course.url, ...course.lessons.map((l) => l.url)]),
    // The course pages listing projects, the introduction notes and the project pages (docs/routes.md "Pages").
    ...new Set(projects.map((entry) => languageProjectsPath(entry.course.languageName))),
    ...projects.flatMap((entry) => [entry.url, entry.introductionUrl, ...entry.projects.map((p) => p.href)]),
    ...documents.filter((d) => !documentsWithOwnPath.has(d.slug)).map((d) => `/docs/${d.slug}`),
    ...stories.map((s) => `/success_stories/${s.slug}`),
    ...news.flatMap((n) => [`/about/news/${n.id}`, `/news_posts/${n.id}`]),
    ...openings.map((o) => `/about/careers/${o.slug}`),
    // Path and certificate pages are public (a visitor sees the path and what the certificate covers); a path's final note is not listed.
    ...learningPaths.flatMap((p) => [`/paths/${p.slug}`, `/path_certificate/${p.slug}`]),
    ...languages.map((l) => `/course_certificate/${l.name}`),
  ]
  const url = (path: string) =>
    `<url><loc>${origin}${path}</loc>${SITE_LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${origin}${switchLocalePath(path, l)}"/>`).join('')}</url>`
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths
    .flatMap((p) => SITE_LOCALES.map((l) => url(switchLocalePath(p, l))))
    .join('\n')}\n</urlset>\n`
  return new Response(body, { headers: { 'content-type': 'application/xml' } })
}
