import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { refusedToNonStaff } from '../conventions/staffOnlyCall'

const PARENT = { pages: 'chapter', chapters: 'lesson', lessons: 'course' } as const
const body = z.object({
  collection: z.enum(['pages', 'chapters', 'lessons']),
  ids: z.array(z.number().int().positive()).min(2).max(1000),
})

type Row = { id: number; order: number } & Record<string, unknown>
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value)

/**
 * POST /api/curriculum_order {collection, ids}: the tree view's drag and drop (docs/admin.md "Curriculum
 * tree"). The documents, all of one parent (and, for lessons, one category), take the order numbers they
 * already had, in the new sequence: pages keep their numbers within the lesson, lessons theirs within the
 * language. Each move is a normal update, so hooks (publishing the site) run as for a save in the admin.
 */
export const curriculumOrder: Endpoint = {
  path: '/curriculum_order',
  method: 'post',
  handler: async (req) => {
    const refused = refusedToNonStaff(req)
    if (refused) return refused
    const parsed = body.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return Response.json({ errors: [{ message: 'Send {collection: pages|chapters|lessons, ids: [at least two ids]}.' }] }, { status: 400 })
    const { collection, ids } = parsed.data
    if (new Set(ids).size !== ids.length) return Response.json({ errors: [{ message: 'An id appears twice.' }] }, { status: 422 })
    const rows = (await req.payload.find({ collection, where: { id: { in: ids } }, limit: ids.length, depth: 0, pagination: false, overrideAccess: true, req })).docs as unknown as Row[]
    if (rows.length !== ids.length) return Response.json({ errors: [{ message: 'Some of these documents do not exist.' }] }, { status: 422 })
    const parents = new Set(rows.map((row) => `${idOf(row[PARENT[collection]])}/${collection === 'lessons' ? row.category : ''}`))
    if (parents.size !== 1) return Response.json({ errors: [{ message: 'Only documents of one parent can be put in order together.' }] }, { status: 422 })
    const orders = rows.map((row) => row.order).sort((a, b) => a - b)
    // Before the first update: the build that publishes them starts after it (the admin's "live" status).
    const savedAt = Date.now()
    await applyOrder(req.payload, req, collection, ids, orders, rows)
    return Response.json({ ok: true, savedAt, orders: Object.fromEntries(ids.map((id, i) => [id, orders[i]])) })
  },
}

async function applyOrder(payload: Payload, req: PayloadRequest, collection: keyof typeof PARENT, ids: number[], orders: number[], rows: Row[]) {
  const current = new Map(rows.map((row) => [row.id, row.order]))
  const moving = ids.map((id, i) => ({ id, order: orders[i] })).filter(({ id, order }) => current.get(id) !== order)
  // Lessons' order is unique within their language and category: park the moving ones out of the way first.
  if (collection === 'lessons') {
    for (const [i, { id }] of moving.entries()) await payload.update({ collection, id, data: { order: 1_000_000 + i }, overrideAccess: true, req })
  }
  for (const { id, order } of moving) await payload.update({ collection, id, data: { order }, overrideAccess: true, req })
}
