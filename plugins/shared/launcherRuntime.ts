/**
 * A native runtime whose every run is one warm launcher (plugins/README.md "Native runtimes"): the plugin gives
 * the launcher's step and how its language says it ran out of memory; a run hands that step the learner's
 * files, the entry's name and stdin, and reads its end with `outputOfStep`.
 */
import type { Limits, NativeHost, NativeRuntime, NativeStep } from '../contract.ts'
import { outputOfStep, stepFiles } from './nativeOutput.ts'

export interface Launcher {
  /** The file kind a run needs, for the error when a page has none (".rb"). */
  extension: string
  /** The launcher's warm step for these limits; `host` gives the plugin's folder and cache. */
  step(host: Pick<NativeHost, 'pluginDir' | 'cacheDir'>, limits: Limits): NativeStep
  /** Whether what the program wrote on stderr says the language ran out of memory. */
  isOutOfMemory(stderr: string): boolean
  /** What the plugin prepares once (a compiled launcher), if anything. */
  init?(host: NativeHost): Promise<void>
}

export function launcherRuntime(launcher: Launcher): NativeRuntime {
  let prepared: Pick<NativeHost, 'pluginDir' | 'cacheDir'> | null = null
  return {
    async init(host) {
      await launcher.init?.(host)
      prepared = { pluginDir: host.pluginDir, cacheDir: host.cacheDir }
    },
    warmSteps: (limits) => (prepared ? [launcher.step(prepared, limits)] : []),
    async run(input, host, signal) {
      if (!input.entry) return { status: 'error', stdout: '', stderr: '', error: { message: `no ${launcher.extension} file to run` } }
      const step = launcher.step(host, input.limits)
      const result = await host.exec({ ...step, files: stepFiles(input.files, input.support), stdin: input.stdin, warm: { start: input.entry } }, signal)
      return outputOfStep(result, launcher.isOutOfMemory)
    },
  }
}
