import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { User } from '@cms/payload-types'
import { grantPlan } from './plans'

/** A short unique suffix so fixtures of different tests never collide in the shared scratch database. */
export const unique = () => crypto.randomBytes(4).toString('hex')

/** A course, lesson and chapter with one basic and one plus page, each with default and answer files. */
export async function createLessonWithPages(payload: Payload) {
  const id = unique()
  const course = await payload.create({ collection: 'courses', data: { slug: `c-${id}`, languageName: 'python', title: 'Course', order: 99 } })
  const lesson = await payload.create({
    collection: 'lessons',
    data: { slug: `l-${id}`, course: course.id, category: `cat-${id}`, order: 1, title: 'Lesson', planType: 'basic' },
  })
  const chapter = await payload.create({ collection: 'chapters', data: { slug: `ch-${id}`, lesson: lesson.id, order: 1, title: 'Chapter' } })
  const page = (planType: 'basic' | 'plus' | 'professional', order: number) =>
    payload.create({
      collection: 'pages',
      data: {
        slug: `p-${id}-${order}`,
        chapter: chapter.id,
        order,
        title: `Page ${order}`,
        planType,
        filetreeType: 'default',
        judgeLanguage: 'python',
        instructions: 'Print hello',
        defaultFiles: [{ path: 'main.py', content: '# write here' }],
        answerFiles: [{ path: 'main.py', content: 'print("hello")' }],
        hiddenFiles: [{ path: 'test_main.py', content: 'assert True' }],
        hints: [{ body: 'Use print' }],
        judges: [{ type: 'OutputJudge' as const, spec: { expected: 'hello\n', match: 'exact' } }],
      },
    })
  return { course, lesson, chapter, basicPage: await page('basic', 1), plusPage: await page('plus', 2), professionalPage: await page('professional', 3) }
}

/** An account; with `plan`, on that plan through a staff grant (tests/support/plans.ts), read back with it. */
export async function createUser(payload: Payload, data: Partial<User> = {}, plan?: 'plus' | 'professional'): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `u-${unique()}@example.test`, password: 'password123', roles: ['learner'], ...data },
  })
  if (!plan) return user
  await grantPlan(payload, user.id, plan)
  return payload.findByID({ collection: 'users', id: user.id, depth: 0 })
}
