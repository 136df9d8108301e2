import type { PluginManifest, RunOutput } from '@plugins/contract'
import type { DiscoveredPlugin } from '../pluginHost/loader'
import { LearnerPool, type PoolOptions, type RunOptions, type RunRequest } from './learnerPool'
import { NativePool } from './nativePool'

/** What the judge needs of one plugin's runs, whichever way its runtime works (plugins/README.md). */
export interface RunPool {
  readonly manifest: PluginManifest
  /** Whether its programs run inside namespaces (false: rlimits, and for modules the permission model, only). */
  readonly isolated: boolean
  ready(): Promise<void>
  run(request: RunRequest, options: RunOptions): Promise<RunOutput>
  close(): Promise<void>
}

/** The pool for a plugin: warm sandboxed Node processes for `module` runtimes, sandboxed steps for `native` ones. */
export function createPool(plugin: DiscoveredPlugin, options: PoolOptions = {}): RunPool {
  return plugin.manifest.runtime === 'native' ? new NativePool(plugin.manifest, plugin, options) : new LearnerPool(plugin.manifest, plugin, options)
}
