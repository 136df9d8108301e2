import type { PayloadRequest } from 'payload'

/**
 * The options of every progress reader's query, spread into `payload.find`: ids only for relationships
 * (depth 0), every matching row (no pagination), the server's own read (access overridden), inside the
 * caller's request.
 */
export const readAll = (req: PayloadRequest) => ({ depth: 0, pagination: false, overrideAccess: true, req }) as const
