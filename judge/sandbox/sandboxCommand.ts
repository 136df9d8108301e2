import { spawnSync } from 'node:child_process'
import { dataDir, rootDir } from '../../cms/paths'

/** Folders hidden behind empty tmpfs mounts inside the sandbox: system config, homes, logs, scratch space. */
const HIDDEN_DIRS = ['/etc', '/root', '/home', '/var', '/tmp', '/srv', '/media']
const UNSHARE_FLAGS = ['--user', '--map-root-user', '--net', '--mount', '--pid', '--fork', '--mount-proc']

let available: boolean | null = null

/**
 * Whether this machine can build the sandbox: new user, network, mount and PID namespaces (works for root and,
 * where unprivileged user namespaces are enabled, for other users). Probed once.
 */
export function namespacesAvailable(): boolean {
  available ??= spawnSync('unshare', [...UNSHARE_FLAGS, 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0
  return available
}

const quote = (path: string) => `'${path.replace(/'/g, `'\\''`)}'`

/**
 * The shell script run inside the new namespaces before node starts: the repository (code, node_modules and
 * the pinned node) is kept aside, the folders above are replaced by empty ones, the repository is put back
 * where it was (even when it lives under one of them, e.g. a clone in /tmp), and finally the platform's data
 * folder (database, secret, uploads) is hidden too. There is no network interface but a down loopback.
 */
export function sandboxScript(root = rootDir, data = dataDir): string {
  const steps = [
    'set -e',
    'mount -t tmpfs tmpfs /mnt',
    'mkdir /mnt/keep',
    `mount --rbind ${quote(root)} /mnt/keep`,
    ...HIDDEN_DIRS.map((dir) => `mount -t tmpfs -o size=64m tmpfs ${dir}`),
    `mkdir -p ${quote(root)}`,
    `mount --rbind /mnt/keep ${quote(root)}`,
    'mount -t tmpfs tmpfs /mnt',
    `if [ -d ${quote(data)} ]; then mount -t tmpfs -o size=1m tmpfs ${quote(data)}; fi`,
    `cd ${quote(root)}`,
    'exec "$0" "$@"',
  ]
  return steps.join('\n')
}

/** The command that starts `node args…` inside the sandbox; without namespaces, plain node (the caller warns). */
export function sandboxCommand(nodeArgs: string[]): { command: string; args: string[]; isolated: boolean } {
  if (!namespacesAvailable()) return { command: process.execPath, args: nodeArgs, isolated: false }
  return { command: 'unshare', args: [...UNSHARE_FLAGS, 'sh', '-c', sandboxScript(), process.execPath, ...nodeArgs], isolated: true }
}
