import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { sessionRoutes } from '@domain/api/routes'

/** GET /api/csrf_token: the browser's CSRF token (issuing the cookie on first use), for its first state-changing call. */
export const csrfToken = learnerEndpoint(sessionRoutes.csrfToken, async ({ csrfToken }) => ({ csrfToken }))
