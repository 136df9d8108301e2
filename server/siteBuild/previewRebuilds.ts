import fs from 'node:fs'
import path from 'node:path'
import type { SitePublisher } from '@cms/hooks/publishSite'
import { siteBuildsDir } from './siteBuilds'

/**
 * Staff's draft preview is a second static build (drafts included). Nobody previews most of the time, so it
 * is built only once a staff member opens the preview, and from then on after every save like the live site.
 */
export class PreviewRebuilds implements SitePublisher {
  private active = false

  constructor(private readonly scheduler: SitePublisher) {
    // A preview left from an earlier run misses what was saved since: it is never shown.
    for (const entry of fs.existsSync(siteBuildsDir) ? fs.readdirSync(siteBuildsDir) : []) {
      if (entry === 'preview' || entry.startsWith('preview-')) fs.rmSync(path.join(siteBuildsDir, entry), { recursive: true, force: true })
    }
  }

  request(reason: string): void {
    if (this.active) this.scheduler.request(reason)
  }

  /** A staff member opened the preview: build it now if this is the first time. */
  open(): void {
    if (this.active) return
    this.active = true
    this.scheduler.request('preview opened')
  }
}
