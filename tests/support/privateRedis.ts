import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from './freePort'

/**
 * A Redis server of the test's own (Debian's redis-server on a free port, nothing saved to disk), so a fault test
 * can kill and restart it without touching the machine's Redis that other tests and processes use.
 */
export interface PrivateRedis {
  url: string
  /** kill -9 the server, then start it again on the same port (empty, as after a crash without persistence). */
  restart(downMs?: number): Promise<void>
  stop(): Promise<void>
}

function startServer(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('Ready to accept connections')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${out.slice(-2000)}`)))
  })
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGKILL'))))

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort()
  let server = await startServer(port)
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs = 1000) {
      await killed(server)
      await new Promise((resolve) => setTimeout(resolve, downMs))
      server = await startServer(port)
    },
    stop: () => killed(server),
  }
}
