import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import { LearnerApiError } from './learnerEndpoint'
import { apiMessage, type ApiLocale } from './messages'

/** The largest JSON body a learner call reads (its fields are a few short strings; code goes over the socket). */
export const MAX_JSON_BODY_BYTES = 64 * 1024

/**
 * A learner call's body as an object (core.md §6 "Request rules"): JSON, or multipart form fields and files
 * (which Payload parses onto the request); {} when there is none. A body that is not a JSON object answers
 * 400 and one over the limit 413, with the errors object, before the handler runs.
 */
export async function readRequestBody(req: PayloadRequest, locale: ApiLocale): Promise<Record<string, unknown>> {
  const contentType = req.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  if (contentType !== 'application/json') {
    if (req.method === 'DELETE') return {}
    try {
      await addDataAndFileToRequest(req)
    } catch {
      throw malformed(locale)
    }
    return (req.data as Record<string, unknown> | undefined) ?? {}
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw tooLarge(locale)
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw tooLarge(locale)
  let parsed: unknown
  try {
    parsed = text.trim() ? JSON.parse(text) : {}
  } catch {
    throw malformed(locale)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw malformed(locale)
  // Payload's own readers (req.data, req.json) see the parsed body, as if it had parsed it.
  req.data = parsed as Record<string, unknown>
  ;(req as { json?: () => Promise<unknown> }).json = () => Promise.resolve(parsed)
  return parsed as Record<string, unknown>
}

const malformed = (locale: ApiLocale) => new LearnerApiError(400, { base: [apiMessage('malformedBody', locale)] })
const tooLarge = (locale: ApiLocale) => new LearnerApiError(413, { base: [apiMessage('bodyTooLarge', locale)] })
