/**
 * Run by bench/suites/slides.ts in its own process (Payload reads DATABASE_URL once, at import): on the fresh
 * database named by DATA_DIR or DATABASE_URL, migrates, writes 4 courses of 50 lessons through Payload and
 * SLIDE_COUNT generated decks straight with SQL, creates a free learner, then serves Payload's endpoints on a
 * real HTTP port (tests/support/apiServer.ts: the handler the Next routes call) and prints one READY line.
 */
import { performance } from 'node:perf_hooks'
import { migrate } from '@cms/bootstrap/migrate'
import { payloadInstance } from '@cms/getPayload'
import { startApiServer } from '@tests/support/apiServer'
import { generateSlides } from './generatedSlides'

const count = Number(process.env.SLIDE_COUNT ?? 100_000)
const payload = await payloadInstance()
await migrate(payload)
const lessonIds: number[] = []
for (const [c, languageName] of (['html', 'sql', 'python', 'es6'] as const).entries()) {
  const course = await payload.create({ collection: 'courses', data: { slug: `bench-course-${c}`, languageName, title: `Course ${c}`, order: c } })
  for (let l = 1; l <= 50; l++) {
    const lesson = await payload.create({ collection: 'lessons', data: { slug: `bench-${c}-${l}`, course: course.id, category: 'study', order: l, title: `Lesson ${c}-${l}`, planType: 'basic' } })
    lessonIds.push(lesson.id)
  }
}
const started = performance.now()
const { searchRows } = await generateSlides(payload, lessonIds, count)
const generateMs = performance.now() - started
const password = 'bench-password-1'
const learner = await payload.create({ collection: 'users', data: { email: 'bench-learner@example.test', password, roles: ['learner'] } })
const server = await startApiServer()
console.log(`READY ${JSON.stringify({ url: server.url, email: learner.email, password, lessonIds, generateMs, searchRows })}`)
