import { getPayload, type Payload } from 'payload'
import config from './payload.config'

/**
 * The process's Payload instance for plain Node code (server, scripts, tests). getPayload caches it on
 * globalThis, so the Next route handlers in the same process get this very instance.
 */
export const payloadInstance = (): Promise<Payload> => getPayload({ config })
