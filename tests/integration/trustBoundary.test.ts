import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media, User } from '@cms/payload-types'
import { LANGUAGE_NAMES } from '@domain/languageNames'
import { MAX_JSON_BODY_BYTES } from '@cms/api/conventions/requestBody'
import { ApiClient, type ApiServer } from '../support/apiServer'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'
import { mountedRoutes, ROLES, RouteWalk, type CollectionRow, type GlobalRow, type Id, type Role } from '../support/routeWalk'
import { useApiServer } from '../support/useApiServer'
import { importSiteContentOnFirstStart } from '@content/lib/siteContent'
// The auth and session findings (1, 4, 7, 8, 9, 10, 12, 14) register their describe block from here.
import './trustBoundary/authAndSessions'

/**
 * The trust boundary of the API (docs/access-rules.md): every route Payload mounts for every collection and
 * global, tried by a visitor, a free learner, a Plus learner and staff, must allow exactly what the table
 * below says; then each finding of issue 14 is tried as the attack it was and must be refused.
 */

let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

const PASSWORD = 'password123'
const accounts = {} as Record<Exclude<Role, 'anonymous'>, User>
const clients = {} as Record<Role, ApiClient>
let fixture: Awaited<ReturnType<typeof createLessonWithPages>>

/** A browser on this site, signed in as `user` (or a visitor), holding its CSRF cookie and sending its Origin. */
async function browser(user: User | null) {
  const client = new ApiClient(server.url)
  const origin = { origin: server.url }
  const call = client.call.bind(client)
  client.call = (method, path, options = {}) => call(method, path, { ...options, headers: { ...origin, ...options.headers } })
  await client.call('GET', '/api/csrf_token')
  if (user) expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: PASSWORD } } })).status).toBe(200)
  return client
}
const accountOf = (role: Role) => (role === 'anonymous' ? null : accounts[role])

const SITE_GLOBALS = ['landing', 'professional'] as const
const LOCALES = ['ja', 'en', 'id'] as const
const sitePages: { slug: (typeof SITE_GLOBALS)[number]; locale: (typeof LOCALES)[number]; doc: Record<string, unknown> }[] = []
afterAll(async () => {
  for (const { slug, locale, doc } of sitePages) {
    const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...data } = doc
    await payload.updateGlobal({ slug, locale, data: { ...data, _status: 'published' } as never, overrideAccess: true })
  }
})

beforeAll(async () => {
  // A started platform has its site content; the walk edits the landing and Professional pages, and puts them
  // back afterwards, since the suite's other files share this database.
  await importSiteContentOnFirstStart(payload)
  for (const slug of SITE_GLOBALS) for (const locale of LOCALES) sitePages.push({ slug, locale, doc: (await payload.findGlobal({ slug, locale, depth: 0 })) as unknown as Record<string, unknown> })
  fixture = await createLessonWithPages(payload)
  accounts.free = await createUser(payload)
  accounts.plus = await createUser(payload, {}, 'plus')
  accounts.staff = await createUser(payload, { roles: ['staff'] })
  for (const role of ROLES) clients[role] = await browser(accountOf(role))
})

// ---------------------------------------------------------------------------------------------------------
// Samples: the documents the walk aims at.

const page = () =>
  payload.create({ collection: 'pages', data: { slug: `tb-${unique()}`, chapter: fixture.chapter.id, order: 50, title: 'Page', planType: 'basic', filetreeType: 'default', judgeLanguage: 'python' } })
const deck = (planType: 'basic' | 'plus', items: { image?: number }[] = []) =>
  payload.create({ collection: 'slides', data: { slug: `tb-${unique()}`, lesson: fixture.lesson.id, title: 'Deck', version: 'v3', planType, items } })
const png = (width = 1824, height = 1380) => sharp({ create: { width, height, channels: 3, background: '#0f766e' } }).png().toBuffer()
async function image(): Promise<Media> {
  const data = await png()
  return payload.create({ collection: 'media', data: { alt: 'slide' }, file: { data, mimetype: 'image/png', name: `tb-${unique()}.png`, size: data.length } })
}
/** An image only a Plus deck shows. */
async function paidImage(): Promise<Media> {
  const media = await image()
  await deck('plus', [{ image: media.id }])
  return media
}
async function uploadForm(type: string, name: string, data: Buffer, fields: Record<string, unknown>) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify(fields))
  return form
}
const webp = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#111' } }).webp().toBuffer()

const handedOutLanguages = new Set<string>()
/** A language name no language document has yet (the name is unique). */
async function freshLanguageName() {
  const { docs } = await payload.find({ collection: 'languages', pagination: false, depth: 0 })
  const name = LANGUAGE_NAMES.find((n) => !handedOutLanguages.has(n) && !docs.some((d) => d.name === n))
  if (name) {
    handedOutLanguages.add(name)
    return name
  }
  // Another test file of this worker imported the curriculum, which names all 22 languages: free one that no
  // course or lesson uses (the table's probes create and delete language documents of their own).
  const [courses, lessons] = await Promise.all([
    payload.find({ collection: 'courses', pagination: false, depth: 0, select: { languageName: true } }),
    payload.find({ collection: 'lessons', pagination: false, depth: 0, select: { languageName: true } }),
  ])
  const used = new Set([...courses.docs, ...lessons.docs].map((d) => d.languageName))
  const spare = docs.find((d) => !handedOutLanguages.has(d.name) && !used.has(d.name))
  if (!spare) throw new Error('every language name is taken')
  await payload.delete({ collection: 'languages', id: spare.id })
  handedOutLanguages.add(spare.name)
  return spare.name
}

const text = () => `t-${unique()}`
// Another account than the walk's learners: a subscription would change what they may open.
const subscriptionRow = async () => ({ subscribable: 'USER' as const, user: (await createUser(payload)).id, type: 'coupon' as const, provider: 'COUPON' as const, plan: 'plus_1m' as const, startsAt: new Date().toISOString(), currentPeriodEnd: new Date(Date.now() + 86_400_000).toISOString() })
const couponRow = () => payload.create({ collection: 'coupons', data: { code: text(), provider: 'tokopedia' as const, plan: 'plus_1m' as const, validityMonths: 1, percentOff: 100, duration: 'once' as const } })
const published = { _status: 'published' as const }
const pathRow = () => payload.create({ collection: 'learning_paths', data: { slug: text(), title: text(), order: 1 } })
const documentRow = () => payload.create({ collection: 'documents', data: { slug: text(), title: text(), ...published } })
const certificateRow = async () => ({ number: text(), user: accounts.free.id, itemType: 'path' as const, learningPath: (await pathRow()).id, name: text(), issuedAt: new Date().toISOString(), covered: [] })
const handedOutDescriptions = new Set<string>()
/** A language no certificate description has yet (one per language). */
async function freshDescriptionLanguage() {
  const taken = await payload.find({ collection: 'language_certificate_descriptions', pagination: false, depth: 0 })
  const name = LANGUAGE_NAMES.find((n) => !handedOutDescriptions.has(n) && !taken.docs.some((d) => d.language === n))
  if (!name) throw new Error('every language has a description')
  handedOutDescriptions.add(name)
  return name
}
/** A collection whose rows staff write and everyone reads: its sample is created from the same body Payload's create gets. */
function content(slug: string, body: () => Promise<Record<string, unknown>> | Record<string, unknown>, update: () => Record<string, unknown>, options: { versions?: boolean; duplicate?: readonly Role[] } = {}): CollectionRow {
  return {
    sample: async () => payload.create({ collection: slug as 'courses', data: (await body()) as never, depth: 0 }),
    create: async () => body(),
    update,
    allowed: restRoutes({ read: ALL, write: STAFF, versions: options.versions ? STAFF : undefined, duplicate: options.duplicate }),
  }
}

// ---------------------------------------------------------------------------------------------------------
// The table: who may use each route. Rows owned by a learner belong to the free learner, so "free" there
// means "the owner" and "plus" means "another learner".

const ALL = ROLES
const SIGNED_IN = ['free', 'plus', 'staff'] as const
const STAFF = ['staff'] as const
const OWNER_AND_STAFF = ['free', 'staff'] as const
const NOBODY = [] as const

/**
 * Payload's generated REST routes of a collection, from who reads, who writes and (for a collection with
 * versions; the others have no version routes) who reads versions.
 */
function restRoutes(who: { read: readonly Role[]; write: readonly Role[]; create?: readonly Role[]; versions?: readonly Role[]; duplicate?: readonly Role[] }) {
  const versions = who.versions && { 'GET /versions': who.versions, 'GET /versions/:id': who.versions, 'POST /versions/:id': who.versions }
  return {
    'GET /': who.read,
    'GET /:id': who.read,
    'GET /count': who.read,
    // Answers the caller's own permissions on the document: nothing of its content.
    'POST /access/:id?': ALL,
    'POST /': who.create ?? who.write,
    'POST /:id/duplicate': who.duplicate ?? who.create ?? who.write,
    'PATCH /': who.write,
    'PATCH /:id': who.write,
    'DELETE /': who.write,
    'DELETE /:id': who.write,
    ...versions,
  }
}
/** Routes a learner call has taken over (same method and path) are not Payload's any more. */
const without = (routes: Record<string, readonly Role[]>, ...shadowed: string[]) => Object.fromEntries(Object.entries(routes).filter(([key]) => !shadowed.includes(key)))

const COLLECTIONS: Record<string, CollectionRow> = {
  languages: content('languages', async () => ({ name: await freshLanguageName(), title: text() }), () => ({ longTitle: text() }), {
    duplicate: NOBODY, // the name is unique, so a copy is always refused
  }),
  courses: content('courses', () => ({ slug: text(), languageName: 'python', title: text(), order: 1 }), () => ({ description: text() })),
  lessons: content('lessons', () => ({ slug: text(), course: fixture.course.id, category: text(), order: 1, title: text(), planType: 'basic' }), () => ({ description: text() }), {
    duplicate: NOBODY, // language, category and order are unique together
  }),
  chapters: content('chapters', () => ({ slug: text(), lesson: fixture.lesson.id, order: 9, title: text() }), () => ({ title: text() })),
  pages: content('pages', () => ({ slug: text(), chapter: fixture.chapter.id, order: 60, title: text(), planType: 'basic', filetreeType: 'default', judgeLanguage: 'python' }), () => ({ judgeLanguage: text() })),
  slides: content('slides', () => ({ slug: text(), lesson: fixture.lesson.id, title: text(), version: 'v3', planType: 'basic' }), () => ({ title: text() })),
  projects: content('projects', () => ({ slug: text(), course: fixture.course.id, title: text(), order: 1 }), () => ({ description: text() })),
  topics: content('topics', async () => ({ slug: text(), project: (await project()).id, title: text(), orderInProject: 1 }), () => ({ title: text() })),
  learning_paths: content('learning_paths', () => ({ slug: text(), title: text(), order: 1 }), () => ({ description: text() })),
  language_certificate_descriptions: content('language_certificate_descriptions', async () => ({ language: await freshDescriptionLanguage(), description: text() }), () => ({ description: text() }), {
    duplicate: NOBODY, // one description per language
  }),
  faq_categories: content('faq_categories', () => ({ slug: text(), name: text(), order: 1 }), () => ({ name: text() })),
  faqs: content('faqs', async () => ({ category: (await faqCategory()).id, question: text(), order: 1, ...published }), () => ({ question: text() }), { versions: true }),
  news_posts: content('news_posts', () => ({ slug: text(), title: text(), category: 'event', publishedAt: new Date().toISOString(), ...published }), () => ({ excerpt: text() }), { versions: true }),
  success_stories: content('success_stories', () => ({ slug: text(), title: text(), personName: 'A', country: 'Japan', ...published }), () => ({ personName: text() }), { versions: true }),
  documents: content('documents', () => ({ slug: text(), title: text(), ...published }), () => ({ title: text() }), { versions: true }),
  job_openings: content('job_openings', () => ({ slug: text(), title: text(), employmentType: 'full_time', ...published }), () => ({ title: text() }), { versions: true }),
  banners: content('banners', () => ({ title: text() }), () => ({ link: text() })),
  media: {
    // An image only a Plus deck shows: Plus learners and staff see it, nobody else (finding 6).
    sample: paidImage,
    create: async () => uploadForm('image/png', `tb-${unique()}.png`, await png(16, 16), { alt: 'new' }),
    update: () => ({ alt: text() }),
    allowed: {
      ...restRoutes({ read: ['plus', 'staff'], write: STAFF }),
      'GET /file/:filename': ['plus', 'staff'],
      'GET /paste-url/:id?': NOBODY, // pasting from a URL is off
    },
  },
  users: {
    // Another learner's account: a learner's own account is the account calls' business (issue 14, auth half).
    sample: () => createUser(payload),
    create: async () => ({ email: `tb-${unique()}@example.test`, password: PASSWORD }),
    update: () => ({ name: text() }),
    allowed: {
      // Create is signing up (roles and entitlements are staff-only fields); Payload never duplicates accounts.
      ...without(restRoutes({ read: STAFF, write: STAFF, create: ALL }), 'POST /:id/duplicate'),
      'POST /forgot-password': ALL, // answers the same whether or not the address is registered
      'POST /reset-password': ALL, // for the holder of a mailed token
      'POST /login': ALL,
      'POST /logout': SIGNED_IN,
      // GET /me is a learner call now (the spec's session shape, no token), shadowing Payload's own.
      'POST /refresh-token': SIGNED_IN,
      'POST /first-register': NOBODY, // only while there is no account at all
      'POST /unlock': STAFF, // finding 3
      'GET /init': ALL, // whether any account exists
    },
    otherRoutes: {
      'GET /confirmation': 'the link in the confirmation mail (a redirect, not JSON)',
      'GET /oidc/authorize': 'starts external sign-in (a redirect to the identity provider)',
      'GET /oidc/callback': 'where the identity provider sends the browser back',
    },
  },
  avatars: {
    sample: async () => {
      const data = await webp()
      return payload.create({ collection: 'avatars', data: { user: accounts.free.id }, file: { data, mimetype: 'image/webp', name: `tb-${unique()}.webp`, size: data.length } })
    },
    create: async () => uploadForm('image/webp', `tb-${unique()}.webp`, await webp(), { user: accounts.free.id }),
    update: async () => ({ user: (await createUser(payload)).id }),
    allowed: { ...restRoutes({ read: ALL, write: STAFF }), 'GET /file/:filename': ALL, 'GET /paste-url/:id?': NOBODY },
  },
  companies: {
    // A company none of the learners is a member of.
    sample: () => payload.create({ collection: 'companies', data: { name: text() } }),
    create: async () => ({ name: text() }),
    update: () => ({ name: text() }),
    allowed: restRoutes({ read: STAFF, write: STAFF }),
  },
  // Team members, invitations and lesson completions (docs/teams.md): written by the team calls and the judge only.
  companies_users: {
    sample: async () => payload.create({ collection: 'companies_users', data: { company: (await payload.create({ collection: 'companies', data: { name: text() } })).id, user: accounts.free.id } }),
    create: async () => ({ company: (await payload.create({ collection: 'companies', data: { name: text() } })).id, user: accounts.free.id, admin: true }),
    update: () => ({ admin: true, paidAccess: true }),
    // Company and user are unique together, so a copy is always refused.
    allowed: restRoutes({ read: STAFF, write: STAFF, duplicate: NOBODY }),
  },
  company_invitations: {
    sample: async () => payload.create({ collection: 'company_invitations', data: { company: (await payload.create({ collection: 'companies', data: { name: text() } })).id, email: `${text()}@example.test`, tokenDigest: text() } }),
    create: async () => ({ company: (await payload.create({ collection: 'companies', data: { name: text() } })).id, email: `${text()}@example.test`, tokenDigest: text() }),
    update: () => ({ acceptedAt: new Date().toISOString() }),
    allowed: restRoutes({ read: STAFF, write: STAFF, duplicate: NOBODY }),
  },
  lesson_completions: {
    sample: async () => payload.create({ collection: 'lesson_completions', data: { user: (await createUser(payload)).id, lesson: fixture.lesson.id, completedAt: new Date().toISOString() } }),
    create: async () => ({ user: (await createUser(payload)).id, lesson: fixture.lesson.id, completedAt: new Date().toISOString() }),
    update: () => ({ completedAt: new Date(Date.now() - Math.floor(Math.random() * 1e9)).toISOString() }),
    allowed: restRoutes({ read: STAFF, write: STAFF, duplicate: NOBODY }),
  },
  team_lesson_counts: {
    sample: async () => payload.create({ collection: 'team_lesson_counts', data: { company: (await payload.create({ collection: 'companies', data: { name: text() } })).id, lesson: fixture.lesson.id, members: 1 } }),
    create: async () => ({ company: (await payload.create({ collection: 'companies', data: { name: text() } })).id, lesson: fixture.lesson.id, members: 5 }),
    update: () => ({ members: Math.floor(Math.random() * 1e6) + 2 }),
    allowed: restRoutes({ read: STAFF, write: NOBODY }), // kept by the completions' and memberships' hooks only
  },
  user_page_infos: {
    sample: async () => payload.create({ collection: 'user_page_infos', data: { user: accounts.free.id, page: (await page()).id }, depth: 0 }),
    create: async () => ({ user: accounts.free.id, page: (await page()).id }),
    update: () => ({ completedAt: new Date(Date.now() - Math.floor(Math.random() * 1e9)).toISOString() }),
    // Finding 2: written by the server only. User and page are unique together, so a copy is always refused.
    allowed: restRoutes({ read: OWNER_AND_STAFF, write: STAFF, duplicate: NOBODY }),
  },
  favorite_slides: {
    sample: async () => payload.create({ collection: 'favorite_slides', data: { user: accounts.free.id, slide: (await deck('basic')).id }, depth: 0 }),
    create: async () => ({ user: accounts.free.id, slide: (await deck('basic')).id }),
    update: async () => ({ slide: (await deck('basic')).id }),
    // The learner calls GET /, POST / and DELETE /:slideId stand in front of Payload's list, create and delete.
    // User and deck are unique together, so a copy is always refused.
    allowed: without(restRoutes({ read: OWNER_AND_STAFF, write: STAFF, duplicate: NOBODY }), 'GET /', 'POST /', 'DELETE /:id'),
  },
  slide_search_terms: {
    sample: async () => payload.create({ collection: 'slide_search_terms', data: { slide: (await deck('basic')).id, locale: 'ja', kind: 'text', term: text() }, depth: 0 }),
    create: async () => ({ slide: (await deck('basic')).id, locale: 'ja', kind: 'text', term: text() }),
    update: () => ({ term: text() }),
    allowed: restRoutes({ read: STAFF, write: NOBODY }), // kept by the decks' hooks only
  },
  ranking_scores: {
    sample: () => payload.create({ collection: 'ranking_scores', data: { user: accounts.free.id, periodKey: `day:${unique()}`, exp: 1 } }),
    create: async () => ({ user: accounts.free.id, periodKey: `day:${unique()}`, exp: 1 }),
    update: () => ({ exp: Math.floor(Math.random() * 1e6) + 2 }),
    allowed: restRoutes({ read: STAFF, write: STAFF, duplicate: NOBODY }), // user and period are unique together
  },
  ranking_exp_buckets: {
    sample: () => payload.create({ collection: 'ranking_exp_buckets', data: { periodKey: text(), exp: 1, users: 1 } }),
    create: async () => ({ periodKey: text(), exp: 1, users: 1 }),
    update: () => ({ users: Math.floor(Math.random() * 1e6) + 2 }),
    allowed: restRoutes({ read: STAFF, write: STAFF, duplicate: NOBODY }), // period and exp are unique together
  },
  notifications: {
    sample: () => payload.create({ collection: 'notifications', data: { user: accounts.free.id, category: 'others', body: text() } }),
    create: async () => ({ user: accounts.free.id, body: text() }),
    update: () => ({ body: text() }),
    allowed: restRoutes({ read: OWNER_AND_STAFF, write: STAFF }),
  },
  reminder_deliveries: {
    sample: () => payload.create({ collection: 'reminder_deliveries', data: { key: text(), user: accounts.free.id, kind: 'once', dueAt: new Date().toISOString(), status: 'sent' } }),
    create: async () => ({ key: text(), user: accounts.free.id, kind: 'once', dueAt: new Date().toISOString(), status: 'sent' }),
    update: () => ({ error: text() }),
    allowed: restRoutes({ read: STAFF, write: NOBODY }), // written by the reminder scheduler only (docs/reminders.md)
  },
  application_events: {
    sample: () => payload.create({ collection: 'application_events', data: { type: 'click', target: text(), user: accounts.free.id } }),
    create: async () => ({ type: 'click', target: text() }),
    update: () => ({ target: text() }),
    // The learner call POST / (allow-listed events) stands in front of Payload's create.
    allowed: without(restRoutes({ read: STAFF, write: STAFF }), 'POST /'),
  },
  javascript_logs: {
    sample: () => payload.create({ collection: 'javascript_logs', data: { kind: 'js_error', type: 'TypeError', level: 'error', message: text(), fingerprint: text(), user: accounts.free.id } }),
    create: async () => ({ kind: 'js_error', type: 'TypeError', level: 'error', message: text(), fingerprint: text() }),
    update: () => ({ message: text() }),
    // Written only by the server through the three log posts (learner calls); staff read them and nobody edits them.
    allowed: restRoutes({ read: STAFF, write: NOBODY }),
  },
  contact_messages: {
    sample: () => payload.create({ collection: 'contact_messages', data: { email: 'a@example.test', message: text() } }),
    create: async () => ({ email: 'a@example.test', message: text() }),
    update: () => ({ message: text() }),
    allowed: restRoutes({ read: STAFF, write: STAFF, create: ALL, duplicate: STAFF }), // anyone may write to the platform
  },
  job_applications: {
    sample: async () => payload.create({ collection: 'job_applications', data: { opening: (await jobOpening()).id, name: 'A', email: 'a@example.test', message: text() } }),
    create: async () => ({ opening: (await jobOpening()).id, name: 'A', email: 'a@example.test', message: text() }),
    update: () => ({ message: text() }),
    allowed: restRoutes({ read: STAFF, write: STAFF, create: ALL, duplicate: STAFF }), // anyone may apply
  },
  // Feedback (docs/feedback.md): sent through the learner call POST / only, read and answered by staff.
  feedbacks: {
    sample: () => payload.create({ collection: 'feedbacks', data: { variant: 'default', category: 'bug', status: 'new', email: 'a@example.test', message: text() }, overrideAccess: true }),
    create: async () => ({ variant: 'default', category: 'bug', status: 'new', email: 'a@example.test', message: text() }),
    update: () => ({ status: 'in_progress', message: text() }),
    allowed: without(restRoutes({ read: STAFF, write: STAFF, create: NOBODY }), 'POST /'),
  },
  feedback_attachments: {
    sample: async () => {
      const data = await png(16, 16)
      return payload.create({ collection: 'feedback_attachments', data: {}, file: { data, mimetype: 'image/png', name: `tb-${unique()}.png`, size: data.length }, overrideAccess: true })
    },
    create: async () => uploadForm('image/png', `tb-${unique()}.png`, await png(16, 16), {}),
    update: () => ({ focalX: Math.floor(Math.random() * 100) }),
    // A sender's file is evidence: stored by the feedback call, never replaced; staff read and delete it.
    allowed: { ...restRoutes({ read: STAFF, write: STAFF, create: NOBODY }), 'PATCH /': NOBODY, 'PATCH /:id': NOBODY, 'GET /file/:filename': STAFF, 'GET /paste-url/:id?': NOBODY },
  },
  // Billing (docs/plans.md): staff only; a learner's plan changes only through the learner calls and webhooks.
  subscriptions: {
    sample: async () => payload.create({ collection: 'subscriptions', data: await subscriptionRow() }),
    create: () => subscriptionRow(),
    update: () => ({ currentPeriodEnd: new Date(Date.now() + Math.floor(Math.random() * 1e10)).toISOString() }),
    allowed: restRoutes({ read: STAFF, write: STAFF }),
  },
  charges: {
    sample: () => payload.create({ collection: 'charges', data: { user: accounts.free.id, billedAt: new Date().toISOString(), summary: text(), amount: 1490, currency: 'jpy' } }),
    create: async () => ({ user: accounts.free.id, billedAt: new Date().toISOString(), summary: text(), amount: 1490, currency: 'jpy' }),
    update: () => ({ summary: text() }),
    allowed: restRoutes({ read: STAFF, write: STAFF }),
  },
  coupons: {
    sample: () => payload.create({ collection: 'coupons', data: { code: text(), provider: 'tokopedia' as const, plan: 'plus_1m' as const, validityMonths: 1, percentOff: 100, duration: 'once' as const } }),
    create: async () => ({ code: text(), provider: 'tokopedia' as const, plan: 'plus_1m' as const, validityMonths: 1, percentOff: 100, duration: 'once' as const }),
    update: () => ({ promotionId: text() }),
    allowed: restRoutes({ read: STAFF, write: STAFF }), // a copy's code gets Payload's "Copy" suffix, so it stays unique
  },
  'coupon_redemptions': {
    sample: async () => payload.create({ collection: 'coupon_redemptions', data: { coupon: (await couponRow()).id, user: accounts.free.id } }),
    create: async () => ({ coupon: (await couponRow()).id, user: accounts.free.id }),
    update: async () => ({ coupon: (await couponRow()).id }),
    // Redeeming (the learner call POST /) stands in front of Payload's create.
    allowed: without(restRoutes({ read: STAFF, write: STAFF }), 'POST /'),
  },
  user_learning_paths: {
    sample: async () => payload.create({ collection: 'user_learning_paths', data: { user: accounts.free.id, learningPath: (await pathRow()).id, status: 'active', startedAt: new Date().toISOString() }, depth: 0 }),
    create: async () => ({ user: accounts.free.id, learningPath: (await pathRow()).id, status: 'active', startedAt: new Date().toISOString() }),
    update: () => ({ startedAt: new Date(Date.now() - Math.floor(Math.random() * 1e9)).toISOString() }),
    // Starting a path (the learner call POST /) stands in front of Payload's create; user and path are unique together.
    allowed: without(restRoutes({ read: OWNER_AND_STAFF, write: STAFF, duplicate: NOBODY }), 'POST /'),
  },
  user_document_page_infos: {
    sample: async () => payload.create({ collection: 'user_document_page_infos', data: { user: accounts.free.id, document: (await documentRow()).id }, depth: 0 }),
    create: async () => ({ user: accounts.free.id, document: (await documentRow()).id }),
    update: () => ({ finishedAt: new Date(Date.now() - Math.floor(Math.random() * 1e9)).toISOString() }),
    // Reading a document (the learner call POST /) stands in front of Payload's create.
    allowed: without(restRoutes({ read: OWNER_AND_STAFF, write: STAFF, duplicate: NOBODY }), 'POST /'),
  },
  certificates: {
    sample: async () => payload.create({ collection: 'certificates', data: await certificateRow(), depth: 0 }),
    create: certificateRow,
    update: () => ({ name: text() }),
    // Issued by the learner calls only: a learner can neither forge one nor rename their own.
    allowed: restRoutes({ read: OWNER_AND_STAFF, write: STAFF, duplicate: NOBODY }),
  },
  'billing_events': {
    sample: () => payload.create({ collection: 'billing_events', data: { eventId: text(), type: 'invoice.paid', provider: 'STRIPE' } }),
    create: async () => ({ eventId: text(), type: 'invoice.paid', provider: 'STRIPE' }),
    update: () => ({ type: text() }),
    allowed: restRoutes({ read: STAFF, write: NOBODY }), // written by the webhook route only
  },
  'billing_log': {
    sample: () => payload.create({ collection: 'billing_log', data: { collectionSlug: 'subscriptions', docId: text(), operation: 'update', actor: 'staff' } }),
    create: async () => ({ collectionSlug: 'subscriptions', docId: text(), operation: 'update', actor: 'staff' }),
    update: () => ({ summary: text() }),
    allowed: restRoutes({ read: STAFF, write: NOBODY }), // written by the billing collections' hooks only
  },
  'payload-locked-documents': {
    // Staff's lock on a page they are editing (finding 11: only staff lock).
    sample: async () => payload.create({ collection: 'payload-locked-documents', data: { document: { relationTo: 'pages', value: (await page()).id }, user: { relationTo: 'users', value: accounts.staff.id } } }),
    create: async () => ({ document: { relationTo: 'pages', value: (await page()).id }, user: { relationTo: 'users', value: accounts.staff.id } }),
    update: () => ({ globalSlug: text() }),
    allowed: restRoutes({ read: STAFF, write: STAFF }),
  },
  'payload-preferences': {
    // The free learner's admin preference: each account reads and writes only its own, staff included.
    sample: () => payload.create({ collection: 'payload-preferences', data: { key: text(), value: 'x', user: { relationTo: 'users', value: accounts.free.id } }, user: accounts.free, depth: 0 }),
    create: async () => ({ key: text(), value: 'x' }),
    update: () => ({ value: text() }),
    // Payload's own GET, POST and DELETE /:key (by preference key) stand in front of its count, find and delete by id.
    allowed: {
      ...without(restRoutes({ read: ['free'], write: ['free'], create: SIGNED_IN, duplicate: ['free'] }), 'GET /count', 'GET /:id', 'DELETE /:id'),
      'GET /:key': ['free'],
      'POST /:key': SIGNED_IN,
      'DELETE /:key': ['free'],
    },
  },
  'payload-kv': {
    // Payload's key-value store: its own code only.
    sample: () => payload.create({ collection: 'payload-kv', data: { key: text(), data: { a: 1 } } }),
    create: async () => ({ key: text(), data: { a: 1 } }),
    update: () => ({ key: text() }),
    allowed: restRoutes({ read: NOBODY, write: NOBODY }),
  },
  // Payload mounts no route for its migrations.
  'payload-migrations': { sample: unused, create: unused, update: unused, allowed: {} },
}

const GLOBALS: Record<string, GlobalRow> = {
  landing: { update: () => ({ heroTitle: text() }), allowed: globalRoutes() },
  professional: { update: () => ({ heroTitle: text() }), allowed: globalRoutes() },
}
/** A drafted global: everyone reads what is published, staff write it and read its versions (finding 5). */
function globalRoutes() {
  return { 'GET /': ALL, 'POST /': STAFF, 'GET /versions': STAFF, 'GET /versions/:id': STAFF, 'POST /versions/:id': STAFF, 'POST /access': ALL }
}

/** Routes at the API root besides the learner calls; GraphQL is switched off. */
// Stripe's webhook answers only events signed with the webhook secret (docs/plans.md "Webhooks").
const ROOT: Record<string, readonly Role[]> = {
  'GET /access': ALL,
  'POST /graphql': NOBODY,
  'GET /graphql-playground': NOBODY,
  'POST /stripe/webhook': NOBODY,
  // The admin's own calls (docs/admin.md "Publishing status", "Curriculum tree").
  'GET /site_publishing': STAFF,
  'POST /curriculum_order': STAFF,
}

/** Root routes probed with their own body instead of the GraphQL queries: the fixture's pages in their current order (nothing moves). */
const ROOT_BODIES: Record<string, () => Promise<{ json: unknown }[]>> = {
  'POST /curriculum_order': async () => {
    const pages = await payload.find({ collection: 'pages', where: { chapter: { equals: fixture.chapter.id } }, sort: 'order', depth: 0, limit: 100 })
    return [{ json: { collection: 'pages', ids: pages.docs.map((page) => page.id) } }]
  },
}

async function unused(): Promise<never> {
  throw new Error('Payload mounts no route for this collection')
}
const project = () => payload.create({ collection: 'projects', data: { slug: text(), course: fixture.course.id, title: 'P', order: 1 } })
const faqCategory = () => payload.create({ collection: 'faq_categories', data: { slug: text(), name: 'C', order: 1 } })
const jobOpening = () => payload.create({ collection: 'job_openings', data: { slug: text(), title: 'Job', employmentType: 'full_time', _status: 'published' } })

// ---------------------------------------------------------------------------------------------------------
// Probes for the routes of auth collections, which do not act on one document.

async function lockedAccount() {
  const victim = await createUser(payload)
  await payload.db.updateOne({ collection: 'users', id: victim.id, data: { loginAttempts: 10, lockUntil: new Date(Date.now() + 3_600_000).toISOString() } })
  return victim
}
const lockUntilOf = async (id: Id) => ((await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as { lockUntil?: string | null }).lockUntil ?? null

const AUTH_PROBES: Record<string, (role: Role) => Promise<boolean>> = {
  'users POST /login': async (role) => {
    const someone = await createUser(payload)
    const { status, body } = await walk.call(role, 'POST', '/api/users/login', { json: { email: someone.email, password: PASSWORD } }, await browser(accountOf(role)))
    return status === 200 && body.user?.id === someone.id
  },
  'users POST /logout': async (role) => (await walk.call(role, 'POST', '/api/users/logout', {}, await browser(accountOf(role)))).status === 200,
  'users GET /me': async (role) => {
    const { status, body } = await walk.call(role, 'GET', '/api/users/me')
    return status === 200 && Boolean(body.user?.id)
  },
  'users POST /refresh-token': async (role) => (await walk.call(role, 'POST', '/api/users/refresh-token', {}, await browser(accountOf(role)))).status === 200,
  'users POST /forgot-password': async (role) => (await walk.call(role, 'POST', '/api/users/forgot-password', { json: { email: (await createUser(payload)).email } })).status === 200,
  'users POST /reset-password': async (role) => {
    const someone = await createUser(payload)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: someone.email }, disableEmail: true })
    return (await walk.call(role, 'POST', '/api/users/reset-password', { json: { token, password: 'a-new-password' } }, await browser(accountOf(role)))).status === 200
  },
  'users POST /first-register': async (role) =>
    (await walk.call(role, 'POST', '/api/users/first-register', { json: { email: `tb-${unique()}@example.test`, password: PASSWORD } }, await browser(accountOf(role)))).status < 300,
  'users POST /unlock': async (role) => {
    const victim = await lockedAccount()
    const { status } = await walk.call(role, 'POST', '/api/users/unlock', { json: { email: victim.email } })
    return status === 200 && (await lockUntilOf(victim.id)) === null
  },
  'users GET /init': async (role) => (await walk.call(role, 'GET', '/api/users/init')).status === 200,
  'payload-preferences GET /:key': async (role) => {
    const preference = (await COLLECTIONS['payload-preferences'].sample()) as unknown as { key: string }
    const { status, body } = await walk.call(role, 'GET', `/api/payload-preferences/${preference.key}`)
    return status === 200 && body.value === 'x'
  },
  'payload-preferences POST /:key': async (role) => {
    const key = text()
    const { status } = await walk.call(role, 'POST', `/api/payload-preferences/${key}`, { json: { value: 'y' } })
    const { totalDocs } = await payload.count({ collection: 'payload-preferences', where: { key: { equals: key }, 'user.value': { equals: accountOf(role)?.id ?? -1 } } })
    return status === 200 && totalDocs === 1
  },
  'payload-preferences DELETE /:key': async (role) => {
    const preference = (await COLLECTIONS['payload-preferences'].sample()) as unknown as { id: Id; key: string }
    await walk.call(role, 'DELETE', `/api/payload-preferences/${preference.key}`)
    return (await payload.count({ collection: 'payload-preferences', where: { id: { equals: preference.id } } })).totalDocs === 0
  },
}

let walk: RouteWalk
beforeAll(() => {
  walk = new RouteWalk(payload, (role) => clients[role], AUTH_PROBES)
})

describe('every route Payload mounts', () => {
  it('has a row for every collection and global, naming every route that is not a learner call', () => {
    expect(payload.config.collections.map((c) => c.slug).sort()).toEqual(Object.keys(COLLECTIONS).sort())
    expect(payload.config.globals.map((g) => g.slug).sort()).toEqual(Object.keys(GLOBALS).sort())
    const unnamed = (routes: ReturnType<typeof mountedRoutes>, named: object) => routes.filter((r) => !r.learnerCall && !(r.key in named)).map((r) => r.key)
    for (const collection of payload.config.collections) {
      const row = COLLECTIONS[collection.slug]
      const routes = mountedRoutes(collection.endpoints)
      expect(unnamed(routes, { ...row.allowed, ...row.otherRoutes }), collection.slug).toEqual([])
      // A table entry for a route that is not mounted (or is shadowed by a learner call) is stale.
      expect(Object.keys(row.allowed).filter((key) => !routes.some((r) => r.key === key && !r.learnerCall)), collection.slug).toEqual([])
    }
    for (const global of payload.config.globals) expect(mountedRoutes(global.endpoints).map((r) => r.key).sort(), global.slug).toEqual(Object.keys(GLOBALS[global.slug].allowed).sort())
    expect(unnamed(mountedRoutes(payload.config.endpoints), ROOT)).toEqual([])
  })

  it('lets each caller use exactly the collection routes the table gives them', async () => {
    const seen: Record<string, Record<string, Role[]>> = {}
    const expected: Record<string, Record<string, readonly Role[]>> = {}
    for (const collection of payload.config.collections) {
      const row = COLLECTIONS[collection.slug]
      const keys = mountedRoutes(collection.endpoints).filter((r) => !r.learnerCall && r.key in row.allowed).map((r) => r.key)
      seen[collection.slug] = await walk.collection(collection.slug, row, keys)
      expected[collection.slug] = row.allowed
    }
    expect(seen).toEqual(expected)
  })

  it('lets each caller use exactly the global routes the table gives them', async () => {
    const seen: Record<string, Record<string, Role[]>> = {}
    for (const global of payload.config.globals) {
      // A draft, so the global has a version to read and restore.
      await payload.updateGlobal({ slug: global.slug as 'landing', draft: true, data: { heroTitle: text() } })
      seen[global.slug] = await walk.global(global.slug, GLOBALS[global.slug], Object.keys(GLOBALS[global.slug].allowed))
    }
    expect(seen).toEqual(Object.fromEntries(Object.entries(GLOBALS).map(([slug, row]) => [slug, row.allowed])))
  })

  it('lets each caller use exactly the root routes the table gives them, and answers no GraphQL', async () => {
    // A query and a mutation: either getting through counts.
    const graphql = [{ query: '{ Users { docs { id email } } }' }, { query: 'mutation { updateUserPageInfo(id: 1, data: { completed: true }) { id } }' }]
    const seen = await walk.whoGetsThrough(Object.keys(ROOT), async (key, role) => {
      const [method, path] = key.split(' ')
      const bodies = ROOT_BODIES[key] ? await ROOT_BODIES[key]() : method === 'POST' ? graphql.map((json) => ({ json })) : [{}]
      const statuses = await Promise.all(bodies.map(async (options) => (await walk.call(role, method, `/api${path}`, options)).status))
      return statuses.includes(200)
    })
    expect(seen).toEqual(ROOT)
  })
})

describe('findings: routes and data', () => {
  it('2: a learner cannot forge progress: no create, update, re-pointing or delete of page infos, scores or server-owned account fields', async () => {
    const learner = await createUser(payload)
    const client = await browser(learner)
    const mine = await payload.create({ collection: 'user_page_infos', data: { user: learner.id, page: fixture.basicPage.id, answerFlag: true }, depth: 0 })
    // Re-pointing the own row at a Plus page, clearing it and erasing the answer flag.
    const repoint = await client.call('PATCH', `/api/user_page_infos/${mine.id}`, { json: { page: fixture.plusPage.id, completed: true, completedAt: new Date().toISOString(), answerFlag: false } })
    expect(repoint.status).toBe(403)
    const bulk = await client.call('PATCH', `/api/user_page_infos?where[user][equals]=${learner.id}`, { json: { completed: true, answerFlag: false } })
    expect(bulk.body.docs ?? []).toEqual([])
    expect(await payload.findByID({ collection: 'user_page_infos', id: mine.id, depth: 0 })).toMatchObject({ page: fixture.basicPage.id, completed: false, answerFlag: true })
    // A new row for a page never opened, and deleting the own row (to erase the answer flag).
    expect((await client.call('POST', '/api/user_page_infos', { json: { page: fixture.professionalPage.id, completed: true } })).status).toBe(403)
    expect((await client.call('DELETE', `/api/user_page_infos/${mine.id}`)).status).toBe(403)
    expect((await payload.find({ collection: 'user_page_infos', where: { user: { equals: learner.id } }, depth: 0 })).docs.map((d) => d.id)).toEqual([mine.id])
    // Exp and rankings.
    expect((await client.call('POST', '/api/ranking_scores', { json: { user: learner.id, periodKey: 'total', exp: 99999 } })).status).toBe(403)
    expect((await payload.count({ collection: 'ranking_scores', where: { user: { equals: learner.id } } })).totalDocs).toBe(0)
    // The account's server-owned fields, through Payload's update of the own account.
    const forged = { roles: ['staff'], entitlements: { plus: true, professional: true }, totalExp: 99999, totalLessonCompletionCount: 99, emailConfirmedAt: new Date().toISOString(), twoFactorEnabled: true, passwordSet: false }
    const self = await client.call('PATCH', `/api/users/${learner.id}`, { json: forged })
    expect(self.status).toBeLessThan(500)
    expect(await payload.findByID({ collection: 'users', id: learner.id, depth: 0 })).toMatchObject({ roles: ['learner'], entitlements: { plus: false, professional: false, professionalCourses: [] }, totalExp: 0, totalLessonCompletionCount: 0, emailConfirmedAt: null, twoFactorEnabled: false, passwordSet: true })
  })

  it('3: a learner cannot lift another account’s login lockout; staff can', async () => {
    const victim = await lockedAccount()
    const refused = await clients.free.call('POST', '/api/users/unlock', { json: { email: victim.email } })
    expect(refused.status).toBe(403)
    expect(await lockUntilOf(victim.id)).not.toBeNull()
    expect((await clients.anonymous.call('POST', '/api/users/unlock', { json: { email: victim.email } })).status).toBe(403)
    expect((await clients.staff.call('POST', '/api/users/unlock', { json: { email: victim.email } })).status).toBe(200)
    expect(await lockUntilOf(victim.id)).toBeNull()
  })

  it('5: drafts and versions of news, documents, FAQs and the landing and Professional pages are staff-only', async () => {
    const post = await payload.create({ collection: 'news_posts', draft: true, data: { slug: text(), title: 'Unannounced', category: 'event', publishedAt: new Date().toISOString(), _status: 'draft' } })
    for (const role of ['anonymous', 'free', 'plus'] as const) {
      for (const path of ['/api/news_posts/versions', '/api/documents/versions', '/api/faqs/versions', '/api/globals/landing/versions', '/api/globals/professional/versions']) {
        const { status, body } = await clients[role].call('GET', path)
        expect([path, role, status]).toEqual([path, role, 403])
        expect(JSON.stringify(body)).not.toContain('Unannounced')
      }
      expect((await clients[role].call('GET', `/api/news_posts/${post.id}?draft=true`)).status).toBe(404)
    }
    const staff = await clients.staff.call('GET', `/api/news_posts/versions?where[parent][equals]=${post.id}`)
    expect(staff.body.docs[0].version.title).toBe('Unannounced')
  })

  it('6: images of a paid deck are listed and served only to entitled learners; other images stay public', async () => {
    const paid = await paidImage()
    const free = await image()
    await deck('basic', [{ image: free.id }])
    const shared = await image()
    await deck('plus', [{ image: shared.id }])
    await deck('basic', [{ image: shared.id }])
    const files = (media: Media) => [media.filename, media.sizes?.thumbnail?.filename, media.sizes?.slide?.filename].map((f) => `/api/media/file/${encodeURIComponent(String(f))}`)
    const listed = async (role: Role) => (await clients[role].call('GET', `/api/media?where[id][in]=${paid.id},${free.id},${shared.id}&sort=id&depth=0`)).body.docs.map((d: { id: number }) => d.id)
    for (const role of ['anonymous', 'free'] as const) {
      expect(await listed(role)).toEqual([free.id, shared.id])
      expect((await clients[role].call('GET', `/api/media/${paid.id}`)).status).toBe(404)
      for (const file of files(paid)) expect([file, (await fetch(`${server.url}${file}`, { headers: { cookie: cookieOf(clients[role]) } })).status]).toEqual([file, 403])
      for (const file of [...files(free), ...files(shared)]) expect((await fetch(`${server.url}${file}`, { headers: { cookie: cookieOf(clients[role]) } })).status).toBe(200)
    }
    for (const role of ['plus', 'staff'] as const) {
      expect(await listed(role)).toEqual([paid.id, free.id, shared.id])
      for (const file of files(paid)) expect((await fetch(`${server.url}${file}`, { headers: { cookie: cookieOf(clients[role]) } })).status).toBe(200)
    }
  })

  it('11: a learner cannot lock a document (so staff saves never meet 423), nor touch another account’s preferences', async () => {
    const target = await page()
    const lock = await clients.free.call('POST', '/api/payload-locked-documents', { json: { document: { relationTo: 'pages', value: target.id }, user: { relationTo: 'users', value: accounts.free.id } } })
    expect(lock.status).toBe(403)
    expect((await payload.count({ collection: 'payload-locked-documents', where: { 'document.value': { equals: target.id } } })).totalDocs).toBe(0)
    expect((await clients.staff.call('PATCH', `/api/pages/${target.id}`, { json: { title: 'Saved by staff' } })).status).toBe(200)

    const staffPreference = await payload.create({ collection: 'payload-preferences', data: { key: text(), value: 'staff', user: { relationTo: 'users', value: accounts.staff.id } }, user: accounts.staff })
    const forged = await clients.free.call('POST', '/api/payload-preferences?depth=0', { json: { key: text(), value: 'planted', user: { relationTo: 'users', value: accounts.staff.id } } })
    expect(forged.body.doc.user).toMatchObject({ relationTo: 'users', value: accounts.free.id })
    expect((await clients.free.call('GET', `/api/payload-preferences?where[id][equals]=${staffPreference.id}`)).body.docs).toEqual([])
    expect((await clients.free.call('PATCH', `/api/payload-preferences/${staffPreference.id}`, { json: { value: 'hijacked' } })).status).toBe(403)
    expect((await clients.free.call('DELETE', `/api/payload-preferences?where[id][equals]=${staffPreference.id}`)).body.docs).toEqual([])
    expect((await payload.findByID({ collection: 'payload-preferences', id: staffPreference.id, depth: 0 })).value).toBe('staff')
  })

  describe('13: bad input never answers 500', () => {
    /** Every state-changing learner call, with its path parameters filled in for `user`. */
    const stateChangingCalls = (user: User) => {
      const calls: { method: string; path: string }[] = []
      const fill = (path: string) => path.replace(/:userId|:id/g, String(user.id)).replace(/:slideId/g, '1')
      for (const endpoint of payload.config.endpoints) if (endpoint.custom?.learnerCall && endpoint.method !== 'get') calls.push({ method: endpoint.method.toUpperCase(), path: `/api${fill(endpoint.path)}` })
      for (const collection of payload.config.collections)
        for (const endpoint of collection.endpoints || []) if (endpoint.custom?.learnerCall && endpoint.method !== 'get') calls.push({ method: endpoint.method.toUpperCase(), path: `/api/${collection.slug}${fill(endpoint.path)}` })
      // Sign-up, sign-in, sign-out, account, password, two-factor, settings, favourites, events …: a lost marker must not empty the walk.
      expect(calls.length).toBeGreaterThanOrEqual(20)
      return calls
    }
    const raw = (client: ApiClient, method: string, path: string, body: string | ReadableStream<Uint8Array>) =>
      fetch(`${server.url}${path}?locale=en`, {
        method,
        body,
        duplex: 'half',
        headers: { 'content-type': 'application/json', cookie: cookieOf(client), 'x-csrf-token': client.cookies.get('csrf_token')!, origin: server.url },
      } as RequestInit)

    it('answers 400 with the errors object to a body that is not JSON or not an object, and 413 to an oversized one', async () => {
      const learner = await createUser(payload)
      const client = await browser(learner)
      const calls = stateChangingCalls(learner)
      const oversized = JSON.stringify({ user: { name: 'x'.repeat(MAX_JSON_BODY_BYTES) } })
      for (const { method, path } of calls) {
        for (const [body, status, message] of [
          ['{"user": {"email": ', 400, 'The request is not in the expected format.'],
          ['[1, 2]', 400, 'The request is not in the expected format.'],
          ['"text"', 400, 'The request is not in the expected format.'],
          [oversized, 413, 'The request is too large.'],
        ] as const) {
          const answer = await raw(client, method, path, body)
          expect([method, path, answer.status, await answer.json()]).toEqual([method, path, status, { errors: { base: [message] } }])
        }
      }
      // Sent in chunks without a length, an oversized body is read only up to the limit.
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => (controller.enqueue(new TextEncoder().encode(oversized)), controller.close()) })
      const chunked = await raw(client, 'PUT', '/api/user_reminder_settings', stream)
      expect([chunked.status, await chunked.json()]).toEqual([413, { errors: { base: ['The request is too large.'] } }])
      // Nothing above reached a handler: the learner is still signed in and still exists.
      expect((await client.call('GET', '/api/users/me_for_account')).body.user.id).toBe(learner.id)
    })

    it('answers wrongly typed fields with a 4xx and the errors object, or ignores them', async () => {
      const learner = await createUser(payload)
      const wrong = JSON.stringify({ user: 12, event: 'x', settings: [1], reminder: 'x', password: { a: 1 }, code: 7, slide_id: { x: 1 }, redirect: 5, after_confirmation_redirect_destination: [] })
      const nulls = JSON.stringify({ user: null, event: null, settings: null, reminder: null, password: null, code: null, slide_id: null })
      for (const { method, path } of stateChangingCalls(learner)) {
        for (const body of [wrong, nulls]) {
          // A fresh session each time: sign-out and the like may end it.
          const answer = await raw(await browser(learner), method, path, body)
          const text = await answer.text()
          expect([method, path, answer.status < 500], text).toEqual([method, path, true])
          if (answer.status >= 400) expect(Object.keys(JSON.parse(text))).toEqual(['errors'])
        }
      }
    })

    it('deletes an account that has favourite decks, their marks with it', async () => {
      const learner = await createUser(payload)
      const client = await browser(learner)
      const favourite = await deck('basic')
      expect((await client.call('POST', '/api/favorite_slides', { json: { slide_id: favourite.id } })).status).toBe(200)
      const deleted = await client.call('DELETE', '/api/users/account', { json: { password: PASSWORD } })
      expect(deleted.status).toBe(204)
      expect((await payload.count({ collection: 'users', where: { id: { equals: learner.id } } })).totalDocs).toBe(0)
      expect((await payload.count({ collection: 'favorite_slides', where: { user: { equals: learner.id } } })).totalDocs).toBe(0)
    })
  })
})

const cookieOf = (client: ApiClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
