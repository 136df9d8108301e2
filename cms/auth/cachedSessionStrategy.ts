import { JWTAuthentication, type AuthStrategy, type Payload } from 'payload'
import type { User } from '../payload-types'
import { accountPlanAt, planInputsOf, readAccountPlanInputs, type AccountPlanInputs } from '../plans/attachAccountPlan'
import { accountReadCache } from './accountReadCache'

interface CachedUser {
  doc: User
  inputs: AccountPlanInputs
}

type FindByID = Payload['findByID']
type FindByIDOptions = Parameters<FindByID>[0]

/** Payload's findByID of the signed-in user, answered from the session read cache; the plan computed now. */
function cachedFindByID(payload: Payload): FindByID {
  return (async (options: FindByIDOptions) => {
    if (options.collection !== 'users') return payload.findByID(options)
    const key = `jwt:${options.depth}:${options.locale ?? ''}:${options.fallbackLocale ?? ''}`
    const cached = await accountReadCache().read<CachedUser>(options.id, key, async () => {
      const doc = (await payload.findByID(options)) as User | null
      if (!doc) return null
      const inputs = planInputsOf(doc) ?? (await readAccountPlanInputs(payload, doc.id))
      return { doc: structuredClone(doc), inputs }
    })
    if (!cached) return null
    // Each request gets its own copy: handlers add to req.user (the socket refreshes it in place).
    const user = structuredClone(cached.doc)
    return Object.assign(user, accountPlanAt(cached.inputs, user.createdAt, new Date()))
  }) as FindByID
}

/**
 * Payload's own JWT strategy (the token's signature, its expiry, its session row, the CSRF rule of the cookie), with the
 * account read from the session read cache (docs/sessions.md "Session read cache"). Listed before Payload's, which
 * then answers only what this one refused (a session that ended, a bad token), reading the database as before.
 */
export const cachedSessionStrategy: AuthStrategy = {
  name: 'session-cache',
  authenticate: (args) => {
    const payload = new Proxy(args.payload, {
      get: (target, property, receiver) => (property === 'findByID' ? cachedFindByID(target) : Reflect.get(target, property, receiver)),
    })
    return JWTAuthentication({ ...args, payload, strategyName: 'local-jwt' })
  },
}
