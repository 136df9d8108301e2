import { payloadInstance } from '@cms/getPayload'
import { startApiServer } from './apiServer'

// One more process of the platform for a test (Payload's API on its own port, the test's database and env): prints
// `READY <url>` once it serves, ends on SIGTERM.
await payloadInstance()
const server = await startApiServer()
console.log(`READY ${server.url}`)
process.once('SIGTERM', () => process.exit(0))
