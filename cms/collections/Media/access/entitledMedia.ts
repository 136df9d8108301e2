import type { Access, PayloadRequest } from 'payload'
import { canUsePlan, PLAN_TYPES, type PlanType } from '@domain/plans/entitlement'
import { isStaff } from '@domain/roles'
import { userOf } from '@cms/access/userOf'
import { isSitePreviewBuild } from '@cms/access/sitePreview'
import { isSqlDatabase, runSql, sql } from '@cms/sql/runSql'

type MediaId = number | string

/**
 * Media read access, for `GET /api/media`, `/api/media/:id` and the files at `/api/media/file/…`: the images
 * of a slide deck the reader may not open (the one entitlement rule, domain/plans/entitlement.ts) are hidden
 * unless a deck they may open uses them too. Every other upload (stories, banners, free decks) stays public.
 */
export const entitledMedia: Access = async ({ req, isReadingStaticFile, data }) => {
  const user = userOf(req)
  if (isStaff(user) || isSitePreviewBuild(req)) return true
  const closed = PLAN_TYPES.filter((plan) => !canUsePlan(user, plan))
  if (!closed.length) return true
  // One file asked for: look only at that file's image, not every paid deck's.
  const filename = isReadingStaticFile ? String((data as { filename?: unknown } | undefined)?.filename ?? '') : null
  const hidden = await paidOnlyImages(req, closed, filename)
  if (filename !== null) return hidden.length === 0
  return hidden.length ? { id: { not_in: hidden } } : true
}

/** Images used by decks of the closed plan types and by no deck of another plan type (optionally: only this file's). */
async function paidOnlyImages(req: PayloadRequest, closed: PlanType[], filename: string | null): Promise<MediaId[]> {
  const open = PLAN_TYPES.filter((plan) => !closed.includes(plan))
  if (!isSqlDatabase(req.payload)) return paidOnlyImagesThroughPayload(req, closed, open, filename)
  const plans = (list: readonly PlanType[]) => sql.join(list.map((plan) => sql`${plan}`), sql`, `)
  const ofFile = filename === null ? sql`` : sql`AND i.image_id IN (SELECT m.id FROM media m WHERE m.filename = ${filename} OR m.sizes_thumbnail_filename = ${filename} OR m.sizes_slide_filename = ${filename})`
  const rows = await runSql<{ id: MediaId }>(
    req.payload,
    sql`SELECT DISTINCT i.image_id AS id FROM slides_items i JOIN slides s ON s.id = i._parent_id
        WHERE s.plan_type IN (${plans(closed)}) AND i.image_id IS NOT NULL ${ofFile}
          AND i.image_id NOT IN (SELECT o.image_id FROM slides_items o JOIN slides os ON os.id = o._parent_id WHERE os.plan_type IN (${plans(open)}) AND o.image_id IS NOT NULL)`,
    req,
  )
  return rows.map((row) => row.id)
}

/** The same through Payload (MongoDB): slower, as it reads every paid deck's localised slides. */
async function paidOnlyImagesThroughPayload(req: PayloadRequest, closed: PlanType[], open: PlanType[], filename: string | null): Promise<MediaId[]> {
  const imagesOf = async (plans: PlanType[]) => {
    const { docs } = await req.payload.find({ collection: 'slides', where: { planType: { in: plans } }, select: { items: true }, locale: 'all', depth: 0, pagination: false, overrideAccess: true, req })
    const items = docs.flatMap((deck) => Object.values((deck.items ?? {}) as unknown as Record<string, { image?: MediaId | null }[]>).flat())
    return new Set(items.map((item) => item.image).filter((image): image is MediaId => image !== null && image !== undefined).map(String))
  }
  const [paid, free] = await Promise.all([imagesOf(closed), imagesOf(open)])
  let hidden = [...paid].filter((id) => !free.has(id))
  if (filename !== null) {
    const { docs } = await req.payload.find({ collection: 'media', where: { or: [{ filename: { equals: filename } }, { 'sizes.thumbnail.filename': { equals: filename } }, { 'sizes.slide.filename': { equals: filename } }] }, depth: 0, overrideAccess: true, req })
    const ids = new Set(docs.map((doc) => String(doc.id)))
    hidden = hidden.filter((id) => ids.has(id))
  }
  return hidden
}
