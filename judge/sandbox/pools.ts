import type { SourceFile } from '../../plugins/contract'
import type { RunFiles } from '../engines/types'
import type { RunService } from '../queue/runService'
import { discoverPlugins, type DiscoveredPlugin } from '../plugins/loader'
import { IsolatedPool } from './isolatedPool'
import { RuntimePool } from './runtimePool'

/** The pool a plugin asks for: workers in this process, or in a sandboxed child process. */
export const createPool = (plugin: DiscoveredPlugin, size = 1) =>
  plugin.manifest.isolation === 'process' ? new IsolatedPool(plugin.manifest, plugin, size) : new RuntimePool(plugin.manifest, plugin.runtimeModule, size)

/** One warm pool per discovered plugin, by plugin id (a page's judgeLanguage). */
export class Pools implements RunService {
  private readonly pools = new Map<string, RuntimePool | IsolatedPool>()

  constructor(plugins: DiscoveredPlugin[] = discoverPlugins(), size = 1) {
    for (const p of plugins) this.pools.set(p.manifest.id, createPool(p, size))
  }

  has(pluginId: string) {
    return this.pools.has(pluginId)
  }

  formats(pluginId: string) {
    return this.pools.get(pluginId)?.manifest.formatting ?? false
  }

  async ready() {
    await Promise.all([...this.pools.values()].map((p) => p.ready()))
  }

  /**
   * A runner for one page: its plugin, with the page's hidden files as support. Without such a plugin the
   * runner fails when used, so static judges still work and a judge that needs to run reports a judge error.
   */
  runnerFor(pluginId: string, hiddenFiles: SourceFile[]): RunFiles {
    const pool = this.pools.get(pluginId)
    if (!pool) return () => Promise.reject(new Error(`no plugin "${pluginId}" under plugins/`))
    return (files, options = {}) => pool.run({ files, support: hiddenFiles, stdin: options.stdin ?? '', entry: options.entry })
  }

  async close() {
    await Promise.all([...this.pools.values()].map((p) => p.close()))
  }
}
