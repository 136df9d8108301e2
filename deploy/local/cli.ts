/**
 * npm run deploy:local -- --web N --workers M [--port 3000] — the several-process topology on this machine,
 * without containers (deploy/README.md). Needs DATABASE_URL (PostgreSQL); REDIS_URL defaults to 127.0.0.1:6379.
 * Ctrl-C (or SIGTERM) stops every process it started, also while they are still starting.
 */
import { parseTopologyArgs } from './args'
import { Supervisor } from './processes'
import { startLocalTopology } from './topology'

const supervisor = new Supervisor()
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  console.log('[deploy] stopping')
  void supervisor.stopAll().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

try {
  const args = parseTopologyArgs(process.argv.slice(2))
  const topology = await startLocalTopology(args, supervisor)
  console.log(`[deploy] Ready: ${topology.url} (${args.web} web processes on ${topology.webPorts.join(', ')}, ${args.workers} judge workers, nginx)`)
} catch (error) {
  if (!stopping) {
    console.error(`[deploy] ${(error as Error).message}`)
    await supervisor.stopAll()
    process.exit(1)
  }
}
