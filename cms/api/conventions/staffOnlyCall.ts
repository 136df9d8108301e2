import type { PayloadRequest } from 'payload'
import { isStaff } from '@domain/roles'

/** The refusal of an admin-only call (docs/admin.md) to anyone but staff: 401 signed out, 403 signed in; null for staff. */
export const refusedToNonStaff = (req: PayloadRequest): Response | null =>
  isStaff(req.user) ? null : Response.json({ errors: [{ message: 'Staff only.' }] }, { status: req.user ? 403 : 401 })
