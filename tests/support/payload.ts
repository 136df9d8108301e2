import type { Payload } from 'payload'
import { migrate } from '@cms/bootstrap/migrate'
import { payloadInstance } from '@cms/getPayload'

let ready: Promise<Payload> | null = null

/** This worker's Payload on the suite's scratch database, migrated with the committed migrations. */
export function testPayload(): Promise<Payload> {
  ready ??= payloadInstance().then(async (payload) => {
    await migrate(payload)
    return payload
  })
  return ready
}
