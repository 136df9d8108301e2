import type { Express, RequestHandler } from 'express'

/**
 * The client's address as the CMS sees it (docs/learner-api.md "Rate limits"): Express's req.ip written into
 * x-forwarded-for over whatever the client sent, so a per-client limit cannot be dodged by inventing that
 * header. req.ip is the socket's peer, or with TRUST_PROXY set (Express's "trust proxy": a hop count, `true`,
 * or addresses) the client a trusted reverse proxy reported.
 */
export function useClientAddress(app: Express, trustProxy = process.env.TRUST_PROXY) {
  app.set('trust proxy', trustSetting(trustProxy))
  app.use(writeClientAddress)
}

const writeClientAddress: RequestHandler = (req, _res, next) => {
  req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? ''
  next()
}

function trustSetting(value: string | undefined): boolean | number | string {
  if (!value?.trim() || value === 'false') return false
  if (value === 'true') return true
  return /^\d+$/.test(value) ? Number(value) : value
}
