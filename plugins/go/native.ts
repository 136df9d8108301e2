/**
 * Go (Debian's golang 1.19, run natively in the judge's sandbox): every run compiles and links with the
 * toolchain's own `compile` and `link` against a standard library built once (init), then runs the binary,
 * each step in a fresh sandbox. Skipping the `go` command's package loading and build cache is what makes a
 * run faster than `go run`; plugins/go/README.md has the measurements behind the choice.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Limits, NativeHost, NativeRuntime, NativeStep, NativeStepResult, RunOutput } from '../contract.ts'
import { outputOfStep, stepFiles } from '../shared/nativeOutput.ts'
import { compileError, panicOf } from './diagnostics.ts'

const GOROOT = '/usr/lib/go-1.19'
const TOOLS = `${GOROOT}/pkg/tool/linux_amd64`
/** The toolchain and the sources it links to (/usr/lib/go-1.19/src is a link into /usr/share). */
const TOOLCHAIN = [GOROOT, '/usr/share/go-1.19']
/** The standard packages a lesson may import (with everything they import). */
const PACKAGES = ['fmt', 'bufio', 'os', 'strings', 'strconv', 'math', 'math/rand', 'sort', 'errors', 'time', 'unicode', 'unicode/utf8', 'bytes', 'io', 'syscall']
const ENV = { GOROOT, CGO_ENABLED: '0', GOFLAGS: '-trimpath', LANG: 'C.UTF-8' }
/** A build step's own limits: the compiler and linker are the platform's programs, not the learner's. */
const BUILD = { timeMs: 20_000, outputBytes: 256 * 1024, memoryMb: 1024 }

/** The importcfg of the built standard library, if it is complete (every archive it names still exists). */
function readyImportcfg(file: string): boolean {
  if (!fs.existsSync(file)) return false
  const archives = fs.readFileSync(file, 'utf8').match(/=(.+)$/gm) ?? []
  return archives.length > 0 && archives.every((a) => fs.existsSync(a.slice(1)))
}

export default (): NativeRuntime => {
  let importcfg = ''
  let cache = ''
  return {
    async init(host: NativeHost) {
      cache = host.cacheDir
      importcfg = path.join(cache, 'importcfg')
      if (readyImportcfg(importcfg)) return
      const gocache = path.join(cache, 'gocache')
      fs.mkdirSync(gocache, { recursive: true })
      const format = '{{if .Export}}packagefile {{.ImportPath}}={{.Export}}{{end}}'
      const built = await host.exec({
        command: [`${GOROOT}/bin/go`, 'list', '-deps', '-export', '-f', format, ...PACKAGES],
        readable: TOOLCHAIN,
        writable: [cache],
        processes: true,
        env: { ...ENV, GOCACHE: gocache },
        timeMs: 600_000,
        outputBytes: 1024 * 1024,
        memoryMb: 2048,
      })
      if (built.status !== 'ok') throw new Error(`go: building the standard library failed: ${built.stderr.slice(-500)}`)
      fs.writeFileSync(importcfg, built.stdout.split('\n').filter(Boolean).join('\n') + '\n')
    },
    warmSteps: (limits) => [buildStep(importcfg, cache), runStep(limits)],
    async run(input, host, signal): Promise<Omit<RunOutput, 'durationMs'>> {
      if (!input.files.some((f) => f.path.endsWith('.go') && !f.path.includes('/'))) {
        return { status: 'error', stdout: '', stderr: '', error: { message: 'no .go file to run' } }
      }
      const built = await host.exec({ ...buildStep(importcfg, cache), files: stepFiles(input.files, input.support) }, signal)
      if (built.status !== 'ok') return buildFailure(built)
      const ran = await host.exec({ ...runStep(input.limits), stdin: input.stdin, moveIn: [{ from: path.join(built.workDir, 'main'), to: 'main' }] }, signal)
      const output = outputOfStep(ran, (stderr) => /fatal error: runtime: out of memory|runtime: cannot allocate memory/.test(stderr))
      if (output.status !== 'error') return output
      const panic = panicOf(ran.stderr)
      return panic ? { ...output, stderr: panic.rest, error: panic.error } : output
    },
  }
}

/**
 * Compiles every .go file of the run and links the program, in one sandbox started ahead: the shell starts
 * only the toolchain's programs, which read the learner's files as data; none of the learner's code runs here.
 */
function buildStep(importcfg: string, cache: string): NativeStep {
  const compile = `${TOOLS}/compile -p main -complete -dwarf=false -importcfg ${importcfg} -o main.a *.go`
  const link = `${TOOLS}/link -importcfg ${importcfg} -s -w -buildid= -o main main.a`
  return {
    command: ['/bin/sh', '-c', `echo ready >&3; read -r _; exec 2>&1; ${compile} && exec ${link}`],
    readable: [...TOOLCHAIN, cache],
    // No garbage collection in the compiler and linker: a build this small fits its memory budget without it.
    env: { ...ENV, GOGC: 'off' },
    build: true,
    processes: true,
    warm: { start: '' },
    ...BUILD,
  }
}

/** Runs the built program (moved into /work just before), in a sandbox started ahead with the strict filter. */
const runStep = (limits: Limits): NativeStep => ({
  command: ['/bin/sh', '-c', 'echo ready >&3; read -r _; exec ./main'],
  env: { LANG: 'C.UTF-8', GOMAXPROCS: '2' },
  timeMs: limits.timeMs,
  outputBytes: limits.outputBytes,
  memoryMb: limits.memoryMb,
  warm: { start: '' },
})

/** A compile or link that did not succeed: the compiler's first error, or the host's verdict (time, memory). */
function buildFailure(result: NativeStepResult): Omit<RunOutput, 'durationMs'> {
  if (result.status !== 'error') return { status: result.status === 'memory_limit' ? 'memory_limit' : result.status, stdout: '', stderr: result.stderr }
  return { status: 'error', stdout: '', stderr: '', error: compileError(`${result.stdout}${result.stderr}`) }
}
