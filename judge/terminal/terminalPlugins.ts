import type { NativeHost, PluginManifest, TerminalRuntime } from '@plugins/contract'
import { discoverPlugins, type DiscoveredPlugin } from '../pluginHost/loader'
import { localized } from '@domain/i18n/messages'
import { NativePool } from '../sandbox/nativePool'
import { TerminalUnavailable } from './terminalUnavailable'

/**
 * The plugins whose pages are terminal pages (`terminal: true`; plugins/README.md "Terminals"), loaded in the
 * process that holds the learners' sockets, wherever runs are judged: a terminal is that process's.
 */
export class TerminalPlugins {
  private readonly pools = new Map<string, NativePool>()

  constructor(plugins: DiscoveredPlugin[] = discoverPlugins()) {
    for (const plugin of plugins.filter((p) => p.manifest.terminal)) {
      this.pools.set(plugin.manifest.id, new NativePool(plugin.manifest, plugin, { size: 4, spares: 0 }))
    }
  }

  /** Whether pages of this plugin id are terminal pages. */
  has(pluginId: string) {
    return this.pools.has(pluginId)
  }

  manifest(pluginId: string): PluginManifest | undefined {
    return this.pools.get(pluginId)?.manifest
  }

  /** Waits for the plugin to be ready; throws with why it is unavailable (its toolchain missing). */
  async ready(pluginId: string) {
    await this.terminalOf(pluginId)
  }

  async terminalOf(pluginId: string): Promise<{ runtime: TerminalRuntime; host: NativeHost }> {
    const pool = this.pools.get(pluginId)
    if (!pool) throw new Error(`"${pluginId}" is not a terminal plugin`)
    try {
      return await pool.terminal()
    } catch (error) {
      // Its toolchain is missing here (or its native.ts is broken): no terminal of it can start.
      throw new TerminalUnavailable(localized('terminal.unavailable'), (error as Error).message)
    }
  }

  async close() {
    await Promise.all([...this.pools.values()].map((p) => p.close()))
  }
}
