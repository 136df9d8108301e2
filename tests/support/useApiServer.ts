import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'
import { startApiServer, type ApiServer } from './apiServer'
import { testPayload } from './payload'

/**
 * For a test file: this worker's Payload and an API server, started before its tests (handed to `started`)
 * and closed after them.
 */
export function useApiServer(started: (context: { payload: Payload; server: ApiServer }) => void) {
  let server: ApiServer | undefined
  beforeAll(async () => {
    const payload = await testPayload()
    server = await startApiServer()
    started({ payload, server })
  })
  afterAll(() => server?.close())
}
