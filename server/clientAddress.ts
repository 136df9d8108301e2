import type { NextFunction, Request, Response } from 'express'
import { CLIENT_ADDRESS_HEADER } from '@cms/api/conventions/clientAddress'

/**
 * Tells the CMS who is asking (README "Configuration", CLIENT_IP_HEADER): the address of the connection, or,
 * behind a reverse proxy, the one the proxy put in the header CLIENT_IP_HEADER names. Of a list (an
 * X-Forwarded-For the proxy appended to), the last entry is the one the proxy wrote; the rest came from the
 * client. Whatever the client sent as CLIENT_ADDRESS_HEADER itself is replaced.
 */
export function clientAddress(env: Record<string, string | undefined> = process.env) {
  const trusted = env.CLIENT_IP_HEADER?.trim().toLowerCase()
  return (req: Request, _res: Response, next: NextFunction) => {
    const fromProxy = trusted ? String(req.headers[trusted] ?? '').split(',').pop()?.trim() : undefined
    req.headers[CLIENT_ADDRESS_HEADER] = (fromProxy || req.socket.remoteAddress || 'unknown').slice(0, 100)
    next()
  }
}
