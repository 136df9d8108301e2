import type { Endpoint } from 'payload'
import { refusedToNonStaff } from '../conventions/staffOnlyCall'
import { publishingStatus } from '../../hooks/publishSite'

/**
 * GET /api/site_publishing: where publishing to the static site stands, for the admin's "live on the site"
 * status (docs/admin.md "Publishing status"). Staff only: it says when staff last changed the site.
 */
export const publishingStatusCall: Endpoint = {
  path: '/site_publishing',
  method: 'get',
  handler: async (req) => {
    const refused = refusedToNonStaff(req)
    if (refused) return refused
    return Response.json({ status: publishingStatus() }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
