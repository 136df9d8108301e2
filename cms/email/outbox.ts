import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from '@domain/repoPaths'

/**
 * Without SMTP_URL the platform sends no mail: each message is written to {DATA_DIR}/outbox as an .eml file
 * (open it in any mail program, or read it as text), newest last by name. The README says how to read it.
 */
export const outboxDir = () => path.join(dataDir, 'outbox')

export function writeToOutbox(to: string, raw: Buffer): string {
  fs.mkdirSync(outboxDir(), { recursive: true })
  const safeTo = to.replace(/[^\w.@-]/g, '_').slice(0, 100)
  const file = path.join(outboxDir(), `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint() % 1_000_000n}-${safeTo}.eml`)
  fs.writeFileSync(file, raw)
  return file
}
