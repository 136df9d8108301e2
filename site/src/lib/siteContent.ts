import { z } from 'zod'
import type { SiteLocale } from '../i18n/locales'
import { cmsGetDocs } from './cms'
import { perLocale } from './perLocale'
import { richText, toHtml } from './richText'


const id = z.union([z.number(), z.string()])
const document = z.object({ id, slug: z.string(), title: z.string(), body: richText, updatedAt: z.string() })

export interface SiteDocument {
  slug: string
  title: string
  html: string
  updatedAt: string
}

/** Every document (legal texts, guides) in `locale`; staff edit them in the CMS. */
export const fetchDocuments = perLocale(
  async (locale): Promise<SiteDocument[]> =>
    (await cmsGetDocs(`/api/documents?locale=${locale}&depth=0&limit=1000`, document)).map((d) => ({ slug: d.slug, title: d.title, html: toHtml(d.body, locale), updatedAt: d.updatedAt })),
)

/** When the terms or the privacy policy last changed: signed-in users who agreed before are asked again. */
export async function legalTextsUpdatedAt(): Promise<string> {
  const legal = (await fetchDocuments('ja')).filter((d) => d.slug === 'policy' || d.slug === 'privacy_policy')
  return legal.map((d) => d.updatedAt).sort().at(-1) ?? ''
}

const category = z.object({ id, slug: z.string(), name: z.string(), order: z.number() })
const faq = z.object({ id, category: z.union([id, z.object({ id })]), question: z.string(), answer: richText, order: z.number() })

export interface FaqCategory {
  slug: string
  name: string
  faqs: { question: string; html: string }[]
}

/** FAQ categories in order, each with its questions in order. */
export async function fetchFaqs(locale: SiteLocale): Promise<FaqCategory[]> {
  const [cats, items] = await Promise.all([
    cmsGetDocs(`/api/faq_categories?locale=${locale}&depth=0&limit=1000&sort=order`, category),
    cmsGetDocs(`/api/faqs?locale=${locale}&depth=0&limit=10000&sort=order`, faq),
  ])
  return cats.map((c) => ({
    slug: c.slug,
    name: c.name,
    faqs: items
      .filter((f) => (typeof f.category === 'object' ? f.category.id : f.category) === c.id)
      .map((f) => ({ question: f.question, html: toHtml(f.answer, locale) })),
  }))
}

const storyDoc = z.object({ id, slug: z.string(), title: z.string(), personName: z.string(), country: z.string(), publishedAt: z.string().nullish(), body: richText })
export interface SuccessStory {
  slug: string
  title: string
  personName: string
  country: string
  publishedAt: string | null
  html: string
}

/** Success stories, newest first (docs/site.md "Success stories"). */
export async function fetchStories(locale: SiteLocale): Promise<SuccessStory[]> {
  const docs = await cmsGetDocs(`/api/success_stories?locale=${locale}&depth=0&limit=1000&sort=-publishedAt`, storyDoc)
  return docs.map((d) => ({ slug: d.slug, title: d.title, personName: d.personName, country: d.country, publishedAt: d.publishedAt ?? null, html: toHtml(d.body, locale) }))
}

const newsDoc = z.object({ id, slug: z.string().nullish(), title: z.string(), category: z.string(), publishedAt: z.string().nullish(), excerpt: z.string().nullish(), body: richText })
export interface NewsPost {
  id: string
  title: string
  category: string
  publishedAt: string | null
  excerpt: string
  html: string
}

/** News posts, newest first; categories press_release, event, media_coverage, others. */
export async function fetchNews(locale: SiteLocale): Promise<NewsPost[]> {
  const docs = await cmsGetDocs(`/api/news_posts?locale=${locale}&depth=0&limit=1000&sort=-publishedAt`, newsDoc)
  return docs.map((d) => ({ id: String(d.id), title: d.title, category: d.category, publishedAt: d.publishedAt ?? null, excerpt: d.excerpt ?? '', html: toHtml(d.body, locale) }))
}
