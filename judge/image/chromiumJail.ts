import { randomUUID } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { dataDir } from '@domain/repoPaths'
import { parentOf, processIds, procFile } from '../sandbox/procfs'
import { RENDER_LIMITS } from './constants'

/** Environment variables Chromium keeps (locale and fonts, so renders look the same); the platform's secrets stay behind. */
const KEPT_ENV = ['PATH', 'HOME', 'LANG', 'LANGUAGE', 'LC_ALL', 'TZ', 'TMPDIR', 'FONTCONFIG_FILE', 'FONTCONFIG_PATH', 'XDG_CACHE_HOME', 'XDG_CONFIG_HOME', 'CHROMIUM_FLAGS']

const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // For the fallback without the namespace: every connection (loopback included, preconnects, WebSockets)
  // goes to a proxy that cannot be reached, and WebRTC sends no UDP of its own. WebRTC's TURN over TCP still
  // gets out there; only the namespace stops it.
  '--proxy-server=socks5://255.255.255.255:1',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  `--js-flags=--max-old-space-size=${RENDER_LIMITS.pageHeapMb}`,
]

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`

/** Folders that may hold secrets or sockets (the data folder, PostgreSQL's socket under /run), replaced by empty ones. */
const HIDDEN = ['/tmp', '/run', '/root', '/home', '/var/lib', '/var/log', '/var/tmp', '/var/mail', '/var/spool', '/var/backups', '/srv', '/mnt', '/media']

/**
 * bubblewrap's sandbox for Chromium: new user (uid 1000, no capabilities), network (only a loopback of its
 * own, so no WebSocket, fetch, WebRTC or DNS reaches the server's ports or anything else), PID (no host process visible; when the
 * browser ends, so does everything it started), IPC, UTS and cgroup namespaces; the host's files read-only
 * with the folders above emptied. It dies with the judge. Only the profile folder playwright made is writable.
 */
export function jailFlags(): string[] {
  const hidden = [...HIDDEN, dataDir].filter((dir) => existsSync(dir))
  return ['--unshare-all', '--uid', '1000', '--gid', '1000', '--die-with-parent', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', ...hidden.flatMap((dir) => ['--tmpfs', dir])]
}

let available: boolean | null = null

/** Whether bubblewrap can build that sandbox here (probed once, with the very flags used). */
export function jailAvailable(): boolean {
  available ??= spawnSync('bwrap', [...jailFlags(), '--', '/bin/true'], { stdio: 'ignore', timeout: 5000 }).status === 0
  return available
}

let wrapper: string | null = null

/**
 * A script that starts Chromium in that sandbox, the profile folder playwright passes (--user-data-dir, under
 * the emptied /tmp) bound back writable. bwrap keeps fds 3/4 of --remote-debugging-pipe, over which playwright
 * drives the browser, and stays its parent, in the same process group. Written once per process.
 */
function jailWrapper(chromium: string): string {
  if (wrapper) return wrapper
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'open-learn-chromium-')), 'chromium-jail.sh')
  const script = [
    '#!/bin/sh',
    'profile=/nonexistent',
    'for arg; do case "$arg" in --user-data-dir=*) profile="${arg#--user-data-dir=}" ;; esac; done',
    `exec bwrap ${jailFlags().map(quote).join(' ')} --bind-try "$profile" "$profile" -- ${quote(chromium)} "$@"`,
  ]
  writeFileSync(file, `${script.join('\n')}\n`)
  chmodSync(file, 0o700)
  wrapper = file
  return file
}

let warned = false

export interface JailLaunch {
  executablePath: string
  args: string[]
  env: Record<string, string>
  /** Whether the browser runs in the sandbox; without it only the dead proxy and the routes keep pages off the network. */
  isolated: boolean
  /** An argument unique to this launch, to find the browser's process (see browserPid). */
  marker: string
}

/**
 * How to launch Chromium for learner pages: in the sandbox where the machine allows it (`isolate`
 * false forces the fallback, to test it).
 */
export function jailLaunch(isolate = jailAvailable(), chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): JailLaunch {
  if (!isolate && !warned) {
    warned = true
    console.warn('[judge] bubblewrap unavailable, Chromium runs unsandboxed: learner pages keep the host network behind a dead proxy and request routing only (WebRTC can still get out)')
  }
  const marker = `--open-learn-render=${randomUUID()}`
  const env = Object.fromEntries(KEPT_ENV.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])))
  return { executablePath: isolate ? jailWrapper(chromium) : chromium, args: [...BASE_ARGS, marker], env, isolated: isolate, marker }
}

/**
 * The process id of what was launched with `marker` (a child of this process: bwrap, or Chromium without
 * the sandbox; either leads the browser's process group), or null. playwright does not expose it, and the
 * kill after a hung close needs it. Chromium ignores the unknown switch.
 */
export function browserPid(marker: string): number | null {
  return processIds().find((pid) => parentOf(pid) === process.pid && procFile(pid, 'cmdline')?.split('\0').includes(marker)) ?? null
}
