/**
 * Ruby (Debian's ruby, run natively in the judge's sandbox): a warm launcher per run (launcher.rb) loads the
 * interpreter before the run asks, so a run costs only the learner's program. plugins/ruby/README.md has the
 * measurements behind the choice.
 */
import path from 'node:path'
import type { Limits, NativeRuntime, NativeStep } from '../contract.ts'
import { launcherRuntime } from '../shared/launcherRuntime.ts'
import { SYSTEM_LIBRARIES } from '../shared/systemPaths.ts'

const RUBY = '/usr/bin/ruby'
/** Ruby's standard library and its compiled extensions. */
const LIBRARY = ['/usr/lib/ruby', `${SYSTEM_LIBRARIES}/ruby`, SYSTEM_LIBRARIES]

const warmStep = ({ pluginDir }: { pluginDir: string }, limits: Limits): NativeStep => ({
  command: [RUBY, '--disable-gems', path.join(pluginDir, 'launcher.rb')],
  readable: LIBRARY,
  env: { LANG: 'C.UTF-8' },
  timeMs: limits.timeMs,
  outputBytes: limits.outputBytes,
  memoryMb: limits.memoryMb,
  warm: { start: '' },
})

export default (): NativeRuntime =>
  launcherRuntime({
    extension: '.rb',
    step: warmStep,
    isOutOfMemory: (stderr) => /failed to allocate memory|NoMemoryError/.test(stderr),
  })
