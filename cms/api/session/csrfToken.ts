import { learnerEndpoint } from '../conventions/learnerEndpoint'

/** GET /api/csrf_token: the browser's CSRF token (issuing the cookie on first use), for its first state-changing call. */
export const csrfToken = learnerEndpoint('get', '/csrf_token', async ({ csrfToken }) => ({ csrfToken }))
