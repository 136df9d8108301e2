import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'

/** The mails the platform wrote to an outbox folder (cms/email/outbox.ts) for `address`, oldest first, parsed. */
export async function mailsTo(outbox: string, address: string) {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort() : []
  const mails = await Promise.all(files.map(async (f) => simpleParser(fs.readFileSync(path.join(outbox, f)))))
  return mails.filter((m) => m.to && (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t.value.some((v) => v.address === address)))
}

/** The confirmation link of a mail's text. */
export const confirmationLink = (text: string) => new URL(/https?:\/\/\S+\/users\/confirmation\?\S+/.exec(text)![0])
