import type { Endpoint } from 'payload'
import { csrfToken } from './csrfToken'
import { register, signIn, signOut } from './session'

/** Sign-in, sign-out and sign-up under /api/users (docs/learner-api.md "Session"). */
export const usersSessionEndpoints: Endpoint[] = [signIn, signOut, register]

/** The CSRF token at the API root. */
export const rootSessionEndpoints: Endpoint[] = [csrfToken]
