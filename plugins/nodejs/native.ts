/**
 * Node.js pages: the program runs in a real Node (the judge's own binary) in the judge's sandbox, with only the
 * page's files, no network, no child processes, and Node's permission model on top (reads of its own folder
 * only). A warm launcher per run (launcher.cjs) has Node started before the run asks. plugins/nodejs/README.md
 * has the measurements behind the choice.
 */
import fs from 'node:fs'
import path from 'node:path'
import { NATIVE_WORK_DIR, type Limits, type NativeRuntime, type NativeStep } from '../contract.ts'
import { launcherRuntime } from '../shared/launcherRuntime.ts'

const NODE = fs.realpathSync(process.execPath)

const warmStep = ({ pluginDir }: { pluginDir: string }, limits: Limits): NativeStep => ({
  command: [
    NODE,
    '--permission',
    `--allow-fs-read=${NATIVE_WORK_DIR}`,
    `--allow-fs-read=${path.join(pluginDir, 'launcher.cjs')}`,
    `--allow-fs-write=${NATIVE_WORK_DIR}`,
    '--allow-fs-read=/tmp',
    '--allow-fs-write=/tmp',
    `--max-old-space-size=${limits.memoryMb}`,
    '--max-semi-space-size=16',
    '--disable-warning=ExperimentalWarning',
    path.join(pluginDir, 'launcher.cjs'),
  ],
  env: { LANG: 'C.UTF-8', NODE_ENV: 'production' },
  // The program may write files in its own folder (a lesson on fs); the folder is the run's and goes with it.
  build: true,
  timeMs: limits.timeMs,
  outputBytes: limits.outputBytes,
  memoryMb: limits.memoryMb + 64,
  warm: { start: '' },
})

export default (): NativeRuntime =>
  launcherRuntime({
    extension: '.js',
    step: warmStep,
    isOutOfMemory: (stderr) => /heap out of memory|Reached heap limit|Allocation failed/.test(stderr),
  })
