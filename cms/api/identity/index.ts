import type { Endpoint } from 'payload'
import { identityAuthorize, identityCallback, identitySecondFactor } from './identityEndpoints'

/** Sign-in through an OpenID Connect provider, under /api/users/oidc (docs/learner-api.md "Identity"). */
export const usersIdentityEndpoints: Endpoint[] = [identityAuthorize, identityCallback, identitySecondFactor]
