/**
 * PHP (Debian's php-cli, run natively in the judge's sandbox, no php.ini): a warm launcher per run
 * (launcher.php) has the interpreter loaded before the run asks. plugins/php/README.md has the measurements
 * behind the choice.
 */
import path from 'node:path'
import type { Limits, NativeRuntime, NativeStep } from '../contract.ts'
import { launcherRuntime } from '../shared/launcherRuntime.ts'
import { SYSTEM_LIBRARIES } from '../shared/systemPaths.ts'

const PHP = '/usr/bin/php'

/** The interpreter's own limits: PHP's memory limit is the run's budget, so a bomb ends as PHP reports it. */
const warmStep = ({ pluginDir }: { pluginDir: string }, limits: Limits): NativeStep => ({
  command: [
    PHP, '-n',
    '-d', `memory_limit=${limits.memoryMb}M`,
    '-d', 'display_errors=0', '-d', 'log_errors=0', '-d', 'html_errors=0',
    '-d', 'error_reporting=E_ALL',
    // stdin is a socket to the judge: without this PHP gives up reading it after 60 s, and a spare that waited
    // that long for its run would read no entry.
    '-d', 'default_socket_timeout=-1',
    '-d', `max_execution_time=${Math.ceil(limits.timeMs / 1000) + 1}`,
    path.join(pluginDir, 'launcher.php'),
  ],
  readable: [SYSTEM_LIBRARIES],
  env: { LANG: 'C.UTF-8' },
  timeMs: limits.timeMs,
  outputBytes: limits.outputBytes,
  // PHP's own limit ends a bomb first; the data limit leaves room for the interpreter around it.
  memoryMb: limits.memoryMb + 32,
  warm: { start: '' },
})

export default (): NativeRuntime =>
  launcherRuntime({
    extension: '.php',
    step: warmStep,
    isOutOfMemory: (stderr) => /Allowed memory size|Out of memory/.test(stderr),
  })
