import type { Payload } from 'payload'
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { User } from '@cms/payload-types'
import { outboxDir } from '@cms/email/outbox'
import { feedbackInbox } from '@cms/api/feedback/staffNotice'
import { FEEDBACK_RATE } from '@cms/api/feedback/sendFeedback'
import { FEEDBACK_LIMITS } from '@domain/feedback/feedbackRules'
import { ApiClient, type ApiServer } from '../support/apiServer'
import { useApiServer } from '../support/useApiServer'
import { mailsTo } from '../support/outbox'
import { createUser, unique } from '../support/fixtures'

/** The feedback modal's call and the feedbacks collection (docs/feedback.md, docs/learner-api.md "Feedback"). */

let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

/** A browser on the site from an address of its own (the platform server writes the header; here the test does), signed in as `user` if given. */
async function browser(user?: User) {
  const client = new ApiClient(server.url)
  const address = { ['x-forwarded-for']: `198.51.100.${unique()}` }
  const call = client.call.bind(client)
  client.call = (method, path, options = {}) => call(method, path, { ...options, headers: { ...address, ...options.headers } })
  await client.call('GET', '/api/csrf_token')
  if (user) expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' } } })).status).toBe(200)
  return client
}

/** The modal's multipart body: the fields as `_payload`, the file as `attachment`. */
function feedbackForm(fields: Record<string, unknown>, file?: { data: Buffer; type: string; name: string }) {
  const form = new FormData()
  form.append('_payload', JSON.stringify(fields))
  if (file) form.append('attachment', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return form
}
const png = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: '#0f766e' } }).png().toBuffer()
const valid = () => ({ variant: 'default', category: 'bug', email: `sender-${unique()}@example.test`, message: `The run button does nothing ${unique()}`, page_url: '/courses/html' })
const storedWith = (message: string) => payload.find({ collection: 'feedbacks', where: { message: { equals: message } }, depth: 0, overrideAccess: true })
const attachmentCount = async () => (await payload.count({ collection: 'feedback_attachments', overrideAccess: true })).totalDocs

describe('sending feedback (POST /api/feedbacks)', () => {
  it('stores a visitor’s feedback with its screenshot, which only staff can see, and mails staff', async () => {
    const client = await browser()
    const fields = valid()
    const sent = await client.call('POST', '/api/feedbacks?locale=en', { form: feedbackForm(fields, { data: await png(), type: 'image/png', name: 'screen shot.png' }) })
    expect([sent.status, sent.body]).toEqual([204, null])

    const [feedback] = (await payload.find({ collection: 'feedbacks', where: { message: { equals: fields.message } }, depth: 1, overrideAccess: true })).docs
    expect(feedback).toMatchObject({ variant: 'default', category: 'bug', email: fields.email, pageUrl: '/courses/html', locale: 'en', status: 'new', user: null, reply: null })
    const attachment = feedback.attachment as { filename: string; mimeType: string; url: string }
    // Named by the server, never by the sender.
    expect(attachment.mimeType).toBe('image/png')
    expect(attachment.filename).toMatch(/^feedback-[0-9a-f]{24}\.png$/)

    const staff = await browser(await createUser(payload, { roles: ['staff'] }))
    const file = `/api/feedback_attachments/file/${attachment.filename}`
    const asStaff = await staff.call('GET', file)
    expect([asStaff.status, asStaff.headers.get('content-type')]).toEqual([200, 'image/png'])
    for (const other of [client, await browser(await createUser(payload)), await browser(await createUser(payload, {}, 'plus'))]) expect((await other.call('GET', file)).status).toBe(403)

    const [notice] = (await mailsTo(outboxDir(), feedbackInbox())).filter((mail) => mail.text?.includes(fields.message))
    expect(notice.subject).toBe('新しいフィードバック: default / bug')
    expect(notice.text).toContain(`送信者: ${fields.email}`)
    expect(notice.text).toContain('ページ: /courses/html')
    expect(notice.text).toContain(`/admin/collections/feedbacks/${feedback.id}`)
  })

  it('takes a signed-in learner’s feedback as JSON, with the account’s address when none is given', async () => {
    const learner = await createUser(payload)
    const client = await browser(learner)
    const message = `Typo in the second paragraph ${unique()}`
    const sent = await client.call('POST', '/api/feedbacks', { json: { variant: 'document', category: 'typo', message, page_url: '/docs/guide?path=web' } })
    expect(sent.status).toBe(204)
    expect((await storedWith(message)).docs[0]).toMatchObject({ variant: 'document', category: 'typo', email: learner.email, user: learner.id, locale: 'ja', pageUrl: '/docs/guide?path=web', attachment: null })
  })

  it('refuses each invalid field with its message in the caller’s language, and stores nothing', async () => {
    const client = await browser()
    const send = async (fields: Record<string, unknown>, locale = 'en') => {
      const answer = await client.call('POST', `/api/feedbacks?locale=${locale}`, { form: feedbackForm(fields) })
      expect(answer.status).toBe(422)
      return answer.body
    }
    const base = valid()
    expect(await send({ ...base, email: undefined })).toEqual({ errors: { email: ['Please enter your email address'] } })
    expect(await send({ ...base, email: '  ' })).toEqual({ errors: { email: ['Please enter your email address'] } })
    expect(await send({ ...base, email: 'not-an-email' })).toEqual({ errors: { email: ['Invalid email address'] } })
    expect(await send({ ...base, message: ' \n ' })).toEqual({ errors: { message: ['Please enter a message.'] } })
    expect(await send({ ...base, message: 'x'.repeat(FEEDBACK_LIMITS.messageChars + 1) })).toEqual({ errors: { message: ['The message can be at most 5,000 characters.'] } })
    expect(await send({ ...base, category: '' })).toEqual({ errors: { category: ['Please select a category.'] } })
    // A category of another variant is no category of this one.
    expect(await send({ ...base, category: 'invoices' })).toEqual({ errors: { category: ['Please select a category.'] } })
    expect(await send({ ...base, variant: 'partner' })).toEqual({ errors: { variant: ['There was a problem with this field'] } })
    expect(await send({ ...base, page_url: 'https://elsewhere.example/phish' })).toEqual({ errors: { pageUrl: ['There was a problem with this field'] } })
    // Everything missing at once: every field says what it needs, in Japanese and Indonesian too.
    expect(await send({ variant: 'business' }, 'ja')).toEqual({ errors: { category: ['カテゴリを選択してください。'], email: ['メールアドレスを入力してください'], message: ['内容を入力してください。'] } })
    expect((await send({ variant: 'academic', category: 'curriculum', email: 'a@example.test' }, 'id')).errors.message).toEqual(['Silakan tulis pesan.'])
    expect((await storedWith(base.message)).totalDocs).toBe(0)
  })

  it('refuses a file over 5 MB with “file too big” (413), whether its size is declared or found, and stores nothing', async () => {
    const client = await browser()
    const before = await attachmentCount()
    const pngHead = await png()
    // Just over the limit is found in the parsed file; 25 MB, past what Payload would parse at all, is refused by its Content-Length.
    for (const size of [FEEDBACK_LIMITS.fileBytes + 1, FEEDBACK_LIMITS.fileBytes * 5]) {
      const fields = valid()
      const big = Buffer.concat([pngHead, Buffer.alloc(size - pngHead.length)])
      const answer = await client.call('POST', '/api/feedbacks?locale=en', { form: feedbackForm(fields, { data: big, type: 'image/png', name: 'big.png' }) })
      expect([size, answer.status, answer.body]).toEqual([size, 413, { errors: { attachment: ['The file is too big (at most 5 MB).'] } }])
      expect((await storedWith(fields.message)).totalDocs).toBe(0)
    }
    const ja = await client.call('POST', '/api/feedbacks', { form: feedbackForm(valid(), { data: Buffer.alloc(FEEDBACK_LIMITS.fileBytes + 1, 1), type: 'application/pdf', name: 'a.pdf' }) })
    expect(ja.body).toEqual({ errors: { attachment: ['ファイルサイズが大きすぎます（5 MBまで）。'] } })
    expect(await attachmentCount()).toBe(before)
  })

  it('judges a file by its bytes: a text named .png, a fake PNG signature or a script are refused, a real PDF and WebP are kept', async () => {
    const client = await browser()
    const before = await attachmentCount()
    const fakes = [
      { data: Buffer.from('just some text, not a picture'), type: 'image/png', name: 'screenshot.png' },
      { data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]), type: 'image/png', name: 'x.png' },
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml', name: 'x.svg' },
      { data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'application/pdf', name: 'x.pdf' },
    ]
    for (const file of fakes) {
      const fields = valid()
      const answer = await client.call('POST', '/api/feedbacks?locale=en', { form: feedbackForm(fields, file) })
      expect([file.name, answer.status, answer.body]).toEqual([file.name, 422, { errors: { attachment: ['Attach a PNG, JPEG or WebP image, or a PDF.'] } }])
      expect((await storedWith(fields.message)).totalDocs).toBe(0)
    }
    expect(await attachmentCount()).toBe(before)

    const document = await PDFDocument.create()
    document.addPage([200, 100]).drawText('Steps to reproduce', { x: 10, y: 50 })
    const pdf = Buffer.from(await document.save())
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#111' } }).webp().toBuffer()
    for (const [file, type] of [[{ data: pdf, type: 'application/octet-stream', name: 'notes' }, 'application/pdf'], [{ data: webp, type: 'image/png', name: 'shot.png' }, 'image/webp']] as const) {
      const fields = valid()
      expect((await client.call('POST', '/api/feedbacks', { form: feedbackForm(fields, file) })).status).toBe(204)
      const [stored] = (await payload.find({ collection: 'feedbacks', where: { message: { equals: fields.message } }, depth: 1, overrideAccess: true })).docs
      expect((stored.attachment as { mimeType: string }).mimeType).toBe(type)
    }
  })

  it('takes at most 5 feedbacks from one client in 10 minutes, then answers 429 in the caller’s language', async () => {
    const client = await browser()
    for (let i = 0; i < FEEDBACK_RATE.limit; i++) expect((await client.call('POST', '/api/feedbacks', { json: valid() })).status).toBe(204)
    const refused = valid()
    const over = await client.call('POST', '/api/feedbacks?locale=en', { json: refused })
    expect([over.status, over.body]).toEqual([429, { errors: { base: ['You have sent several messages in a short time. Please wait a few minutes and try again.'] } }])
    expect((await storedWith(refused.message)).totalDocs).toBe(0)
    // Another client is counted apart; a signed-in learner by the account, whatever the address.
    expect((await (await browser()).call('POST', '/api/feedbacks', { json: valid() })).status).toBe(204)
  })

  it('answers 400 to a multipart body whose `_payload` is not a JSON object', async () => {
    const client = await browser()
    for (const text of ['[1, 2]', '"text"', '{"variant": ']) {
      const form = new FormData()
      form.append('_payload', text)
      const answer = await client.call('POST', '/api/feedbacks?locale=en', { form })
      expect([text, answer.status, answer.body]).toEqual([text, 400, { errors: { base: ['The request is not in the expected format.'] } }])
    }
  })

  it('asks for the CSRF token like every learner call', async () => {
    const client = await browser()
    const fields = valid()
    const refused = await client.call('POST', '/api/feedbacks?locale=en', { form: feedbackForm(fields), csrf: false })
    expect([refused.status, refused.body]).toEqual([403, { errors: { base: ['This page has expired. Please reload it and try again.'] } }])
    expect((await storedWith(fields.message)).totalDocs).toBe(0)
  })
})

describe('what a learner cannot do to feedback', () => {
  it('cannot list, count or read feedback or an attachment, nor set status or reply, nor change or delete one', async () => {
    const sender = await browser()
    const fields = valid()
    await sender.call('POST', '/api/feedbacks', { form: feedbackForm(fields, { data: await png(), type: 'image/png', name: 'a.png' }) })
    const [feedback] = (await storedWith(fields.message)).docs
    const attachment = await payload.findByID({ collection: 'feedback_attachments', id: feedback.attachment as number, overrideAccess: true })
    for (const client of [sender, await browser(await createUser(payload)), await browser(await createUser(payload, {}, 'plus'))]) {
      const list = await client.call('GET', `/api/feedbacks?where[id][equals]=${feedback.id}`)
      expect([list.status, JSON.stringify(list.body)]).toEqual([403, expect.not.stringContaining(fields.message)])
      expect((await client.call('GET', `/api/feedbacks/${feedback.id}`)).status).toBe(403)
      expect((await client.call('GET', '/api/feedbacks/count')).status).toBe(403)
      expect((await client.call('GET', '/api/feedback_attachments')).status).toBe(403)
      expect((await client.call('GET', `/api/feedback_attachments/file/${attachment.filename}`)).status).toBe(403)
      // No versions (the path is read as an id), no GraphQL.
      expect((await client.call('GET', '/api/feedbacks/versions')).status).toBe(403)
      expect((await client.call('POST', '/api/graphql', { json: { query: '{ Feedbacks { docs { message } } }' } })).status).not.toBe(200)
      // Server-owned fields on create are refused, not ignored.
      const forged = { ...valid(), status: 'closed', reply: 'Done already', user: 1 }
      const created = await client.call('POST', '/api/feedbacks?locale=en', { json: forged })
      expect([created.status, created.body]).toEqual([422, { errors: { status: ['There was a problem with this field'], reply: ['There was a problem with this field'], user: ['There was a problem with this field'] } }])
      expect((await storedWith(forged.message)).totalDocs).toBe(0)
      expect((await client.call('PATCH', `/api/feedbacks/${feedback.id}`, { json: { status: 'closed', reply: 'Hijacked' } })).status).toBe(403)
      expect((await client.call('PATCH', `/api/feedbacks?where[id][equals]=${feedback.id}`, { json: { reply: 'Hijacked' } })).body.docs ?? []).toEqual([])
      expect((await client.call('DELETE', `/api/feedbacks/${feedback.id}`)).status).toBe(403)
      expect((await client.call('DELETE', `/api/feedback_attachments/${attachment.id}`)).status).toBe(403)
    }
    expect(await payload.findByID({ collection: 'feedbacks', id: feedback.id, depth: 0, overrideAccess: true })).toMatchObject({ status: 'new', reply: null })
    expect((await payload.count({ collection: 'feedback_attachments', where: { id: { equals: attachment.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('staff answering feedback', () => {
  it('mails a saved reply to the sender, notifies a signed-in sender and marks the feedback answered, once', async () => {
    const learner = await createUser(payload)
    const message = `Is there a dark theme? ${unique()}`
    expect((await (await browser(learner)).call('POST', '/api/feedbacks?locale=en', { json: { variant: 'default', category: 'idea', message } })).status).toBe(204)
    const [feedback] = (await storedWith(message)).docs
    const staff = await browser(await createUser(payload, { roles: ['staff'] }))
    expect((await staff.call('GET', `/api/feedbacks/${feedback.id}`)).body.message).toBe(message)

    const saved = await staff.call('PATCH', `/api/feedbacks/${feedback.id}`, { json: { reply: 'Yes: open the theme menu in the editor.' } })
    expect(saved.status).toBe(200)
    expect(saved.body.doc).toMatchObject({ status: 'answered', reply: 'Yes: open the theme menu in the editor.', repliedAt: expect.any(String) })
    const [mail] = await mailsTo(outboxDir(), learner.email)
    expect(mail.subject).toBe('Our reply to your feedback')
    expect(mail.text).toContain('Yes: open the theme menu in the editor.')
    expect(mail.text).toContain(message)
    const notifications = await payload.find({ collection: 'notifications', where: { user: { equals: learner.id } }, depth: 0, overrideAccess: true })
    expect(notifications.docs.map((n) => [n.category, n.body])).toEqual([['account_support', 'We replied to your feedback: Yes: open the theme menu in the editor.']])

    // Saving again without a new reply sends nothing more; closing keeps the reply.
    expect((await staff.call('PATCH', `/api/feedbacks/${feedback.id}`, { json: { status: 'closed' } })).body.doc.status).toBe('closed')
    expect(await mailsTo(outboxDir(), learner.email)).toHaveLength(1)
    expect((await payload.count({ collection: 'notifications', where: { user: { equals: learner.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('answers a visitor by mail only, in the language they wrote in', async () => {
    const fields = { ...valid(), variant: 'academic', category: 'school_licence' }
    await (await browser()).call('POST', '/api/feedbacks', { json: fields })
    const [feedback] = (await storedWith(fields.message)).docs
    const staff = await browser(await createUser(payload, { roles: ['staff'] }))
    expect((await staff.call('PATCH', `/api/feedbacks/${feedback.id}`, { json: { reply: '見積もりをお送りします。' } })).status).toBe(200)
    const [mail] = await mailsTo(outboxDir(), fields.email)
    expect([mail.subject, mail.text?.includes('見積もりをお送りします。')]).toEqual(['フィードバックへの回答', true])
  })

  it('deletes the attached file with its feedback', async () => {
    const fields = valid()
    await (await browser()).call('POST', '/api/feedbacks', { form: feedbackForm(fields, { data: await png(), type: 'image/png', name: 'a.png' }) })
    const [feedback] = (await storedWith(fields.message)).docs
    const staff = await browser(await createUser(payload, { roles: ['staff'] }))
    expect((await staff.call('DELETE', `/api/feedbacks/${feedback.id}`)).status).toBe(200)
    expect((await payload.count({ collection: 'feedback_attachments', where: { id: { equals: feedback.attachment as number } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
