import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { unique } from '../support/fixtures'
import { testPayload } from '../support/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('content locales', () => {
  it('serves ja by default, en on request, and en where an id text is missing', async () => {
    const slug = `loc-${unique()}`
    const course = await payload.create({ collection: 'courses', data: { slug, languageName: 'go', title: 'ゴー', order: 5 }, locale: 'ja' })
    await payload.update({ collection: 'courses', id: course.id, data: { title: 'Go' }, locale: 'en' })

    const read = (locale: 'ja' | 'en' | 'id') => payload.findByID({ collection: 'courses', id: course.id, locale, depth: 0 })
    expect((await payload.findByID({ collection: 'courses', id: course.id, depth: 0 })).title).toBe('ゴー')
    expect((await read('en')).title).toBe('Go')
    expect((await read('id')).title).toBe('Go')

    await payload.update({ collection: 'courses', id: course.id, data: { title: 'Bahasa Go' }, locale: 'id' })
    expect((await read('id')).title).toBe('Bahasa Go')
    expect((await read('ja')).title).toBe('ゴー')
  })

  it('falls back from id to ja when a text exists only in Japanese (what staff write first in the admin)', async () => {
    const course = await payload.create({ collection: 'courses', data: { slug: `ja-only-${unique()}`, languageName: 'go', title: '日本語だけ', order: 6 }, locale: 'ja' })
    expect((await payload.findByID({ collection: 'courses', id: course.id, locale: 'id', depth: 0 })).title).toBe('日本語だけ')
    expect((await payload.findByID({ collection: 'courses', id: course.id, locale: 'en', depth: 0 })).title).toBe('日本語だけ')
  })
})
