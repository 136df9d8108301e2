import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import type { ApiMessage } from './learnerEndpoint'

/** The largest JSON body a learner call reads (its fields are a few short strings; code goes over the socket). */
export const MAX_JSON_BODY_BYTES = 64 * 1024

/** Builds the error a refused body answers with (the learner call's `fail`: status, field, message). */
type Refuse = (status: number, field: string, message: ApiMessage) => Error

/**
 * A call that takes a file may cap its multipart body below Payload's own limits, refusing a larger one by its
 * Content-Length before a byte of it is parsed, with the call's own message on the file's field.
 */
export interface MultipartLimit {
  bytes: number
  field: string
  message: ApiMessage
}

/**
 * A learner call's body as an object (docs/learner-api.md "Conventions"): JSON, or multipart form fields and files
 * (which Payload parses onto the request: the fields JSON-encoded in `_payload`, the files on req.files); {}
 * when there is none. A body that is not a JSON object is refused with 400 and one over the limit with 413,
 * before the handler runs.
 */
export async function readRequestBody(req: PayloadRequest, refuse: Refuse, multipartLimit?: MultipartLimit): Promise<Record<string, unknown>> {
  const contentType = req.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  if (contentType !== 'application/json') {
    if (req.method === 'DELETE') return {}
    if (multipartLimit && Number(req.headers.get('content-length') ?? 0) > multipartLimit.bytes) throw refuse(413, multipartLimit.field, multipartLimit.message)
    try {
      await addDataAndFileToRequest(req)
    } catch {
      throw refuse(400, 'base', 'malformedBody')
    }
    // `_payload` holds the fields as JSON text, which may be anything: only an object is a body.
    if (req.data !== undefined && !isObject(req.data)) throw refuse(400, 'base', 'malformedBody')
    return (req.data as Record<string, unknown> | undefined) ?? {}
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw refuse(413, 'base', 'bodyTooLarge')
  const text = await readAtMost(req, MAX_JSON_BODY_BYTES)
  if (text === null) throw refuse(413, 'base', 'bodyTooLarge')
  let parsed: unknown
  try {
    parsed = text.trim() ? JSON.parse(text) : {}
  } catch {
    throw refuse(400, 'base', 'malformedBody')
  }
  if (!isObject(parsed)) throw refuse(400, 'base', 'malformedBody')
  // Payload's own readers (req.data, req.json) see the parsed body, as if it had parsed it.
  req.data = parsed as Record<string, unknown>
  ;(req as { json?: () => Promise<unknown> }).json = () => Promise.resolve(parsed)
  return parsed as Record<string, unknown>
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** The body as text, or null once it passes `limit` bytes (read no further: a body without Content-Length may be endless). */
export async function readAtMost(req: PayloadRequest, limit: number): Promise<string | null> {
  const reader = req.body?.getReader()
  if (!reader) return req.text ? req.text() : ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(chunk.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
