import type { Payload } from 'payload'
import { installAccountCache } from '../auth/installAccountCache'
import { survivePoolErrors } from './databasePoolErrors'

/** What every process's Payload sets up once it is connected (payload.config.ts onInit). */
export function onPayloadInit(payload: Payload) {
  survivePoolErrors(payload)
  installAccountCache(payload)
}
