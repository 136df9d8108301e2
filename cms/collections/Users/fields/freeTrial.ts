import type { Field, FieldHook } from 'payload'

/** docs/site.md "Free trial": the free-trial offer is open for 12 hours after sign-up. */
export const FREE_TRIAL_OFFER_WINDOW_MS = 12 * 60 * 60 * 1000

interface TrialFacts {
  createdAt?: string | null
  entitlements?: { plus?: boolean | null } | null
}

/** When the user's offer closes (Unix seconds), from their sign-up time. */
export const freeTrialRequestDeadline = (user: TrialFacts): number | null =>
  user.createdAt ? Math.floor((Date.parse(user.createdAt) + FREE_TRIAL_OFFER_WINDOW_MS) / 1000) : null

/**
 * Whether the user may still start a free trial: inside the offer window and not already on Plus. (Past
 * trials and subscriptions join this once billing exists; no account has either yet.)
 */
export function canAccessFreeTrial(user: TrialFacts, now = Date.now()): boolean {
  const deadline = freeTrialRequestDeadline(user)
  return deadline !== null && deadline * 1000 > now && !user.entitlements?.plus
}

const computed = (compute: (user: TrialFacts) => unknown): FieldHook => ({ data }) => (data ? compute(data as TrialFacts) : undefined)

/** Read-only, computed on every read (docs/content.md "Session user": canAccessFreeTrial, free-trial request deadline). */
export const freeTrialFields: Field[] = [
  {
    name: 'canAccessFreeTrial',
    type: 'checkbox',
    virtual: true,
    admin: { readOnly: true, description: 'Computed: within 12 hours of sign-up and not on Plus.' },
    hooks: { afterRead: [computed((user) => canAccessFreeTrial(user))] },
  },
  {
    name: 'freeTrialRequestDeadline',
    type: 'number',
    virtual: true,
    admin: { readOnly: true, description: 'Computed: when the free-trial offer closes (Unix seconds).' },
    hooks: { afterRead: [computed(freeTrialRequestDeadline)] },
  },
]
