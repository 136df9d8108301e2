import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { isStaff } from '@domain/roles'

/** Who made a billing change: the request's context names the provider or the system; else the signed-in user. */
export type BillingActor = 'staff' | 'learner' | 'provider' | 'system'

/**
 * Runs `work` with its billing changes logged as made by a payment provider's webhook or by the platform
 * (the request's context says so only meanwhile: the same request may go on to change things as the learner).
 */
export async function asActor<T>(req: PayloadRequest, actor: 'provider' | 'system' | undefined, work: () => Promise<T>): Promise<T> {
  if (!actor) return work()
  const before = req.context.billingActor
  req.context.billingActor = actor
  try {
    return await work()
  } finally {
    req.context.billingActor = before
  }
}

function actorOf(req: PayloadRequest): { actor: BillingActor; by: number | null } {
  const named = req.context?.billingActor as BillingActor | undefined
  const user = req.user as { id?: number } | null
  if (named) return { actor: named, by: user?.id ?? null }
  if (!user) return { actor: 'system', by: null }
  return { actor: isStaff(user) ? 'staff' : 'learner', by: user.id ?? null }
}

const IGNORED = new Set(['updatedAt', 'createdAt'])

function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>) {
  const changes: Record<string, [unknown, unknown]> = {}
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    if (IGNORED.has(key)) continue
    const [a, b] = [before?.[key] ?? null, after[key] ?? null]
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = [a, b]
  }
  return changes
}

async function write(req: PayloadRequest, collectionSlug: string, docId: unknown, operation: string, changes: Record<string, unknown>) {
  const { actor, by } = actorOf(req)
  await req.payload.create({
    collection: 'billing_log',
    data: { collectionSlug, docId: String(docId), operation: operation as 'create', actor, by, changes, summary: `${operation} ${collectionSlug} ${docId} by ${actor}` },
    req,
    overrideAccess: true,
  })
}

/** docs/plans.md "Staff": every change to a billing document is logged with who made it, in the same transaction. */
export const logBillingChange: CollectionAfterChangeHook = async ({ req, doc, previousDoc, operation, collection }) => {
  const changes = changedFields(operation === 'create' ? undefined : previousDoc, doc)
  if (operation === 'update' && Object.keys(changes).length === 0) return doc
  await write(req, collection.slug, doc.id, operation, changes)
  return doc
}

export const logBillingDelete: CollectionAfterDeleteHook = async ({ req, id, collection }) => {
  await write(req, collection.slug, id, 'delete', {})
}

export const billingLogHooks = { afterChange: [logBillingChange], afterDelete: [logBillingDelete] }
