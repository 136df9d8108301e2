import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { migrate } from '@cms/bootstrap/migrate'
import { payloadInstance } from '@cms/getPayload'
import { Pools } from '@judge/sandbox/pools'
import { attachJudgeSocket } from '@judge/socket/attach'
import { startApiServer } from './apiServer'
import { createLessonWithPages } from './fixtures'

// One more process of the platform for a test (Payload's API on its own port, the test's database and env): prints
// `READY {"api":url,"socket":url,"pageId":id}` once it serves, ends on SIGTERM. MIGRATE=1 migrates its database
// first; FIXTURE=1 makes a lesson (its free page's id is pageId); the judge socket has no runtimes (saving works).
const payload = await payloadInstance()
if (process.env.MIGRATE === '1') await migrate(payload)
const pageId = process.env.FIXTURE === '1' ? (await createLessonWithPages(payload)).basicPage.id : null
const api = await startApiServer()
const socketServer = http.createServer()
attachJudgeSocket(socketServer, { payload, pools: new Pools([]) })
await new Promise<void>((resolve) => socketServer.listen(0, '127.0.0.1', resolve))
const socket = `http://127.0.0.1:${(socketServer.address() as AddressInfo).port}`
console.log(`READY ${JSON.stringify({ api: api.url, socket, pageId })}`)
process.once('SIGTERM', () => process.exit(0))
