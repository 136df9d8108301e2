import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import type { LearningPath, Page, User } from '@cms/payload-types'
import type { CertificateAnswer, PathProgressAnswer } from '@domain/api/paths'
import { recordClear } from '@cms/progress/recordClear'
import { browserClient, type ApiClient, type ApiServer } from '../support/apiServer'
import { createUser, unique } from '../support/fixtures'
import { useApiServer } from '../support/useApiServer'

/**
 * Learning paths and certificates through the learner calls (docs/paths.md, docs/certificates.md): progress
 * computed from real clears (the judge's recordClear), every lock type, starting and pausing, and the
 * certificate states with their name rules and plan rule. Runs on SQLite and on PostgreSQL.
 */
let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

type PathLesson = { lesson: { id: number }; courseId: number; pages: Page[] }

/** A lesson of `pageCount` pages in a fresh course of `languageName`'s (python by default). */
async function lesson(pageCount: number, languageName: 'python' | 'go' = 'python', course?: number): Promise<PathLesson> {
  const id = unique()
  const courseId = course ?? (await payload.create({ collection: 'courses', data: { slug: `c-${id}`, languageName, title: 'Course', order: 99 } })).id
  const row = await payload.create({ collection: 'lessons', data: { slug: `l-${id}`, course: courseId, category: `cat-${id}`, order: 1, title: `Lesson ${id}`, planType: 'basic' } })
  const chapter = await payload.create({ collection: 'chapters', data: { slug: `ch-${id}`, lesson: row.id, order: 1, title: 'Chapter' } })
  const pages: Page[] = []
  for (let order = 1; order <= pageCount; order++) {
    pages.push(
      await payload.create({
        collection: 'pages',
        data: { slug: `p-${id}-${order}`, chapter: chapter.id, order, title: `Page ${order}`, planType: 'basic', filetreeType: 'default', judgeLanguage: 'python', judges: [{ type: 'OutputJudge', spec: { expected: 'x\n' } }] },
      }),
    )
  }
  return { lesson: row, courseId, pages }
}

const documentRow = () => payload.create({ collection: 'documents', data: { slug: `doc-${unique()}`, title: 'A guide', _status: 'published' } })

type Step = { lesson?: PathLesson; document?: { id: number }; lockType?: NonNullable<NonNullable<LearningPath['checkpoints']>[number]['steps']>[number]['lockType'] }
const stepData = (step: Step) =>
  step.document ? { contentType: 'document' as const, document: step.document.id, lockType: step.lockType ?? null } : { contentType: 'lesson' as const, lesson: step.lesson!.lesson.id, lockType: step.lockType ?? null }
const checkpointsData = (checkpoints: Step[][]) => checkpoints.map((steps, i) => ({ title: `Checkpoint ${i + 1}`, steps: steps.map(stepData) }))

const createPath = (checkpoints: Step[][]) => payload.create({ collection: 'learning_paths', data: { slug: `path-${unique()}`, title: 'A path', order: 1, checkpoints: checkpointsData(checkpoints) } })
const setCheckpoints = (path: LearningPath, checkpoints: Step[][]) => payload.update({ collection: 'learning_paths', id: path.id, data: { checkpoints: checkpointsData(checkpoints) } })

async function learner(plan?: 'plus'): Promise<{ client: ApiClient; user: User }> {
  const user = await createUser(payload, {}, plan)
  const client = await browserClient(server.url)
  expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' } } })).status).toBe(200)
  return { client, user }
}

const clearAll = async (user: User, target: PathLesson) => {
  for (const page of target.pages) await recordClear(payload, user, page)
}
const progress = async (client: ApiClient, path: LearningPath): Promise<PathProgressAnswer> => {
  const answer = await client.call('GET', `/api/learning_paths/${path.slug}/progress?locale=en`)
  expect(answer.status).toBe(200)
  return answer.body
}
const steps = (answer: PathProgressAnswer) => answer.checkpoints.flatMap((c) => c.steps)
const start = (client: ApiClient, path: LearningPath) => client.call('POST', '/api/user_learning_paths', { json: { learningPath: path.slug } })
const issue = (client: ApiClient, path: LearningPath, name: unknown) => client.call('POST', `/api/learning_paths/${path.slug}/learning_path_certificate/issue?locale=en`, { json: { name } })
const reissue = (client: ApiClient, path: LearningPath) => client.call('POST', `/api/learning_paths/${path.slug}/learning_path_certificate/reissue?locale=en`, { json: {} })

describe('path progress', () => {
  it('counts checkpoints cleared from the learner’s own clears and reads, with a button per step state', async () => {
    const [a, b] = [await lesson(2), await lesson(1)]
    const doc = await documentRow()
    const path = await createPath([[{ lesson: a }, { document: doc }], [{ lesson: b }]])
    const { client, user } = await learner()

    let answer = await progress(client, path)
    expect(answer).toMatchObject({ clearedCheckpoints: 0, totalCheckpoints: 2, completed: false, started: null })
    expect(steps(answer).map((s) => s.action)).toEqual(['start', 'read', 'start'])
    expect(steps(answer)[1].url).toBe(`/docs/${doc.slug}?path=${path.slug}`)

    await recordClear(payload, user, a.pages[0])
    expect((await client.call('POST', '/api/user_document_page_infos', { json: { document: doc.slug } })).status).toBe(204)
    answer = await progress(client, path)
    expect(steps(answer).map((s) => s.action)).toEqual(['resume', 'keepReading', 'start'])
    // Resume leads to the first page not yet cleared.
    expect(steps(answer)[0].url).toMatch(/\/1\/2$/)
    expect(steps(answer)[0]).toMatchObject({ clearedPages: 1, totalPages: 2 })

    await recordClear(payload, user, a.pages[1])
    await client.call('POST', '/api/user_document_page_infos', { json: { document: doc.slug, finished: true } })
    // Opening it again later does not make it unread.
    await client.call('POST', '/api/user_document_page_infos', { json: { document: doc.slug } })
    answer = await progress(client, path)
    expect(steps(answer).map((s) => s.action)).toEqual(['review', 'readAgain', 'start'])
    expect(answer.checkpoints.map((c) => c.cleared)).toEqual([true, false])
    expect(answer.clearedCheckpoints).toBe(1)

    await clearAll(user, b)
    answer = await progress(client, path)
    expect(answer).toMatchObject({ clearedCheckpoints: 2, totalCheckpoints: 2, completed: true })
    // Another learner's clears count for nobody else.
    const other = await learner()
    expect((await progress(other.client, path)).clearedCheckpoints).toBe(0)
  })

  it('follows the path as staff change it: a lesson added to a cleared checkpoint, a page added to a cleared lesson', async () => {
    const [a, b] = [await lesson(1), await lesson(1)]
    const path = await createPath([[{ lesson: a }]])
    const { client, user } = await learner()
    await clearAll(user, a)
    expect(await progress(client, path)).toMatchObject({ clearedCheckpoints: 1, totalCheckpoints: 1, completed: true })

    await setCheckpoints(path, [[{ lesson: a }, { lesson: b }]])
    expect(await progress(client, path)).toMatchObject({ clearedCheckpoints: 0, totalCheckpoints: 1, completed: false })
    await clearAll(user, b)
    expect(await progress(client, path)).toMatchObject({ clearedCheckpoints: 1, completed: true })

    const chapter = (await payload.find({ collection: 'chapters', where: { lesson: { equals: b.lesson.id } } })).docs[0]
    await payload.create({ collection: 'pages', data: { slug: `p-${unique()}`, chapter: chapter.id, order: 2, title: 'New page', planType: 'basic', filetreeType: 'default', judgeLanguage: 'python' } })
    const answer = await progress(client, path)
    expect(answer).toMatchObject({ clearedCheckpoints: 0, completed: false })
    expect(steps(answer)[1]).toMatchObject({ action: 'resume', clearedPages: 1, totalPages: 2 })
  })

  it('applies every lock type', async () => {
    const [a, b, c, d] = [await lesson(1), await lesson(1), await lesson(1), await lesson(1)]
    const path = await createPath([[{ lesson: a }, { lesson: b, lockType: 'suspended' }], [{ lesson: c, lockType: 'newToThisPath' }, { lesson: d, lockType: 'newToAllPath' }, { lesson: a, lockType: 'onMobileScreenSize' }]])
    const elsewhere = await createPath([[{ lesson: a }]])
    const { client, user } = await learner()

    let answer = await progress(client, path)
    expect(steps(answer).map((s) => [s.lock, s.desktopOnly, s.counted])).toEqual([
      [null, false, true],
      ['suspended', false, false],
      ['startThisPath', false, true],
      ['startAnyPath', false, true],
      [null, true, true],
    ])

    // A suspended step is left out of the progress: clearing everything else completes the path.
    await clearAll(user, a)
    await clearAll(user, c)
    await clearAll(user, d)
    expect(await progress(client, path)).toMatchObject({ clearedCheckpoints: 2, totalCheckpoints: 2, completed: true })

    // Starting another path opens the newToAllPath step, not the newToThisPath one.
    expect((await start(client, elsewhere)).status).toBe(200)
    answer = await progress(client, path)
    expect(steps(answer).map((s) => s.lock)).toEqual([null, 'suspended', 'startThisPath', null, null])
    answer = (await start(client, path)).body
    expect(steps(answer).map((s) => s.lock)).toEqual([null, 'suspended', null, null, null])

    // A checkpoint made only of suspended steps does not count at all.
    await setCheckpoints(path, [[{ lesson: a }], [{ lesson: b, lockType: 'suspended' }]])
    expect(await progress(client, path)).toMatchObject({ clearedCheckpoints: 1, totalCheckpoints: 1, completed: true })
  })

  it('keeps one active path: starting another pauses it, starting it again resumes it', async () => {
    const a = await lesson(1)
    const [first, second] = [await createPath([[{ lesson: a }]]), await createPath([[{ lesson: a }]])]
    const { client } = await learner()
    expect((await start(client, first)).body).toMatchObject({ started: 'active', activePath: null })
    const answer = (await start(client, second)).body
    expect(answer).toMatchObject({ started: 'active', activePath: null })
    expect(await progress(client, first)).toMatchObject({ started: 'paused', activePath: { slug: second.slug } })
    await start(client, first)
    expect(await progress(client, first)).toMatchObject({ started: 'active', activePath: null })
    expect(await progress(client, second)).toMatchObject({ started: 'paused' })
    expect((await start(client, { slug: 'no-such-path' } as LearningPath)).status).toBe(404)
  })

  it('congratulates once on completion', async () => {
    const a = await lesson(1)
    const path = await createPath([[{ lesson: a }]])
    const { client, user } = await learner()
    await start(client, path)
    expect((await progress(client, path)).congratulate).toBe(false)
    await clearAll(user, a)
    expect((await progress(client, path)).congratulate).toBe(true)
    expect((await client.call('PUT', `/api/user_learning_paths/${path.slug}/congratulated`)).status).toBe(204)
    expect((await progress(client, path)).congratulate).toBe(false)
  })

  it('answers visitors 401 and unknown paths 404', async () => {
    const visitor = await browserClient(server.url)
    expect((await visitor.call('GET', `/api/learning_paths/anything/progress`)).status).toBe(401)
    const { client } = await learner()
    expect((await client.call('GET', `/api/learning_paths/no-such-path-${unique()}/progress`)).status).toBe(404)
  })
})

describe('path certificates', () => {
  it('goes not issued → issued → outdated → reissuable → issued, keeping its name and number', async () => {
    const [a, b] = [await lesson(1), await lesson(1)]
    const path = await createPath([[{ lesson: a }]])
    const { client, user } = await learner('plus')

    expect((await issue(client, path, 'Hanako Yamada')).body.errors.base).toEqual(['Clear every step first: some are not done yet.'])
    await clearAll(user, a)
    let answer = await issue(client, path, '  山田   花子 ')
    expect(answer.status).toBe(200)
    const issued: CertificateAnswer = answer.body
    expect(issued).toMatchObject({ state: 'issued', name: '山田 花子', earned: true, entitled: true, itemType: 'path' })
    expect(issued.number).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
    expect(issued.verifyUrl).toBe(`/certificates/${issued.number}`)

    // The name cannot be changed: a second issue is refused and changes nothing.
    answer = await issue(client, path, 'Someone Else')
    expect(answer.status).toBe(409)
    expect((await client.call('GET', `/api/learning_paths/${path.slug}/learning_path_certificate`)).body).toMatchObject({ name: '山田 花子', state: 'issued' })
    expect((await reissue(client, path)).status).toBe(409)

    // Staff add a lesson to the path: the certificate is outdated until it is cleared.
    await setCheckpoints(path, [[{ lesson: a }], [{ lesson: b }]])
    expect((await progress(client, path)).certificate).toMatchObject({ state: 'outdated', earned: false, requirementCount: 2, doneCount: 1 })
    expect((await reissue(client, path)).status).toBe(422)
    await clearAll(user, b)
    expect((await progress(client, path)).certificate).toMatchObject({ state: 'reissuable', earned: true })
    answer = await reissue(client, path)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ state: 'issued', name: '山田 花子', number: issued.number, issuedAt: issued.issuedAt })
    expect(answer.body.reissuedAt).not.toBeNull()
  })

  it('checks the name: required, at most 80 characters, counted as the learner sees them', async () => {
    const a = await lesson(1)
    const path = await createPath([[{ lesson: a }]])
    const { client, user } = await learner('plus')
    await clearAll(user, a)
    for (const empty of ['', '   ', null, 42]) {
      const answer = await issue(client, path, empty)
      expect(answer.status).toBe(422)
      expect(answer.body.errors.name).toEqual(['Please input your name'])
    }
    // A character no certificate font has would print as a box, for good: refused, named.
    const emoji = await issue(client, path, 'Hanako 🎉')
    expect(emoji.status).toBe(422)
    expect(emoji.body.errors.name).toEqual(['A certificate cannot print these characters: 🎉. Please write your name without them.'])
    const tooLong = await issue(client, path, 'a'.repeat(81))
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.errors.name).toEqual(['Maximum 80 characters'])
    const ja = await client.call('POST', `/api/learning_paths/${path.slug}/learning_path_certificate/issue?locale=ja`, { json: { name: '' } })
    expect(ja.body.errors.name).toEqual(['名前を入力してください'])
    // 80 characters outside the Basic Multilingual Plane are 80, not 160.
    const name = '𠮷'.repeat(80)
    expect((await issue(client, path, name)).body).toMatchObject({ state: 'issued', name })
  })

  it('is for Plus and Professional learners only', async () => {
    const a = await lesson(1)
    const path = await createPath([[{ lesson: a }]])
    const { client, user } = await learner()
    await clearAll(user, a)
    const answer = await issue(client, path, 'Free Learner')
    expect(answer.status).toBe(403)
    expect((await progress(client, path)).certificate).toMatchObject({ state: 'notIssued', earned: true, entitled: false })
    expect(await payload.count({ collection: 'certificates', where: { user: { equals: user.id } } })).toMatchObject({ totalDocs: 0 })
  })

  it('cannot be written through Payload’s own routes', async () => {
    const { client, user } = await learner('plus')
    const path = await createPath([[{ lesson: await lesson(1) }]])
    const forged = await client.call('POST', '/api/certificates', { json: { number: 'AAAA-BBBB-CCCC', user: user.id, itemType: 'path', learningPath: path.id, name: 'Forged', issuedAt: new Date().toISOString(), covered: [] } })
    expect(forged.status).toBe(403)
    const start = await client.call('POST', '/api/user_document_page_infos', { json: { document: 'no-such-doc' } })
    expect(start.status).toBe(404)
    expect(await payload.count({ collection: 'certificates', where: { user: { equals: user.id } } })).toMatchObject({ totalDocs: 0 })
  })
})

describe('language certificates', () => {
  it('asks for every lesson of the language with exercise pages', async () => {
    // go has no starter course, so this test's lessons are all of the language.
    const go = await payload.find({ collection: 'languages', where: { name: { equals: 'go' } } })
    if (!go.docs.length) await payload.create({ collection: 'languages', data: { name: 'go', title: 'Go' } })
    const first = await lesson(1, 'go')
    const { client, user } = await learner('plus')
    const call = (action = '') => client.call(action ? 'POST' : 'GET', `/api/languages/go/language_certificate${action}?locale=en`, action ? { json: { name: 'Gopher' } } : {})
    const before = (await call()).body as CertificateAnswer
    expect(before.state).toBe('notIssued')
    expect(before.earned).toBe(false)
    const goLessons = await payload.find({ collection: 'lessons', where: { languageName: { equals: 'go' } }, limit: 0, pagination: false })
    for (const row of goLessons.docs) {
      const pages = await payload.find({ collection: 'pages', where: { lesson: { equals: row.id } }, pagination: false })
      for (const page of pages.docs) await recordClear(payload, user, page)
    }
    expect((await call('/issue')).body).toMatchObject({ state: 'issued', name: 'Gopher', itemType: 'language' })
    await lesson(1, 'go', first.courseId)
    expect((await call()).body).toMatchObject({ state: 'outdated' })
    expect((await client.call('GET', '/api/languages/klingon/language_certificate')).status).toBe(404)
  })
})
