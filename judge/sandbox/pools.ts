import type { SourceFile } from '@plugins/contract'
import type { RunFiles } from '../engines/types'
import type { RunService } from '../queue/runService'
import { discoverPlugins, type DiscoveredPlugin } from '../pluginHost/loader'
import type { PoolOptions } from './learnerPool'
import { createPool, type RunPool } from './runPool'
import { ServerPreviews } from './serverPreviews'

/** One pool of sandboxed processes per discovered plugin, by plugin id (a page's judgeLanguage). */
export class Pools implements RunService {
  private readonly pools = new Map<string, RunPool>()
  readonly serverPreviews = new ServerPreviews()

  constructor(plugins: DiscoveredPlugin[] = discoverPlugins(), options: PoolOptions = {}) {
    for (const p of plugins) this.pools.set(p.manifest.id, createPool(p, { previews: this.serverPreviews, ...options }))
    const exposed = [...this.pools.values()].filter((p) => !p.isolated).map((p) => p.manifest.id)
    if (exposed.length) {
      console.warn(`[judge] bubblewrap is unavailable: ${exposed.join(', ')} run in their own processes under rlimits (and Node's permission model for module runtimes) only (install Debian's bubblewrap)`)
    }
  }

  has(pluginId: string) {
    return this.pools.has(pluginId)
  }

  formats(pluginId: string) {
    return this.pools.get(pluginId)?.manifest.formatting ?? []
  }

  async ready() {
    await Promise.all([...this.pools.values()].map((p) => p.ready()))
  }

  /**
   * A runner for one page and one owner (`user:<id>`, or `answers` for the model answer's runs): the page's
   * plugin, with its hidden files as support. Without such a plugin the runner fails when used, so static
   * judges still work and a judge that needs to run reports a judge error.
   */
  runnerFor(pluginId: string, hiddenFiles: SourceFile[], owner: string): RunFiles {
    const pool = this.pools.get(pluginId)
    if (!pool) return () => Promise.reject(new Error(`no plugin "${pluginId}" under plugins/`))
    return (files, options = {}) =>
      pool.run({ files, support: hiddenFiles, stdin: options.stdin ?? '', entry: options.entry }, { owner, signal: options.signal, keepServers: options.keepServers })
  }

  async close() {
    await this.serverPreviews.close()
    await Promise.all([...this.pools.values()].map((p) => p.close()))
  }
}
