import type { SourceFile } from '@plugins/contract'

export interface Snapshot {
  files: SourceFile[]
  openPaths: string[]
  activePath: string | null
}

/** A page's files larger than this are not kept in browser storage (the socket shows them a moment later). */
const MAX_CHARS = 512 * 1024

/**
 * The page's files as the server last sent them, in browser storage (docs/workspace.md "Editor"): on a reload
 * the workspace shows them at once, before the socket has answered, then takes the server's answer. Edits
 * not yet acknowledged are kept apart, by the autosave.
 */
export class FilesSnapshot {
  constructor(private readonly key: string) {}

  read(): Snapshot | null {
    try {
      const saved = JSON.parse(localStorage.getItem(this.key) ?? 'null') as Snapshot | null
      return saved && Array.isArray(saved.files) && Array.isArray(saved.openPaths) ? saved : null
    } catch {
      return null
    }
  }

  write(snapshot: Snapshot) {
    try {
      const text = JSON.stringify(snapshot)
      if (text.length > MAX_CHARS) localStorage.removeItem(this.key)
      else localStorage.setItem(this.key, text)
    } catch {
      // A full storage only costs the quick view on the next reload.
    }
  }
}
