import { z } from 'zod'
import { signedCookie } from '../conventions/signedCookie'

/**
 * An account with two-factor sign-in keeps it when it signs in through its identity provider: the callback
 * hands the browser this signed, five-minute ticket instead of a session, and the sign-in page trades it
 * for a session with a code (POST /api/users/oidc/second_factor).
 */
const ticket = z.object({ userId: z.union([z.number(), z.string()]), redirect: z.string() })
export type SecondFactorTicket = z.infer<typeof ticket>

export const secondFactorCookie = signedCookie({ name: 'oidc_second_factor', purpose: 'oidc-second-factor', path: '/api/users/oidc', lifetimeMs: 5 * 60 * 1000, schema: ticket })
