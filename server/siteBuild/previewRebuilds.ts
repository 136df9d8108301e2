import fs from 'node:fs'
import path from 'node:path'
import type { SitePublisher } from '@cms/hooks/publishSite'
import { siteBuildsDir } from './siteBuilds'

/** Where several web processes keep whether the preview was opened (server/siteBuild/sharedSiteBuilds.ts). */
export interface SharedPreviewState {
  openPreview(): Promise<void>
  previewOpened(): Promise<boolean>
}

/**
 * Staff's draft preview is a second static build (drafts included). Nobody previews most of the time, so it
 * is built only once a staff member opens the preview, and from then on after every save like the live site.
 * With several web processes (`shared`), opening it in one makes every process's saves rebuild it.
 */
export class PreviewRebuilds implements SitePublisher {
  private active = false

  constructor(
    private readonly scheduler: SitePublisher,
    private readonly shared?: SharedPreviewState,
  ) {}

  request(reason: string): void {
    if (this.active) this.scheduler.request(reason)
    else if (this.shared) void this.shared.previewOpened().then((opened) => opened && this.scheduler.request(reason), logFailure)
  }

  /** A staff member opened the preview: build it now if this is the first time. */
  open(): void {
    if (this.active) return
    this.active = true
    if (this.shared) void this.shared.openPreview().then(() => this.scheduler.request('preview opened'), logFailure)
    else this.scheduler.request('preview opened')
  }
}

const logFailure = (error: Error) => console.error(`[preview] ${error.message}`)

/** A preview left from an earlier run misses what was saved since: it is never shown (run once per start-up). */
export function removeStalePreviewBuilds(): void {
  for (const entry of fs.existsSync(siteBuildsDir) ? fs.readdirSync(siteBuildsDir) : []) {
    if (entry === 'preview' || entry.startsWith('preview-')) fs.rmSync(path.join(siteBuildsDir, entry), { recursive: true, force: true })
  }
}
