import { z } from 'zod'
import { t } from '@domain/i18n/messages'
import { LearnerApiError, type SignedInContext } from '../conventions/learnerEndpoint'

const text = (max: number) => z.string().trim().max(max)

/** The team's details as admins edit them (docs/teams.md "Dashboard", settings). */
export const companyDetails = z
  .object({
    name: text(100).min(1),
    address: text(200),
    phone: text(30).regex(/^[0-9+\-() ]*$/),
    adminName: text(100),
    adminEmail: z.union([z.literal(''), z.string().trim().toLowerCase().email().max(254)]),
    receiptCompanyName: text(100),
  })
  .strict()

/** The zod issues of a team form as the learner calls' errors object, in the caller's language. */
export function formErrors(ctx: SignedInContext, error: z.ZodError): LearnerApiError {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[issue.path.length - 1] ?? 'base')
    ;(errors[field] ??= []).push(t(ctx.locale, field === 'name' ? 'api.teamNameRequired' : 'api.teamFieldInvalid'))
  }
  return new LearnerApiError(422, errors)
}

