import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { dashboardRoutes } from '@domain/api/routes'
import { sessionView } from '../account/views'
import { idOf } from '../../progress/idOf'

/**
 * GET /api/users/me_for_lesson/{languageName}/{category}/{lessonOrder} (docs/learner-api.md "Dashboard"): the session user with their
 * progress in that lesson, for the lesson page (check marks, "continue" instead of "start").
 */
export const meForLesson = learnerEndpoint(dashboardRoutes.meForLesson, async ({ req, user, params, fail }) => {
  const order = Number(params.lessonOrder)
  const lessons = Number.isInteger(order)
    ? await req.payload.find({
        collection: 'lessons',
        where: { languageName: { equals: params.languageName }, category: { equals: params.category }, order: { equals: order } },
        depth: 0,
        limit: 1,
        req,
      })
    : null
  const lesson = lessons?.docs[0]
  if (!lesson) throw fail(404, 'base', 'notFound')
  const infos = await req.payload.find({
    collection: 'user_page_infos',
    where: { user: { equals: user.id }, lesson: { equals: lesson.id } },
    depth: 0,
    limit: 10_000,
    overrideAccess: false,
    user,
    req,
  })
  const completedPageIds = infos.docs.filter((i) => i.completed).flatMap((i) => idOf(i.page) ?? [])
  const pageCount = await req.payload.count({ collection: 'pages', where: { lesson: { equals: lesson.id }, topic: { exists: false } }, req })
  return {
    user: {
      ...sessionView(user),
      lesson: { id: lesson.id, completedPageIds, completed: pageCount.totalDocs > 0 && completedPageIds.length >= pageCount.totalDocs },
    },
  }
}, { signedIn: true })
