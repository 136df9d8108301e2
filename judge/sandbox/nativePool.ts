import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { dataDir } from '@domain/repoPaths'
import type { NativeHost, NativeRuntime, NativeRuntimeFactory, NativeStep, PluginManifest, RunInput, RunOutput, TerminalNativeRuntime, TerminalRuntime } from '@plugins/contract'
import type { DiscoveredPlugin } from '../pluginHost/loader'
import { FairQueue } from './fairQueue'
import { crashedRun, queueRun, runInputOf, type QueuedRun } from './queuedRun'
import type { PoolOptions, RunOptions, RunRequest } from './learnerPool'
import { NativeProcess, warmKey } from './nativeStep'
import { namespacesAvailable } from './sandboxCommand'
import { capOutput } from './runOutputSchema'
import type { ServerPreviews } from './serverPreviews'

type Job = QueuedRun

/** The processes of one run, and the one whose program still serves HTTP after answering (if any). */
interface RunProcesses {
  used: NativeProcess[]
  serving: NativeProcess | null
}

/**
 * The runs of one native plugin (docs/judge-sandbox.md "Native runtimes"): its native.ts decides the steps of a
 * run, and every step is a program in a fresh sandbox that serves that one run and is gone after it, so no
 * learner ever meets another's process. The plugin's warm step (an interpreter that has loaded) is started
 * ahead: `spares` of them wait, so a run does not pay for loading the language. Waiting runs are served
 * round-robin by learner, `size` at once.
 */
export class NativePool {
  private readonly queue = new FairQueue<Job>()
  private readonly size: number
  private readonly spareCount: number
  private readonly spares: { key: string; process: NativeProcess; isReady: boolean }[] = []
  private readonly host: NativeHost
  private readonly previews: ServerPreviews | null
  private runtime: NativeRuntime | null = null
  private busy = 0
  private closed = false
  private unavailable: string | null = null
  private readonly initialised: Promise<void>
  readonly isolated = namespacesAvailable()

  constructor(
    readonly manifest: PluginManifest,
    plugin: DiscoveredPlugin,
    options: PoolOptions = {},
  ) {
    this.size = options.size ?? 1
    this.spareCount = options.spares ?? 2
    this.previews = options.previews ?? null
    const pluginDir = path.dirname(plugin.runtimeModule)
    const cacheDir = path.join(dataDir, 'plugin-cache', manifest.id)
    fs.mkdirSync(cacheDir, { recursive: true })
    // Steps of init() end with their process gone (a prepared cache stays in the plugin's cacheDir).
    const host: NativeHost = {
      cacheDir,
      pluginDir,
      exec: async (step, signal) => {
        const processes: RunProcesses = { used: [], serving: null }
        try {
          return await this.exec(step, signal, processes)
        } finally {
          await Promise.all(processes.used.map((p) => p.dispose()))
        }
      },
    }
    this.host = host
    this.initialised = (async () => {
      const missing = plugin.manifest.toolchain.find((file) => !fs.existsSync(file))
      if (missing) {
        // The plugin answers every run with why; the judge and the other languages go on.
        this.unavailable = `the ${manifest.id} toolchain is not installed on this judge (${missing}; scripts/install-toolchains.sh installs it)`
        console.warn(`[judge] ${this.unavailable}`)
        return
      }
      const factory = (await import(pathToFileURL(plugin.runtimeModule).href)).default as NativeRuntimeFactory
      const runtime = factory()
      await runtime.init(host)
      this.runtime = runtime
      this.provision()
      await Promise.all(this.spares.map((s) => s.process.ready))
    })()
    this.initialised.catch(() => undefined)
  }

  ready(): Promise<void> {
    return this.initialised
  }

  /**
   * A terminal plugin's `terminal` and the host its steps run on (plugins/README.md "Terminals"); throws with
   * why when the plugin is unavailable (its toolchain missing) or holds no `terminal`.
   */
  async terminal(): Promise<{ runtime: TerminalRuntime; host: NativeHost }> {
    await this.initialised
    if (this.unavailable) throw new Error(this.unavailable)
    const runtime = (this.runtime as Partial<TerminalNativeRuntime> | null)?.terminal
    if (!runtime) throw new Error(`plugins/${this.manifest.id}/native.ts has no \`terminal\` (its manifest says terminal: true)`)
    return { runtime, host: this.host }
  }

  run(request: RunRequest, options: RunOptions): Promise<RunOutput> {
    const refusal = this.closed ? 'the judge is shutting down' : this.unavailable
    // A new Run replaces the server the owner's last one left (plugins/README.md "Servers").
    if (options.keepServers) void this.previews?.stopOwner(options.owner)
    return queueRun(this.queue, options, runInputOf(this.manifest, request), refusal, () => this.pump())
  }

  async close(): Promise<void> {
    this.closed = true
    for (const job of this.queue.drain()) job.resolve(crashedRun('the judge is shutting down'))
    await Promise.all(this.spares.splice(0).map((s) => s.process.dispose()))
  }

  private pump() {
    while (!this.closed && this.runtime && this.busy < this.size) {
      const next = this.queue.shift(() => true)
      if (!next) break
      this.busy++
      void this.serve(next.item).then(() => {
        this.busy--
        this.pump()
      })
    }
  }

  /**
   * One run: the plugin's steps. The answer goes out as soon as it is known; the run's slot stays taken until
   * each of its processes is gone and its /work removed.
   */
  private async serve({ input, signal, resolve, owner, keepServers }: Job): Promise<void> {
    const started = performance.now()
    const processes: RunProcesses = { used: [], serving: null }
    const host: NativeHost = { ...this.host, exec: (step, stepSignal) => this.exec(step, stepSignal ?? signal, processes) }
    try {
      const output = await this.runtime!.run(input, host, signal)
      const servers = keepServers ? this.keepServing(owner, processes, output.servers) : undefined
      resolve(capOutput({ ...output, ...(servers && { servers }), durationMs: performance.now() - started }, input.limits.outputBytes))
    } catch (error) {
      resolve(crashedRun(error instanceof Error ? error.message : 'the runtime failed', performance.now() - started))
    } finally {
      // A program left serving is the previews' to stop; every other process of the run goes now.
      await Promise.all(processes.used.map((p) => p.dispose()))
      // Replacements start once the run is over: starting an interpreter beside a run would slow that run.
      this.provision()
    }
  }

  /**
   * Hands the run's serving program to the previews, under its owner, and gives its servers their preview
   * URLs; undefined (the program is stopped with the run) when nothing serves or nowhere keeps it.
   */
  private keepServing(owner: string, processes: RunProcesses, servers: RunOutput['servers']): RunOutput['servers'] {
    const serving = processes.serving
    if (!serving || !servers?.length || !this.previews) return undefined
    processes.used.splice(processes.used.indexOf(serving), 1)
    return this.previews.keep(owner, new Map(servers.map(({ port }) => [port, serving.serverSocket(port)])), () => serving.dispose())
  }

  /** Runs a step, on a waiting warm process when one matches it. */
  private async exec(asked: NativeStep, signal: AbortSignal | undefined, processes: RunProcesses) {
    // A plugin whose programs may serve HTTP has every step watch for its servers, from the program's start.
    const step = this.manifest.servers ? { ...asked, servers: true } : asked
    let process: NativeProcess | undefined
    if (step.warm) {
      const key = warmKey(step)
      const index = this.spares.findIndex((s) => s.key === key && s.isReady)
      if (index !== -1) {
        process = this.spares.splice(index, 1)[0].process
        process.addFiles(step.files ?? [])
      }
    }
    process ??= new NativeProcess(step, this.host.pluginDir)
    process.moveIn(step.moveIn ?? [])
    processes.used.push(process)
    const result = await process.run(step, signal)
    if (result.servers?.length) processes.serving = process
    return result
  }

  /** Keeps `spares` warm processes of the plugin's warm step started. */
  private provision() {
    if (this.closed) return
    for (const warm of this.runtime?.warmSteps?.(this.manifest.limits) ?? []) this.provisionStep(warm)
  }

  private provisionStep(warm: NativeStep) {
    const key = warmKey(warm)
    while (this.spares.filter((s) => s.key === key).length < this.spareCount) {
      const process = new NativeProcess({ ...warm, files: [] }, this.host.pluginDir)
      const spare = { key, process, isReady: false }
      this.spares.push(spare)
      // A spare that ends while it waits (killed, or its language gave up waiting) is never handed a run.
      void process.whenExited().then(() => {
        const index = this.spares.indexOf(spare)
        if (index !== -1) this.spares.splice(index, 1)
      })
      process.ready.then(
        () => (spare.isReady = true),
        // A spare that failed to start is ended (and so dropped, above); the next run starts its own process.
        () => void process.dispose(),
      )
    }
  }
}

