import { randomBytes } from 'node:crypto'

/** The preview address of a kept server: /servers/<token>/<port>/ on the platform's own port. */
export const SERVER_PREVIEW_PREFIX = '/servers'

/** How long a kept server lives without a request through its preview, and at most in all. */
export const SERVER_IDLE_MS = 5 * 60 * 1000
export const SERVER_LIFETIME_MS = 20 * 60 * 1000
/** Kept servers in this process at once: past it the longest-kept one is stopped for the new one. */
export const MAX_KEPT_SERVERS = 16

interface Kept {
  owner: string
  token: string
  /** The Unix socket of each port, on the host. */
  sockets: Map<number, string>
  stop: () => Promise<void>
  idle: NodeJS.Timeout
  lifetime: NodeJS.Timeout
}

/**
 * The HTTP servers learners' programs left listening, kept for the workspace's preview (plugins/README.md
 * "Servers"; docs/judge-sandbox.md "Previewed servers"). Each is reached only through an unguessable token
 * handed to its owner's socket; an owner has at most one program serving (a new run, Stop or leaving the page
 * stops it), and a server nobody asks for a while, or that has lived its lifetime, is stopped.
 */
export class ServerPreviews {
  private readonly byToken = new Map<string, Kept>()

  /** Keeps a serving program for its owner, stopping the owner's previous one; its servers' preview URLs. */
  keep(owner: string, sockets: Map<number, string>, stop: () => Promise<void>): { port: number; url: string }[] {
    void this.stopOwner(owner)
    if (this.byToken.size >= MAX_KEPT_SERVERS) void this.end(this.byToken.values().next().value!)
    const token = randomBytes(18).toString('base64url')
    const kept: Kept = {
      owner,
      token,
      sockets,
      stop,
      idle: setTimeout(() => void this.end(kept), SERVER_IDLE_MS),
      lifetime: setTimeout(() => void this.end(kept), SERVER_LIFETIME_MS),
    }
    kept.idle.unref()
    kept.lifetime.unref()
    this.byToken.set(token, kept)
    return [...sockets.keys()].map((port) => ({ port, url: `${SERVER_PREVIEW_PREFIX}/${token}/${port}/` }))
  }

  /** The Unix socket behind a preview address, if that server is still kept (a request keeps it alive). */
  socketFor(token: string, port: number): string | null {
    const kept = this.byToken.get(token)
    const socket = kept?.sockets.get(port)
    if (!kept || !socket) return null
    kept.idle.refresh()
    return socket
  }

  /** Stops the owner's serving program, if any. */
  async stopOwner(owner: string): Promise<boolean> {
    const kept = [...this.byToken.values()].filter((k) => k.owner === owner)
    await Promise.all(kept.map((k) => this.end(k)))
    return kept.length > 0
  }

  async close() {
    await Promise.all([...this.byToken.values()].map((k) => this.end(k)))
  }

  private async end(kept: Kept) {
    if (this.byToken.get(kept.token) !== kept) return
    this.byToken.delete(kept.token)
    clearTimeout(kept.idle)
    clearTimeout(kept.lifetime)
    await kept.stop()
  }
}
