import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { createLearner, pathOf, signInTo } from '../support/learner'
import { staffSession, type StaffSession } from '../support/staff'

const browser = useBrowser()

let staff: StaffSession
/** Decks this file creates through the staff REST API, removed again afterwards (the platform's database may be reused). */
const created: number[] = []
/**
 * Titles start with a letter no other content uses, followed by a key that decreases with time: suggestions
 * are fetched for the first character and sorted by title, so this run's decks come first even in a reused
 * database where earlier runs left some behind.
 */
const key = String(9_000_000_000_000 - Date.now())
const titleA = `Ж${key} joins`
const titleB = `Ж${key} keys`
const lessons: Record<string, { id: number; title: string }> = {}

async function createDeck(lessonSlug: string, title: string, planType: 'basic' | 'plus', items: { title: string; body: string; code?: string }[]) {
  const response = await staff.api('/api/slides?locale=en', 'POST', { slug: `e2e-deck-${key}-${created.length}`, lesson: lessons[lessonSlug].id, title, version: 'v3', planType, items })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  created.push(doc.id)
  return doc.id
}

beforeAll(async () => {
  staff = await staffSession()
  for (const slug of ['sql-study-1', 'html-css-study-1']) {
    const { docs } = await staff.json<{ docs: { id: number; title: string }[] }>(`/api/lessons?where[slug][equals]=${slug}&depth=0&locale=en`)
    lessons[slug] = docs[0]
  }
})
afterAll(async () => {
  for (const id of created) await staff?.api(`/api/slides/${id}`, 'DELETE')
})

describe('slide library in Chromium', () => {
  it('searches, picks a suggestion with the keyboard, filters by lesson, favourites a deck, and a copied URL restores the view', async () => {
    const deckA = await createDeck('sql-study-1', titleA, 'basic', [
      { title: 'Joining tables', body: 'Rows of two tables, **matched**.' },
      { title: 'ON', body: 'The join condition.', code: 'SELECT * FROM a JOIN b ON a.id = b.a_id;' },
    ])
    await createDeck('html-css-study-1', titleB, 'basic', [{ title: 'Keys', body: 'Unique keys.' }])
    const learner = await createLearner(baseUrl())
    const context = await browser().newContext()
    const page = await context.newPage()
    await signInTo(page, baseUrl(), learner, '/en/slides')
    const library = page.locator('.slide-library')
    const search = library.getByRole('combobox', { name: 'Search' })
    await search.waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // One character fetches suggestions; typing on narrows them; down and Enter pick one.
    await search.pressSequentially('Ж')
    const options = library.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
    await expect.poll(() => options.allInnerTexts()).toEqual(expect.arrayContaining([titleA, titleB]))
    await search.pressSequentially(`${key} j`)
    await expect.poll(() => options.allInnerTexts()).toEqual([titleA])
    await search.press('ArrowDown')
    expect(await options.first().getAttribute('aria-selected')).toBe('true')
    await search.press('Enter')
    await expect.poll(() => search.inputValue()).toBe(titleA)
    const viewer = page.getByTestId('slide-viewer')
    await expect.poll(() => viewer.getAttribute('data-deck-id')).toBe(String(deckA))
    expect(await viewer.getByTestId('slide-progress').innerText()).toBe('Slide 1 of 2')
    // Arrow keys move the deck once the search box no longer has the focus (there they move the caret).
    await viewer.getByRole('heading', { name: titleA }).click()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => viewer.getByTestId('slide-progress').innerText()).toBe('Slide 2 of 2')
    expect(await viewer.getByTestId('slide-to-exercise').getAttribute('href')).toBe('/en/sql/sql-study-1/1/1')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => viewer.getByTestId('slide-progress').innerText()).toBe('Slide 1 of 2')

    // Both decks for the shorter word; the lesson filter keeps the SQL one.
    await search.fill(`Ж${key}`)
    const cards = library.getByTestId('slide-card')
    await expect.poll(() => cards.locator('.slide-card-open').allInnerTexts()).toEqual([titleA, titleB])
    await library.getByRole('checkbox', { name: lessons['sql-study-1'].title, exact: true }).check()
    await expect.poll(() => cards.locator('.slide-card-open').allInnerTexts()).toEqual([titleA])

    // Favourite it, and find it under the favourites tab.
    await library.getByRole('button', { name: `Add to favourites: ${titleA}` }).click()
    await expect.poll(() => library.getByRole('button', { name: `Remove from favourites: ${titleA}` }).getAttribute('aria-pressed')).toBe('true')
    await library.getByRole('tab', { name: 'Favourites' }).click()
    await expect.poll(() => cards.locator('.slide-card-open').allInnerTexts()).toEqual([titleA])
    await library.getByRole('tab', { name: 'All' }).click()

    // The URL holds the word, the displayed deck and the lesson ids; opening it again shows the same view.
    const copied = new URL(page.url())
    expect([copied.searchParams.get('search_word'), copied.searchParams.get('displayed_id'), copied.searchParams.get('lesson_ids')]).toEqual([`Ж${key}`, String(deckA), String(lessons['sql-study-1'].id)])
    const again = await context.newPage()
    await again.goto(copied.toString())
    const restored = again.locator('.slide-library')
    await expect.poll(() => restored.getByRole('combobox', { name: 'Search' }).inputValue()).toBe(`Ж${key}`)
    await expect.poll(() => restored.getByTestId('slide-card').locator('.slide-card-open').allInnerTexts()).toEqual([titleA])
    expect(await restored.getByRole('checkbox', { name: lessons['sql-study-1'].title, exact: true }).isChecked()).toBe(true)
    await expect.poll(() => again.getByTestId('slide-viewer').getAttribute('data-deck-id')).toBe(String(deckA))
    expect(await restored.getByRole('button', { name: `Remove from favourites: ${titleA}` }).getAttribute('aria-pressed')).toBe('true')
    expect(await seriousViolations(again)).toEqual([])
    await context.close()
  })

  it('does not let a free learner load a Plus deck’s slides through the API', async () => {
    const paid = await createDeck('sql-study-1', `Ж${key} paid`, 'plus', [{ title: 'Plus only', body: 'Secret plus text.' }])
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/en/slides')
    const get = async (path: string) => {
      const response = await page.request.get(`${baseUrl()}${path}`)
      return { status: response.status(), text: await response.text() }
    }
    const loaded = await get(`/api/slides/load?displayed_id=${paid}&locale=en`)
    expect([loaded.status, JSON.parse(loaded.text)]).toEqual([200, { slides: [], isLastSlide: true }])
    const searched = await get(`/api/slides/library_search?search_word=${encodeURIComponent(`Ж${key} paid`)}&locale=en`)
    expect(JSON.parse(searched.text).slides).toEqual([])
    const rest = await get(`/api/slides/${paid}?locale=en`)
    expect(rest.text).not.toContain('Secret plus text.')
    await page.close()
  })

  it('opens a lesson’s slide deck before its first exercise, the last slide leading to it', async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl()}/en/lessons/sql/study/1`)
    await page.getByTestId('open-lesson-slides').waitFor()
    await page.getByRole('link', { name: 'Start the lesson' }).click()
    const dialog = page.getByTestId('lesson-slides')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const progress = dialog.getByTestId('slide-progress')
    // The starter deck's length, as content/ has it.
    const slides = readCurriculum(contentDir).courses.flatMap((c) => c.lessons).find((l) => l.lesson.slug === 'sql-study-1')!.slides!.items.en!.length
    await expect.poll(() => progress.innerText()).toBe(`Slide 1 of ${slides}`)
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Next →' }).click()
    for (let i = 0; i < slides - 2; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => progress.innerText()).toBe(`Slide ${slides} of ${slides}`)
    await dialog.getByTestId('slide-to-exercise').click()
    await page.waitForURL((url) => pathOf(url.href) === '/en/sql/sql-study-1/1/1')
    await page.close()
  })

  it('hides the course and lesson filter behind a button on a small screen', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage({ viewport: { width: 375, height: 740 } })
    await signInTo(page, baseUrl(), learner, '/en/slides')
    const toggle = page.getByRole('button', { name: 'Filter by course or lesson' })
    await page.locator('.slide-library[data-ready=true]').waitFor()
    const sqlLesson = page.getByRole('checkbox', { name: lessons['sql-study-1'].title, exact: true })
    expect([await toggle.getAttribute('aria-expanded'), await sqlLesson.isVisible()]).toEqual(['false', false])
    await toggle.click()
    await expect.poll(() => sqlLesson.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})
