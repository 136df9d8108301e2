import { z } from 'zod'
import { LOG_LEVELS, LOG_LIMITS } from './javascriptLogs'

/** What the server accepts of a log (docs/learner-api.md "JavaScript logs"), apart from the page's words in javascriptLogs.ts. */

const text = (max: number) => z.string().max(max)

/** The payload the server accepts (read camelCased); anything else is refused with 422 and nothing stored. */
export const logPayload = z
  .object({
    id: z.uuid(),
    date: z.iso.datetime({ offset: true }),
    userId: z.union([z.number().int(), text(100)]).nullish(),
    userName: text(LOG_LIMITS.userName).nullish(),
    trackingId: text(LOG_LIMITS.trackingId).nullish(),
    type: text(LOG_LIMITS.type).min(1),
    level: z.enum(LOG_LEVELS),
    backtrace: text(LOG_LIMITS.backtrace).nullish(),
    message: text(LOG_LIMITS.message).min(1),
  })
  .strict()

/** The error log's payload: the log payload with the file and line the error was thrown at. */
export const errorLogPayload = logPayload.extend({ file: text(LOG_LIMITS.file).nullish(), line: z.number().int().min(0).max(100_000_000).nullish() }).strict()

export type LogPayload = z.infer<typeof errorLogPayload>
