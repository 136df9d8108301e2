import { spawn, type ChildProcess } from 'node:child_process'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { rootDir } from '@domain/repoPaths'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { browserClient, type ApiClient } from './apiServer'

export interface ApiProcessReady {
  api: string
  socket: string
  pageId: number | null
}

/**
 * Starts tests/support/apiServerProcess.ts (another process of the platform: Payload's API and a judge socket) with
 * `env`, optionally inside `wrap` (a command taking the node command line as its last argument: a namespace, say),
 * and resolves with its child and what it printed on READY.
 */
export async function spawnApiProcess(env: Record<string, string>, wrap?: (nodeCommand: string) => [string, string[]]): Promise<{ child: ChildProcess; ready: ApiProcessReady }> {
  const args = ['--import', 'tsx', 'tests/support/apiServerProcess.ts']
  const [command, commandArgs] = wrap ? wrap(`exec "${process.execPath}" ${args.join(' ')}`) : [process.execPath, args]
  const child = spawn(command, commandArgs, { cwd: rootDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  const ready = await new Promise<ApiProcessReady>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = /^READY (.+)$/m.exec(out)
      if (line) resolve(JSON.parse(line[1]) as ApiProcessReady)
    })
    child.once('exit', (code) => reject(new Error(`the platform process exited (${code}) before it served`)))
  })
  return { child, ready }
}

/** A learner signed up on that process through the site's form, with a workspace socket connected to it. */
export async function learnerWithSocket(ready: ApiProcessReady, credentials: { email: string; password: string }): Promise<{ learner: ApiClient; socket: ClientSocket }> {
  const learner = await browserClient(ready.api)
  const signedUp = await learner.call('POST', '/users.json', { json: { user: { ...credentials, name: 'Learner' } } })
  if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status}`)
  const socket = connect(ready.socket, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { cookie: `payload-token=${learner.cookies.get('payload-token')}` } })
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)))
  return { learner, socket }
}
