import type { PayloadRequest } from 'payload'
import type { AccessUser } from '@domain/roles'

/** The request's user as the access rules read it (domain/roles.ts). */
export const userOf = (req: PayloadRequest): AccessUser | null => (req.user as unknown as AccessUser) ?? null
