import { randomUUID } from 'node:crypto'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { namespacesAvailable } from '../sandbox/sandboxCommand'
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

let wrapper: string | null = null

/**
 * The namespaces: network (no interface but a down loopback, so no WebSocket, fetch, WebRTC or DNS reaches
 * anything), and PID with its own /proc (the browser sees no host process, and when it dies the kernel ends
 * every process it left behind). The same set namespacesAvailable() probes.
 */
const JAIL_FLAGS = ['--user', '--map-root-user', '--net', '--mount', '--pid', '--fork', '--kill-child', '--mount-proc']

/**
 * A script that starts Chromium inside the namespaces above. unshare keeps fds 3/4 of
 * --remote-debugging-pipe, over which playwright drives the browser, and stays its parent (--fork), in the
 * same process group. Written once per process.
 */
function jailWrapper(chromium: string): string {
  if (wrapper) return wrapper
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'open-learn-chromium-')), 'chromium-jail.sh')
  writeFileSync(file, `#!/bin/sh\nexec unshare ${JAIL_FLAGS.join(' ')} -- ${quote(chromium)} "$@"\n`)
  chmodSync(file, 0o700)
  wrapper = file
  return file
}

let warned = false

export interface JailLaunch {
  executablePath: string
  args: string[]
  env: Record<string, string>
  /** Whether the browser runs with no network; without namespaces only the dead proxy and the routes are left. */
  isolated: boolean
  /** An argument unique to this launch, to find the browser's process (see browserPid). */
  marker: string
}

/**
 * How to launch Chromium for learner pages: in its own namespaces where the machine allows it (`isolate`
 * false forces the fallback, to test it).
 */
export function jailLaunch(isolate = namespacesAvailable(), chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): JailLaunch {
  if (!isolate && !warned) {
    warned = true
    console.warn('[judge] Chromium runs without its namespaces: learner pages keep the host network behind a dead proxy and request routing only (WebRTC can still get out)')
  }
  const marker = `--open-learn-render=${randomUUID()}`
  const env = Object.fromEntries(KEPT_ENV.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])))
  return { executablePath: isolate ? jailWrapper(chromium) : chromium, args: [...BASE_ARGS, marker], env, isolated: isolate, marker }
}

/**
 * The process id of what was launched with `marker` (a child of this process: unshare, or Chromium without
 * namespaces; either leads the browser's process group), or null. playwright does not expose it, and the
 * kill after a hung close needs it. Chromium ignores the unknown switch.
 */
export function browserPid(marker: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(marker)) return Number(entry)
    } catch {
      // The process ended while being read.
    }
  }
  return null
}
