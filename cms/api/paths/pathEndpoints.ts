import { pathRoutes } from '@domain/api/routes'
import type { PathProgressAnswer } from '@domain/api/paths'
import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import { certificateView } from '../../certificates/certificateView'
import { findCertificate, pathSubjectFrom } from '../../certificates/certificateSubject'
import { findPath, readPathProgress } from '../../progress/pathProgressReader'
import { readAll } from '../../progress/readAll'
import { idOf } from '../../progress/idOf'

/** The learner's progress on a path with its certificate, as GET …/progress and the start call answer it. */
async function progressAnswer(ctx: SignedInContext, slug: string): Promise<PathProgressAnswer> {
  const path = await findPath(ctx.req, slug, ctx.locale)
  if (!path) throw ctx.fail(404, 'base', 'notFound')
  const reading = await readPathProgress(ctx.req, path, ctx.user.id, ctx.locale)
  const subject = pathSubjectFrom(path, reading.progress)
  const certificate = await findCertificate(ctx.req, subject, ctx.user.id)
  return {
    slug: path.slug,
    title: path.title,
    started: reading.started?.status ?? null,
    activePath: reading.activePath,
    clearedCheckpoints: reading.progress.clearedCheckpoints,
    totalCheckpoints: reading.progress.totalCheckpoints,
    completed: reading.progress.completed,
    congratulate: reading.progress.completed && Boolean(reading.started) && !reading.started?.completionSeenAt,
    checkpoints: reading.progress.checkpoints.map((checkpoint, c) => ({
      title: path.checkpoints?.[c]?.title ?? '',
      cleared: checkpoint.cleared,
      steps: checkpoint.steps.map((step, s) => ({ ...reading.steps[c][s], status: step.status, action: step.action, lock: step.lock, desktopOnly: step.desktopOnly, counted: step.counted })),
    })),
    certificate: certificateView(certificate, subject, ctx.user),
  }
}

/** GET /api/learning_paths/{slug}/progress (docs/learner-api.md "Paths and certificates"). */
export const pathProgressEndpoint = learnerEndpoint(pathRoutes.progress, async (ctx) => progressAnswer(ctx, ctx.params.slug), { signedIn: true })

/**
 * POST /api/user_learning_paths {learningPath} (docs/paths.md "Starting and pausing"): starts or resumes a path.
 * The path the learner was on is paused, so there is one active path; its progress is kept and it can be resumed.
 */
export const startPathEndpoint = learnerEndpoint(
  pathRoutes.start,
  async (ctx) => {
    const slug = typeof ctx.body.learningPath === 'string' ? ctx.body.learningPath : ''
    const path = slug ? await findPath(ctx.req, slug, ctx.locale) : null
    if (!path) throw ctx.fail(404, 'learningPath', 'notFound')
    const { req, user } = ctx
    const now = new Date().toISOString()
    const starts = await req.payload.find({ collection: 'user_learning_paths', where: { user: { equals: user.id } }, ...readAll(req) })
    for (const other of starts.docs.filter((s) => s.status === 'active' && idOf(s.learningPath) !== path.id)) {
      await req.payload.update({ collection: 'user_learning_paths', id: other.id, data: { status: 'paused', pausedAt: now }, depth: 0, overrideAccess: true, req })
    }
    const mine = starts.docs.find((s) => idOf(s.learningPath) === path.id)
    if (mine) {
      if (mine.status !== 'active') await req.payload.update({ collection: 'user_learning_paths', id: mine.id, data: { status: 'active', pausedAt: null }, depth: 0, overrideAccess: true, req })
    } else {
      await req.payload.create({ collection: 'user_learning_paths', data: { user: user.id, learningPath: path.id, status: 'active', startedAt: now }, depth: 0, overrideAccess: true, req })
    }
    return progressAnswer(ctx, slug)
  },
  { signedIn: true },
)

/** PUT /api/user_learning_paths/{slug}/congratulated: the completion modal was shown; it is not shown again. */
export const congratulatedEndpoint = learnerEndpoint(
  pathRoutes.congratulated,
  async (ctx) => {
    const path = await findPath(ctx.req, ctx.params.slug, ctx.locale)
    if (!path) throw ctx.fail(404, 'base', 'notFound')
    const mine = await ctx.req.payload.find({ collection: 'user_learning_paths', where: { and: [{ user: { equals: ctx.user.id } }, { learningPath: { equals: path.id } }] }, limit: 1, depth: 0, overrideAccess: true, req: ctx.req })
    if (!mine.docs[0]) throw ctx.fail(404, 'base', 'notFound')
    await ctx.req.payload.update({ collection: 'user_learning_paths', id: mine.docs[0].id, data: { completionSeenAt: new Date().toISOString() }, depth: 0, overrideAccess: true, req: ctx.req })
  },
  { signedIn: true },
)
