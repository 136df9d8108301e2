import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Slide, User } from '@cms/payload-types'
import { backfillSlideSearch } from '@cms/slides/backfillSlideSearch'
import { runSql, sql } from '@cms/sql/runSql'
import { ApiClient, startApiServer } from '../support/apiServer'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'
import { testPayload } from '../support/payload'

let payload: Payload
let server: Awaited<ReturnType<typeof startApiServer>>
let lessonA: Awaited<ReturnType<typeof createLessonWithPages>>
let lessonB: Awaited<ReturnType<typeof createLessonWithPages>>
let free: User
let plus: User
/** A word no other test's decks contain, so results can be compared exactly in the shared database. */
const word = unique()

beforeAll(async () => {
  payload = await testPayload()
  server = await startApiServer()
  lessonA = await createLessonWithPages(payload)
  lessonB = await createLessonWithPages(payload)
  free = await createUser(payload)
  plus = await createUser(payload, {}, 'plus')
})
afterAll(() => server?.close())

type Item = NonNullable<Slide['items']>[number]
/** A deck with its English and Japanese texts, created as staff do in the CMS (the search index follows by hook). */
async function deck(lessonId: number, planType: Slide['planType'], en: { title: string; items: Item[] }, ja?: { title: string; items: Item[] }) {
  const created = await payload.create({ collection: 'slides', locale: 'en', data: { slug: `deck-${unique()}`, lesson: lessonId, version: 'v3', planType, ...en } })
  if (ja) await payload.update({ collection: 'slides', id: created.id, locale: 'ja', data: ja })
  return created
}

/** A browser signed in as the user, holding its CSRF cookie. */
async function signedIn(user: User | null) {
  const client = new ApiClient(server.url)
  await client.call('GET', '/api/csrf_token')
  if (user) expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' } } })).status).toBe(200)
  return client
}
const titles = (body: { slides: { title: string }[] }) => body.slides.map((s) => s.title)

let selectDeck: Slide
let functionsDeck: Slide
let plusDeck: Slide
beforeAll(async () => {
  selectDeck = await deck(
    lessonA.lesson.id,
    'basic',
    { title: `Querying ${word}`, items: [{ title: 'SELECT and FROM', body: 'Pick columns with `SELECT`.', code: 'SELECT name FROM users;' }] },
    { title: `問い合わせ ${word}`, items: [{ title: 'SELECT と FROM', body: 'カラムを選びます。データベースの基本です。' }] },
  )
  functionsDeck = await deck(lessonB.lesson.id, 'basic', { title: `Functions ${word}`, items: [{ title: 'Defining', body: 'A function groups statements.' }] }, { title: `関数 ${word}`, items: [{ title: '定義', body: '関数は処理をまとめます。' }] })
  plusDeck = await deck(lessonB.lesson.id, 'plus', { title: `Selectors deep dive ${word}`, items: [{ title: 'Paid secret', body: 'Only for Plus members: selector specificity.' }] })
})

describe('GET /api/slides/library_search', () => {
  it('answers 401 to visitors, as the library is for signed-in learners', async () => {
    const visitor = await signedIn(null)
    expect((await visitor.call('GET', `/api/slides/library_search?search_word=${word}&locale=en`)).status).toBe(401)
  })

  it('finds decks by prefixes of words of titles and slide text in the learner locale, all words required', async () => {
    const client = await signedIn(free)
    const both = await client.call('GET', `/api/slides/library_search?search_word=${word}&locale=en`)
    expect([both.status, titles(both.body), both.body.isLastSlide]).toEqual([200, [`Querying ${word}`, `Functions ${word}`], true])
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=${word}+sel&locale=en`)).body)).toEqual([`Querying ${word}`])
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=${word}%20STATEMENT&locale=en`)).body)).toEqual([`Functions ${word}`])
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=${word}+nothing-here&locale=en`)).body)).toEqual([])
    // Japanese has no spaces: any substring finds the deck, one character too.
    const ja = (w: string) => client.call('GET', `/api/slides/library_search?search_word=${encodeURIComponent(`${word} ${w}`)}&locale=ja`)
    expect(titles((await ja('データベース')).body)).toEqual([`問い合わせ ${word}`])
    expect(titles((await ja('関数')).body)).toEqual([`関数 ${word}`])
    expect(titles((await ja('数')).body)).toEqual([`関数 ${word}`])
    expect(titles((await ja('ベースの基')).body)).toEqual([`問い合わせ ${word}`])
    expect(titles((await ja('Functions')).body)).toEqual([])
    // Indonesian learners search the English text they are shown.
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=${word}+defin&locale=id`)).body)).toEqual([`Functions ${word}`])
  })

  it('answers each deck with its lesson, slides, where the last slide leads, and the favourite mark', async () => {
    const client = await signedIn(free)
    const { body } = await client.call('GET', `/api/slides/library_search?search_word=${word}+select&locale=en`)
    const { lesson, basicPage } = lessonA
    expect(body.slides[0]).toEqual({
      id: selectDeck.id,
      title: `Querying ${word}`,
      version: 'v3',
      planType: 'basic',
      lesson: { id: lesson.id, title: 'Lesson', languageName: 'python', category: lesson.category, order: 1, url: `/lessons/python/${lesson.category}/1` },
      exerciseUrl: `/python/${lesson.slug}/1/${basicPage.order}`,
      favorite: false,
      items: [{ title: 'SELECT and FROM', body: 'Pick columns with `SELECT`.', code: 'SELECT name FROM users;', videoUrl: null, image: null }],
    })
  })

  it('lists paid decks only to entitled learners', async () => {
    const search = `/api/slides/library_search?search_word=${word}+selectors&locale=en`
    expect(titles((await (await signedIn(free)).call('GET', search)).body)).toEqual([])
    const forPlus = await (await signedIn(plus)).call('GET', search)
    expect(titles(forPlus.body)).toEqual([`Selectors deep dive ${word}`])
    expect(forPlus.body.slides[0].items[0].title).toBe('Paid secret')
  })

  it('filters by lesson and by language, keeping lesson ids unique, and refuses malformed options', async () => {
    const client = await signedIn(plus)
    const byLesson = await client.call('GET', `/api/slides/library_search?search_word=${word}&lesson_ids=${lessonB.lesson.id},${lessonB.lesson.id}&locale=en`)
    expect(titles(byLesson.body)).toEqual([`Functions ${word}`, `Selectors deep dive ${word}`])
    const both = await client.call('GET', `/api/slides/library_search?search_word=${word}&lesson_ids[]=${lessonA.lesson.id}&lesson_ids[]=${lessonB.lesson.id}&locale=en`)
    expect(both.body.slides).toHaveLength(3)
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=${word}&language_ids=html,sql&locale=en`)).body)).toEqual([])
    expect((await client.call('GET', `/api/slides/library_search?search_word=${word}&language_ids=python&locale=en`)).body.slides).toHaveLength(3)
    const bad = await client.call('GET', `/api/slides/library_search?lesson_ids=abc&language_ids=cobol&locale=en`)
    expect([bad.status, bad.body]).toEqual([422, { errors: { lessonIds: ['There was a problem with this field'], languageIds: ['There was a problem with this field'] } }])
  })

  it('pages with offset, saying which page is the last', async () => {
    const { lesson } = await createLessonWithPages(payload)
    const many = `page${unique()}`
    for (let i = 0; i < 22; i++) await deck(lesson.id, 'basic', { title: `Deck ${i} ${many}`, items: [] })
    const client = await signedIn(free)
    const first = await client.call('GET', `/api/slides/library_search?search_word=${many}&locale=en`)
    expect([first.body.slides.length, first.body.isLastSlide]).toEqual([20, false])
    const more = await client.call('GET', `/api/slides/library_search?search_word=${many}&offset=20&locale=en`)
    expect([titles(more.body), more.body.isLastSlide]).toEqual([[`Deck 20 ${many}`, `Deck 21 ${many}`], true])
  })

  it('keeps the index with the decks: an edit is found by its new words only, a deleted deck is gone', async () => {
    const renamed = await deck(lessonA.lesson.id, 'basic', { title: `Old${word} title`, items: [] })
    await payload.update({ collection: 'slides', id: renamed.id, locale: 'en', data: { title: `New${word} title` } })
    const client = await signedIn(free)
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=old${word}&locale=en`)).body)).toEqual([])
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=new${word}&locale=en`)).body)).toEqual([`New${word} title`])
    expect((await client.call('POST', '/api/favorite_slides', { json: { slide_id: renamed.id } })).status).toBe(200)
    await payload.delete({ collection: 'slides', id: renamed.id })
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=new${word}&locale=en`)).body)).toEqual([])
    expect((await payload.count({ collection: 'favorite_slides', where: { slide: { equals: renamed.id } } })).totalDocs).toBe(0)
  })
})

describe('decks saved before the slide library (the migration backfills their search rows)', () => {
  it('makes them searchable in every locale, falling back as Payload shows them', async () => {
    const old = await deck(lessonA.lesson.id, 'basic', { title: `Legacy ${word}`, items: [{ title: 'Old slide', body: 'Vintage content.' }] }, { title: `古い ${word}`, items: [{ title: '古い', body: '昔の内容です。' }] })
    await runSql(payload, sql`DELETE FROM slide_search_terms WHERE slide_id = ${old.id}`)
    const client = await signedIn(free)
    const find = async (locale: string, w: string) => titles((await client.call('GET', `/api/slides/library_search?search_word=${encodeURIComponent(`${word} ${w}`)}&locale=${locale}`)).body)
    expect(await find('en', 'vintage')).toEqual([])
    expect(await backfillSlideSearch(payload)).toBeGreaterThanOrEqual(1)
    expect(await find('en', 'vintage')).toEqual([`Legacy ${word}`])
    expect(await find('id', 'vintage')).toEqual([`Legacy ${word}`])
    expect(await find('ja', '内容')).toEqual([`古い ${word}`])
    // Decks that have rows are left alone.
    expect(await backfillSlideSearch(payload)).toBe(0)
    await payload.delete({ collection: 'slides', id: old.id })
  })
})

describe('slide images in the CMS', () => {
  const image = async (width: number, height: number) => {
    const data = await sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).png().toBuffer()
    return payload.create({ collection: 'media', data: { alt: 'slide' }, file: { data, mimetype: 'image/png', name: `slide-${unique()}.png`, size: data.length } })
  }

  it('takes an image at the deck version’s original size, refuses another size, and answers its URL and size', async () => {
    const right = await image(1824, 1380)
    const created = await deck(lessonA.lesson.id, 'basic', { title: `Pictured ${word}`, items: [{ title: 'Diagram', image: right.id }] })
    const answer = await (await signedIn(free)).call('GET', `/api/slides/load?displayed_id=${created.id}&locale=en`)
    expect(answer.body.slides[0].items[0].image).toEqual({ url: `/api/media/file/${right.filename}`, width: 1824, height: 1380 })
    const wrong = await image(1960, 1200)
    const refused = await payload.update({ collection: 'slides', id: created.id, locale: 'en', data: { items: [{ title: 'Diagram', image: wrong.id }] } }).catch((error: { data?: { errors?: { message: string }[] } }) => error)
    expect((refused as { data?: { errors?: { message: string }[] } }).data?.errors?.map((e) => e.message)).toEqual(['Slide images of a v3 deck must be 1824x1380 pixels; this one is 1960x1200.'])
    // The same picture suits a v1 deck.
    const v1 = await payload.update({ collection: 'slides', id: created.id, locale: 'en', data: { version: 'v1', items: [{ title: 'Diagram', image: wrong.id }] } })
    expect(v1.version).toBe('v1')
    await payload.delete({ collection: 'slides', id: created.id })
  })
})

describe('GET /api/slides/load', () => {
  it('loads a lesson deck for visitors, and a paid deck only for entitled learners', async () => {
    const visitor = await signedIn(null)
    const lessonDeck = await visitor.call('GET', `/api/slides/load?lesson_ids=${lessonA.lesson.id}&locale=ja`)
    expect([lessonDeck.status, titles(lessonDeck.body), lessonDeck.body.isLastSlide]).toEqual([200, [`問い合わせ ${word}`], true])
    for (const client of [visitor, await signedIn(free)]) {
      const refused = await client.call('GET', `/api/slides/load?displayed_id=${plusDeck.id}&locale=en`)
      expect([refused.status, refused.body]).toEqual([200, { slides: [], isLastSlide: true }])
      // Payload's own REST hides the slides of the paid deck as well.
      const rest = await client.call('GET', `/api/slides/${plusDeck.id}?locale=en`)
      expect([rest.status, rest.body.title, rest.body.items ?? null]).toEqual([200, `Selectors deep dive ${word}`, null])
      expect(JSON.stringify(rest.body)).not.toContain('Paid secret')
    }
    const entitled = await (await signedIn(plus)).call('GET', `/api/slides/load?displayed_id=${plusDeck.id}&locale=en`)
    expect(entitled.body.slides.map((s: { items: { body: string }[] }) => s.items[0].body)).toEqual(['Only for Plus members: selector specificity.'])
  })
})

describe('GET /api/slides/search_suggestions', () => {
  it('suggests at most 5 deck titles starting with the word, case-insensitively, paid ones only to entitled learners', async () => {
    const stem = `Sugg${unique()}`
    for (const suffix of ['a', 'b', 'c', 'd', 'e', 'f']) await deck(lessonA.lesson.id, 'basic', { title: `${stem}${suffix}`, items: [] })
    await deck(lessonA.lesson.id, 'plus', { title: `${stem}0 paid`, items: [] })
    await deck(lessonA.lesson.id, 'basic', { title: `Other ${stem}`, items: [] })
    const names = async (user: User, w: string) => (await (await signedIn(user)).call('GET', `/api/slides/search_suggestions?search_word=${w}&locale=en`)).body.suggestions.map((s: { name: string }) => s.name)
    expect(await names(free, stem.toLowerCase())).toEqual(['a', 'b', 'c', 'd', 'e'].map((s) => `${stem}${s}`))
    expect(await names(plus, stem.toUpperCase())).toEqual([`${stem}0 paid`, ...['a', 'b', 'c', 'd'].map((s) => `${stem}${s}`)])
    expect(await names(free, `${stem}f`)).toEqual([`${stem}f`])
    const one = await (await signedIn(free)).call('GET', `/api/slides/search_suggestions?search_word=${stem}a&locale=en`)
    expect(one.body.suggestions).toEqual([{ id: expect.any(Number), name: `${stem}a` }])
    expect((await (await signedIn(null)).call('GET', `/api/slides/search_suggestions?search_word=s`)).status).toBe(401)
  })
})

describe('/api/favorite_slides', () => {
  it('adds, lists, filters and removes a learner’s own favourites, once per deck', async () => {
    const learner = await createUser(payload)
    const client = await signedIn(learner)
    const refused = await client.call('POST', '/api/favorite_slides', { json: { slide_id: selectDeck.id }, csrf: false })
    expect(refused.status).toBe(403)
    const added = await client.call('POST', '/api/favorite_slides', { json: { slide_id: selectDeck.id } })
    expect([added.status, added.body.favoriteSlide.slideId]).toEqual([200, selectDeck.id])
    expect((await client.call('POST', '/api/favorite_slides', { json: { slide_id: selectDeck.id } })).body).toEqual(added.body)
    expect((await client.call('GET', '/api/favorite_slides')).body).toEqual({ favoriteSlides: [{ id: added.body.favoriteSlide.id, slideId: selectDeck.id }] })
    const favourites = await client.call('GET', `/api/slides/library_search?search_word=${word}&favorite_flag=true&locale=en`)
    expect([titles(favourites.body), favourites.body.slides[0].favorite]).toEqual([[`Querying ${word}`], true])
    expect((await client.call('DELETE', `/api/favorite_slides/${selectDeck.id}`)).status).toBe(204)
    expect((await client.call('DELETE', `/api/favorite_slides/${selectDeck.id}`)).status).toBe(404)
    expect(titles((await client.call('GET', `/api/slides/library_search?search_word=${word}&favorite_flag=true&locale=en`)).body)).toEqual([])
  })

  it('refuses favourites of paid decks to learners not entitled, and bad ids', async () => {
    const client = await signedIn(free)
    const paid = await client.call('POST', '/api/favorite_slides?locale=en', { json: { slide_id: plusDeck.id } })
    expect([paid.status, paid.body]).toEqual([404, { errors: { slideId: ['Not found.'] } }])
    expect((await client.call('POST', '/api/favorite_slides?locale=en', { json: { slide_id: 'x' } })).status).toBe(422)
    expect((await (await signedIn(null)).call('GET', '/api/favorite_slides')).status).toBe(401)
  })

  it('never shows or removes another learner’s favourites, through the learner calls or Payload’s REST', async () => {
    const owner = await createUser(payload)
    const other = await createUser(payload)
    const mine = await signedIn(owner)
    const theirs = await signedIn(other)
    const { body } = await mine.call('POST', '/api/favorite_slides', { json: { slide_id: functionsDeck.id } })
    expect((await theirs.call('GET', '/api/favorite_slides')).body).toEqual({ favoriteSlides: [] })
    expect((await theirs.call('DELETE', `/api/favorite_slides/${functionsDeck.id}`)).status).toBe(404)
    expect((await theirs.call('GET', `/api/slides/library_search?search_word=${word}&favorite_flag=true&locale=en`)).body.slides).toEqual([])
    const rest = await theirs.call('GET', `/api/favorite_slides/${body.favoriteSlide.id}`)
    expect(rest.status).toBe(404)
    expect((await theirs.call('DELETE', `/api/favorite_slides/${body.favoriteSlide.id}`)).status).toBe(404)
    // Naming another user when creating through Payload's REST still makes the mark one's own.
    const forged = await theirs.call('POST', `/api/favorite_slides`, { json: { slide_id: selectDeck.id, user: owner.id } })
    expect(forged.status).toBe(200)
    expect((await mine.call('GET', '/api/favorite_slides')).body.favoriteSlides).toEqual([{ id: body.favoriteSlide.id, slideId: functionsDeck.id }])
  })
})
