import type { Endpoint, PayloadHandler, SanitizedConfig } from 'payload'
import { isSafeMethod, passesStateChangeRule } from './csrf'
import { t } from '@domain/i18n/messages'

/**
 * The CSRF and Origin rule on every state-changing route Payload mounts (docs/sessions.md "CSRF"): its
 * generated REST routes for every collection and global (create, update, delete, login, logout, unlock,
 * forgot/reset, preferences, locked documents …), and the platform's own endpoints. Applied to the sanitized
 * config, where Payload has added its routes, so the Next route handlers and every other caller of
 * handleEndpoints get the same rule. (GraphQL is off: payload.config.ts.)
 */
export async function guardStateChanges(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  sanitized.endpoints = guardAll(sanitized.endpoints)
  for (const collection of sanitized.collections) collection.endpoints = guardAll(collection.endpoints)
  for (const global of sanitized.globals) global.endpoints = guardAll(global.endpoints)
  return sanitized
}

function guardAll<T extends Endpoint[] | false | undefined>(endpoints: T): T {
  if (!endpoints) return endpoints
  // New objects: Payload shares its default endpoint objects between collections.
  return endpoints.map((endpoint) => (isSafeMethod(endpoint.method) ? endpoint : { ...endpoint, handler: guarded(endpoint.handler) })) as T
}

const guarded =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (passesStateChangeRule(req.method ?? 'POST', req.headers)) return handler(req)
    const locale = req.searchParams?.get('locale') === 'ja' || !req.searchParams?.get('locale') ? 'ja' : 'en'
    return Response.json({ errors: { base: [t(locale, 'api.csrf')] } }, { status: 403, headers: { 'cache-control': 'no-store' } })
  }
