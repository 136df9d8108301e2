import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '@cms/bootstrap/migrate'
import { importSiteContentOnFirstStart } from '@content/lib/siteContent'
import { ensureStaffAccount } from '@cms/bootstrap/staffAccount'
import { unique } from '../support/fixtures'
import { testPayload } from '../support/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('start-up steps', () => {
  it('applies every committed migration and running them again changes nothing', async () => {
    const applied = await payload.find({ collection: 'payload-migrations', depth: 0, pagination: false })
    expect(applied.docs.length).toBeGreaterThan(0)
    await migrate(payload)
    const again = await payload.find({ collection: 'payload-migrations', depth: 0, pagination: false })
    expect(again.docs.map((d) => d.name)).toEqual(applied.docs.map((d) => d.name))
  })

  it('creates a staff account with a generated password once, and only once', async () => {
    const env = { STAFF_EMAIL: `Staff-${unique()}@Example.test` }
    const first = await ensureStaffAccount(payload, env)
    expect(first.created).toBe(true)
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/)
    const login = await payload.login({ collection: 'users', data: { email: first.email, password: first.generatedPassword! } })
    expect(login.user?.roles).toContain('staff')

    const second = await ensureStaffAccount(payload, env)
    expect(second).toEqual({ email: first.email, created: false })
  })

  it('generates a password when STAFF_PASSWORD is set but empty, and an empty password signs nobody in', async () => {
    const result = await ensureStaffAccount(payload, { STAFF_EMAIL: `staff-${unique()}@example.test`, STAFF_PASSWORD: '' })
    expect(result.generatedPassword).toMatch(/^[\w-]{16}$/)
    await expect(payload.login({ collection: 'users', data: { email: result.email, password: '' } })).rejects.toThrow()
    const login = await payload.login({ collection: 'users', data: { email: result.email, password: result.generatedPassword! } })
    expect(login.user?.roles).toContain('staff')
  })

  it('uses the configured password and promotes an existing learner account to staff', async () => {
    const email = `learner-${unique()}@example.test`
    await payload.create({ collection: 'users', data: { email, password: 'first-pass-1', roles: ['learner'] } })
    const result = await ensureStaffAccount(payload, { STAFF_EMAIL: email, STAFF_PASSWORD: 'ignored-when-exists' })
    expect(result.created).toBe(false)
    const login = await payload.login({ collection: 'users', data: { email, password: 'first-pass-1' } })
    expect(login.user?.roles).toEqual(['learner', 'staff'])
  })

  it('seeds the starter site content once, published, in the locales it is written in', async () => {
    // The suite shares one database, and the trust-boundary walk seeds the site content first too (a started
    // platform always has it): whichever file runs first seeds it; the content below proves it was seeded.
    await importSiteContentOnFirstStart(payload)
    expect(await importSiteContentOnFirstStart(payload)).toBe(0)
    const asVisitor = { overrideAccess: false, depth: 0 } as const
    const policy = await payload.find({ collection: 'documents', ...asVisitor, locale: 'en', where: { slug: { equals: 'policy' } } })
    expect(policy.docs.map((d) => [d.title, d._status])).toEqual([['Terms of use', 'published']])
    const landing = await payload.findGlobal({ slug: 'landing', ...asVisitor, locale: 'id' })
    expect(landing.sections?.map((s) => s.kind)).toContain('partners')
    const professional = await payload.findGlobal({ slug: 'professional', ...asVisitor, locale: 'en' })
    expect(professional.courses?.map((c) => [c.title, c.status]).slice(0, 2)).toEqual([
      ['Programming for web marketing', 'available'],
      ['SQL in practice for data analysis', 'available'],
    ])
    const japanese = await payload.findGlobal({ slug: 'professional', ...asVisitor, locale: 'ja' })
    expect(japanese.courses?.map((c) => c.id)).toEqual(professional.courses?.map((c) => c.id))
    const faqs = await payload.find({ collection: 'faq_categories', ...asVisitor, locale: 'en', where: { slug: { equals: 'professional' } } })
    expect(faqs.docs.map((c) => c.name)).toEqual(['About Professional'])
    // The starter path, its checkpoint titles in both locales (array rows keep their ids across locales).
    const path = await payload.find({ collection: 'learning_paths', ...asVisitor, locale: 'en', where: { slug: { equals: 'web-dev-intro' } } })
    expect(path.docs.map((p) => [p.title, p.checkpoints?.map((c) => c.title)])).toEqual([['Introduction to web development', ['Getting ready', 'HTML & CSS', 'JavaScript']]])
    const pathJa = await payload.findByID({ collection: 'learning_paths', id: path.docs[0].id, ...asVisitor, locale: 'ja' })
    expect(pathJa.checkpoints?.map((c) => c.title)).toEqual(['はじめに', 'HTML & CSS', 'JavaScript'])
    const description = await payload.find({ collection: 'language_certificate_descriptions', ...asVisitor, locale: 'en', where: { language: { equals: 'html' } } })
    expect(description.docs[0]?.description).toMatch(/HTML & CSS/)
  })
})
