import type { PayloadRequest } from 'payload'

/**
 * The client's network address, as the platform server (server/clientAddress.ts) writes it on every request it
 * passes to the CMS, replacing whatever the client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-platform-client-address'

/** Who a per-client limit counts: a signed-in account by its id (wherever it connects from), else the address. */
export const clientKey = (req: PayloadRequest, user: { id: number | string } | null): string =>
  user ? `user:${user.id}` : `address:${req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`
