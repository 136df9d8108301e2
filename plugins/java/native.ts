/**
 * Java (Debian's OpenJDK 17, run natively in the judge's sandbox): a warm JVM per run (Runner.java) has the
 * compiler loaded and exercised before the run asks, then compiles the learner's files in memory and runs
 * them in the same process. plugins/java/README.md has the measurements behind the choice.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Limits, NativeHost, NativeRuntime, NativeStep } from '../contract.ts'
import { launcherRuntime } from '../shared/launcherRuntime.ts'
import { SYSTEM_LIBRARIES } from '../shared/systemPaths.ts'

const JDK = '/usr/lib/jvm/java-17-openjdk-amd64'
/** The JDK, the configuration its links point to (jvm.cfg, security properties) and the libraries libjvm loads. */
const JDK_FILES = [JDK, '/etc/java-17-openjdk', SYSTEM_LIBRARIES]
/** The compiler and the classes it loads keep this much of the heap besides the learner's budget. */
const COMPILER_HEAP_MB = 96

function warmStep({ cacheDir }: { cacheDir: string }, limits: Limits): NativeStep {
  const classes = path.join(cacheDir, 'classes')
  const heap = limits.memoryMb + COMPILER_HEAP_MB
  return {
    command: [
      `${JDK}/bin/java`,
      `-Xms${heap}m`, `-Xmx${heap}m`, `-XX:MaxDirectMemorySize=${limits.memoryMb}m`, '-Xss1m',
      '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-Xshare:auto', '-XX:+DisplayVMOutputToStderr',
      // The launcher adopts fd 3 (FileDescriptor's field); the learner's code, in the same process, gains nothing by it.
      '--add-opens', 'java.base/java.io=ALL-UNNAMED',
      '-Djava.io.tmpdir=/tmp', '-Dfile.encoding=UTF-8', '-Dstdout.encoding=UTF-8',
      '-cp', classes, 'Runner',
    ],
    readable: [...JDK_FILES, classes],
    env: { LANG: 'C.UTF-8' },
    timeMs: limits.timeMs,
    outputBytes: limits.outputBytes,
    // The heap is committed when the JVM starts (its size above); this is what the rest of the JVM may add.
    memoryMb: limits.memoryMb,
    warm: { start: '' },
  }
}

/**
 * Compiles the launcher into the plugin's cache once (again when Runner.java is newer). Several judge workers may
 * start at once on one cache: each compiles into a folder of its own and renames the class files into place, so no
 * JVM ever loads a half-written class.
 */
async function compileRunner(host: NativeHost) {
  const classes = path.join(host.cacheDir, 'classes')
  const source = path.join(host.pluginDir, 'Runner.java')
  const built = path.join(classes, 'Runner.class')
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= fs.statSync(source).mtimeMs) return
  fs.mkdirSync(classes, { recursive: true })
  const own = fs.mkdtempSync(path.join(host.cacheDir, 'classes-'))
  try {
    const result = await host.exec({
      command: [`${JDK}/bin/javac`, '-d', own, '-encoding', 'UTF-8', source],
      readable: JDK_FILES,
      writable: [own],
      timeMs: 120_000,
      outputBytes: 256 * 1024,
      memoryMb: 2048,
    })
    if (result.status !== 'ok') throw new Error(`java: compiling the launcher failed: ${result.stdout}${result.stderr}`.slice(0, 1000))
    // Runner.class last: its presence is what says the launcher is there.
    const files = fs.readdirSync(own).sort((a, b) => Number(a === 'Runner.class') - Number(b === 'Runner.class'))
    for (const file of files) fs.renameSync(path.join(own, file), path.join(classes, file))
  } finally {
    fs.rmSync(own, { recursive: true, force: true })
  }
}

export default (): NativeRuntime =>
  launcherRuntime({
    extension: '.java',
    init: compileRunner,
    step: warmStep,
    isOutOfMemory: (stderr) => /OutOfMemoryError|Cannot allocate memory|Native memory allocation/.test(stderr),
  })
