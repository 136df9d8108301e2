import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { MONACO_VS_PATH } from '@domain/monacoPath'
import { rootDir } from '@domain/repoPaths'
import type { Server as SocketServer } from 'socket.io'
import { attachJudgeSocket, type JudgeDeps } from '@judge/socket/attach'
import { exercisePageFiles } from './exercisePageFiles'
import { isCmsPath, prepareCmsApp } from './nextApp'
import { learnerRouteAliases } from './learnerRouteAliases'
import { siteRoutes } from './siteRoutes'
import { certificateRoutes } from './certificateRoutes'
import { adminAliases } from './adminAliases'
import { adminExerciseRoute } from './adminExerciseRoute'
import { adminDocsRoute } from './adminDocsRoute'
import { useClientAddress } from './clientAddress'
import { inPreview, sitePreviewRoutes } from './sitePreviewRoutes'
import { staticSite } from './staticSite'
import { serverPreviewProxy } from './serverPreviewProxy'
import { SERVER_PREVIEW_PREFIX } from '@judge/sandbox/serverPreviews'

export interface PlatformServer {
  url: string
  io: SocketServer
  close(): Promise<void>
}

/**
 * One process, one port: /admin, /api and /_next go to the CMS (Payload in Next), /socket.io to the judge,
 * everything else to the static site. Payload must already be initialised in this process (getPayload),
 * so the Next handlers reuse that instance instead of starting a second one.
 */
export async function startPlatformServer(
  options: { port: number; host?: string; redisUrl?: string; onPreviewOpen?: () => void } & JudgeDeps,
): Promise<PlatformServer> {
  const cms = await prepareCmsApp({ port: options.port })
  const app = express()
  app.disable('x-powered-by')
  useClientAddress(app)
  app.use(learnerRouteAliases)
  app.use(adminDocsRoute({ payload: options.payload, adminRoute: options.payload.config.routes.admin }))
  app.use(adminExerciseRoute({ payload: options.payload, adminRoute: options.payload.config.routes.admin, channelOf: (req) => (previewing(req) ? 'preview' : 'live') }))
  app.use(adminAliases({ adminRoute: options.payload.config.routes.admin, collectionSlugs: options.payload.config.collections.map((c) => c.slug) }))
  app.use((req, res, next) => (isCmsPath(req.path) ? cms.handle(req, res) : next()))
  // Static files are compressed here (Next compresses its own answers); the workspace's Monaco chunk is ~1 MB gzip instead of ~4 MB.
  app.use(compression())
  app.use(SERVER_PREVIEW_PREFIX, serverPreviewProxy(options.pools.serverPreviews))
  app.use(MONACO_VS_PATH, express.static(path.join(rootDir, 'node_modules', 'monaco-editor', 'min', 'vs'), { immutable: true, maxAge: '7d' }))
  app.use(siteRoutes({ payload: options.payload }))
  app.use(certificateRoutes({ payload: options.payload }))
  app.use(sitePreviewRoutes({ payload: options.payload, onOpen: () => options.onPreviewOpen?.() }))
  const previewing = inPreview(options.payload.secret)
  app.use(exercisePageFiles({ payload: options.payload, channelOf: (req) => (previewing(req) ? 'preview' : 'live') }))
  app.use(staticSite({ inPreview: previewing }))
  const server = http.createServer(app)
  const io = attachJudgeSocket(server, options)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://localhost:${port}`,
    io,
    async close() {
      // Closing socket.io also closes the HTTP server it is attached to.
      await new Promise<void>((resolve) => io.close(() => resolve()))
      await cms.close()
    },
  }
}
