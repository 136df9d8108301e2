import { z } from 'zod'

/** At most this many addresses in one invitation call. */
export const MAX_INVITES_PER_CALL = 100

const email = z.string().email()

/** "a@x, b@y" (commas, semicolons or new lines) → the addresses, lower-cased and unique, and those that are not addresses. */
export function splitEmails(text: string): { emails: string[]; invalid: string[] } {
  const parts = text.split(/[,;\n\r]+/).map((part) => part.trim().toLowerCase()).filter(Boolean)
  const emails = [...new Set(parts.filter((part) => email.safeParse(part).success))]
  return { emails, invalid: parts.filter((part) => !email.safeParse(part).success) }
}
