import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/browser'

interface PageDoc {
  slug: string
  planType: string
  defaultFiles?: unknown[]
  answerFiles?: unknown[]
  hiddenFiles?: unknown[]
  hints?: unknown[] | null
  judges?: unknown[]
}

const pagesOfPlan = async (planType: string) => {
  const response = await fetch(`${baseUrl()}/api/pages?where[planType][equals]=${planType}&limit=100&depth=0`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: PageDoc[] }).docs
}

describe('what a visitor gets through /api', () => {
  it('no answer file, hint, hidden file or judge of any page, and no starting files of plus pages', async () => {
    const plus = await pagesOfPlan('plus')
    expect(plus.length).toBeGreaterThanOrEqual(4)
    for (const page of plus) {
      expect(page.answerFiles ?? []).toEqual([])
      expect(page.defaultFiles ?? []).toEqual([])
      expect(page.hiddenFiles ?? []).toEqual([])
      expect(page.hints ?? []).toEqual([])
      expect(page.judges ?? []).toEqual([])
    }
    const basic = await pagesOfPlan('basic')
    expect(basic.length).toBeGreaterThanOrEqual(4)
    for (const page of basic) {
      expect(page.defaultFiles?.length).toBeGreaterThan(0)
      expect(page.answerFiles ?? []).toEqual([])
    }
  })

  it('403 when asking for the answers of a plus page through a field selection or a write', async () => {
    const [page] = await pagesOfPlan('plus')
    const selected = await fetch(`${baseUrl()}/api/pages?where[slug][equals]=${page.slug}&select[answerFiles]=true&depth=0`)
    const doc = ((await selected.json()) as { docs: PageDoc[] }).docs[0]
    expect(doc.answerFiles ?? []).toEqual([])
    const write = await fetch(`${baseUrl()}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    })
    expect(write.status).toBe(403)
  })
})
