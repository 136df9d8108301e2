import type { Endpoint, PayloadHandler, SanitizedConfig } from 'payload'
import { staffOnly } from './collection'

const VERSION_ROUTES = new Set(['/versions', '/versions/:id'])
const VERIFY_ROUTE = '/verify/:id'

/**
 * What Payload adds while it builds the config, narrowed (docs/access-rules.md):
 * - Its document locks allow any signed-in account everything; locks are the admin's (staff's) business, and a
 *   learner who could create one would make a staff save fail with 423, so every operation is staff-only.
 *   Its preferences stay as Payload made them: each account reads and writes only its own; deleting one the
 *   account does not have answers 404 (Payload's own handler fails with 500 then).
 * - Routes that can only fail with 500 are not mounted: the version routes of a collection without versions
 *   (there is no versions table) and the email-verification route of an auth collection that does not verify
 *   email (there is no token field; accounts confirm their address through the platform's own link).
 */
export function restrictPayloadRoutes(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, create: staffOnly, read: staffOnly, update: staffOnly, delete: staffOnly }
  const preferences = config.collections.find((collection) => collection.slug === 'payload-preferences')
  const deletePreference = preferences?.endpoints && preferences.endpoints.find((endpoint) => endpoint.method === 'delete' && endpoint.path === '/:key')
  if (deletePreference) deletePreference.handler = onlyExistingPreference(deletePreference.handler)
  for (const collection of config.collections) {
    if (!collection.endpoints) continue
    const failing = (path: string) => (!collection.versions && VERSION_ROUTES.has(path)) || (Boolean(collection.auth) && !collection.auth.verify && path === VERIFY_ROUTE)
    collection.endpoints = collection.endpoints.filter((endpoint) => !failing(endpoint.path))
  }
  return config
}

function onlyExistingPreference(handler: Endpoint['handler']): PayloadHandler {
  return async (req) => {
    const key = String(req.routeParams?.key ?? '')
    const own = req.user && (await req.payload.count({ collection: 'payload-preferences', where: { key: { equals: key }, 'user.value': { equals: req.user.id }, 'user.relationTo': { equals: req.user.collection } }, req })).totalDocs
    if (req.user && !own) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    return handler(req)
  }
}
