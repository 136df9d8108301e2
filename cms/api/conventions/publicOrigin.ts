import type { PayloadRequest } from 'payload'

/** The platform's public origin for links that leave the server (PUBLIC_URL; behind a proxy the request's own may be internal). */
export const publicOrigin = (req: PayloadRequest) => process.env.PUBLIC_URL || req.origin || 'http://localhost:3000'
