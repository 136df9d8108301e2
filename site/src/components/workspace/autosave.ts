import { atom } from 'nanostores'

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'offline'

/** How long typing may pause before the edit is sent. */
export const AUTOSAVE_DEBOUNCE_MS = 500

/**
 * Never lose code: every edit is written to browser storage at once (so a reload, a lost connection or a
 * server restart cannot drop it) and sent to the server after a short pause. An edit leaves browser storage
 * only when the server has acknowledged exactly that content.
 */
export class Autosave {
  readonly state = atom<AutosaveState>('idle')
  private timer: ReturnType<typeof setTimeout> | undefined
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly storageKey: string,
    /** Resolves 'refused' when the server will never take this edit (the file is gone); throws to retry later. */
    private readonly send: (path: string, content: string) => Promise<'saved' | 'refused'>,
    private readonly canSend: () => boolean,
  ) {}

  /** Edits typed but not yet acknowledged by the server, by path. */
  pending(): Record<string, string> {
    try {
      return JSON.parse(localStorage.getItem(this.storageKey) ?? '{}') as Record<string, string>
    } catch {
      return {}
    }
  }

  private store(pending: Record<string, string>) {
    if (Object.keys(pending).length) localStorage.setItem(this.storageKey, JSON.stringify(pending))
    else localStorage.removeItem(this.storageKey)
  }

  hasPending(path: string) {
    return path in this.pending()
  }

  edit(path: string, content: string) {
    this.store({ ...this.pending(), [path]: content })
    this.state.set(this.canSend() ? 'saving' : 'offline')
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.flush(), AUTOSAVE_DEBOUNCE_MS)
  }

  /** Forgets a path's unsent edits (the file was deleted, renamed or reset). */
  drop(path?: string) {
    if (path === undefined) return this.store({})
    const { [path]: _, ...rest } = this.pending()
    this.store(rest)
  }

  /** Sends every pending edit, one at a time; resolves when all were acknowledged or the socket is gone. */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.flushing = this.flushing.then(async () => {
      const pending = this.pending()
      if (!Object.keys(pending).length) return
      if (!this.canSend()) return this.state.set('offline')
      this.state.set('saving')
      for (const [path, content] of Object.entries(pending)) {
        try {
          await this.send(path, content)
        } catch {
          // Not acknowledged (connection lost mid-way): keep it for the next flush.
          return this.state.set(this.canSend() ? 'saving' : 'offline')
        }
        // Drop it only if nothing newer was typed meanwhile.
        const now = this.pending()
        if (now[path] === content) this.drop(path)
      }
      this.state.set(Object.keys(this.pending()).length ? 'saving' : 'saved')
      if (Object.keys(this.pending()).length) this.timer = setTimeout(() => void this.flush(), AUTOSAVE_DEBOUNCE_MS)
    })
    return this.flushing
  }
}
