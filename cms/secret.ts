import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from '@domain/repoPaths'

/**
 * PAYLOAD_SECRET signs sessions. Without it the embedded default keeps a generated one in data/.secret,
 * so a newcomer needs no configuration and sessions survive restarts.
 */
export function secret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir, '.secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const value = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, value, { mode: 0o600 })
    return value
  }
}
