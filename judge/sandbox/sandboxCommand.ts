import { spawnSync } from 'node:child_process'
import { dataDir, rootDir } from '../../cms/paths'

/** Folders hidden behind empty tmpfs mounts inside the sandbox: system config, homes, logs, the platform's data. */
const HIDDEN_DIRS = ['/etc', '/root', '/home', '/var', '/tmp', '/srv', '/mnt', '/media', dataDir]

let available: boolean | null = null

/**
 * Whether this machine can build the sandbox: new user, network, mount and PID namespaces (works for root and,
 * where unprivileged user namespaces are enabled, for other users). Probed once.
 */
export function namespacesAvailable(): boolean {
  available ??= spawnSync('unshare', [...UNSHARE_FLAGS, 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0
  return available
}

const UNSHARE_FLAGS = ['--user', '--map-root-user', '--net', '--mount', '--pid', '--fork', '--mount-proc']

/**
 * The command that starts `node args…` inside the sandbox: no network interface but loopback-less isolation,
 * a fresh /proc showing only its own processes, and the folders above replaced by empty ones. Without
 * namespaces it is plain node (the caller warns).
 */
export function sandboxCommand(nodeArgs: string[]): { command: string; args: string[]; isolated: boolean } {
  if (!namespacesAvailable()) return { command: process.execPath, args: nodeArgs, isolated: false }
  const mounts = HIDDEN_DIRS.map((dir) => `mount -t tmpfs -o size=64m tmpfs '${dir.replace(/'/g, '')}' 2>/dev/null || true`).join('; ')
  return {
    command: 'unshare',
    args: [...UNSHARE_FLAGS, 'sh', '-c', `${mounts}; cd '${rootDir.replace(/'/g, '')}' && exec "$0" "$@"`, process.execPath, ...nodeArgs],
    isolated: true,
  }
}
