import path from 'node:path'
import { spawnPlatform } from '../../../scripts/lib/spawnPlatform'
import { E2E_STAFF } from '../../support/browser'

/**
 * Starts the platform as `npm start` does, on a fresh database, for the whole e2e suite; the starter
 * curriculum is imported on this first start. Pointing E2E_BASE_URL at an already running platform
 * (started with the E2E_STAFF account) skips the start.
 */
export default async function setup() {
  if (process.env.E2E_BASE_URL) return
  const platform = await spawnPlatform({ STAFF_EMAIL: E2E_STAFF.email, STAFF_PASSWORD: E2E_STAFF.password })
  process.env.E2E_BASE_URL = platform.url
  // Where its mail lands (the outbox under DATA_DIR); with E2E_BASE_URL, set E2E_DATA_DIR to that platform's DATA_DIR.
  process.env.E2E_DATA_DIR = path.join(platform.scratch, 'data')
  return () => platform.stop()
}
