import path from 'node:path'
import next from 'next'
import { rootDir } from '@domain/repoPaths'

/** Prepares the production build of the CMS Next app (cms/.next) and returns its request handler. */
export async function prepareCmsApp(options: { port: number }) {
  const app = next({ dev: false, dir: path.join(rootDir, 'cms'), hostname: 'localhost', port: options.port })
  await app.prepare()
  return { handle: app.getRequestHandler(), close: () => app.close() }
}

/** Paths that belong to the CMS app: the admin UI, the REST API and Next's own assets. */
export const isCmsPath = (pathname: string) =>
  /^\/(admin|api|_next)(\/|$)/.test(pathname) || pathname === '/favicon.ico'
