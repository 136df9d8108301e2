/**
 * Run by tests/integration/migrations.test.ts in its own process, on a fresh database named by DATA_DIR or
 * DATABASE_URL: migrates to just before the site-drafts migration, writes site content as that schema held
 * it, runs the rest, and prints what visitors can then read as JSON.
 */
import type { Migration } from 'payload'
import { databaseKind } from '@cms/database'
import { payloadInstance } from '@cms/getPayload'
import { migrations as postgresMigrations } from '@cms/migrations/postgres/index'
import { migrations as sqliteMigrations } from '@cms/migrations/sqlite/index'

const payload = await payloadInstance()
// The adapters' migration lists take their own argument types; Payload's runner passes each the right one.
const all = (databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
const cut = all.findIndex((m) => m.name.endsWith('_site_drafts'))
await payload.db.migrate({ migrations: all.slice(0, cut) })

const at = "'2026-01-01T00:00:00.000Z'"
const run = (raw: string) => payload.db.execute({ drizzle: payload.db.drizzle, raw })
await run(`INSERT INTO documents (id, slug, updated_at, created_at) VALUES (901, 'kept-document', ${at}, ${at})`)
await run(`INSERT INTO documents_locales (title, _locale, _parent_id) VALUES ('Kept title', 'en', 901), ('残る題名', 'ja', 901)`)
await run(`INSERT INTO news_posts (id, slug, category, published_at, updated_at, created_at) VALUES (902, 'kept-news', 'event', ${at}, ${at}, ${at})`)
await run(`INSERT INTO news_posts_locales (title, _locale, _parent_id) VALUES ('Kept news', 'en', 902)`)
await run(`INSERT INTO landing (id, updated_at, created_at) VALUES (1, ${at}, ${at})`)
await run(`INSERT INTO landing_locales (hero_title, _locale, _parent_id) VALUES ('Kept hero', 'en', 1)`)

await payload.db.migrate({ migrations: all })
const asVisitor = { locale: 'en' as const, overrideAccess: false, depth: 0 }
const documents = await payload.find({ collection: 'documents', ...asVisitor, where: { slug: { equals: 'kept-document' } } })
const japanese = await payload.find({ collection: 'documents', ...asVisitor, locale: 'ja', where: { slug: { equals: 'kept-document' } } })
const news = await payload.find({ collection: 'news_posts', ...asVisitor })
const landing = await payload.findGlobal({ slug: 'landing', ...asVisitor })
console.log(
  'PROBE',
  JSON.stringify({
    documents: [...documents.docs, ...japanese.docs].map((d) => ({ title: d.title, status: d._status })),
    news: news.docs.map((d) => ({ title: d.title, status: d._status })),
    landing: { heroTitle: landing.heroTitle, status: landing._status },
  }),
)
process.exit(0)
