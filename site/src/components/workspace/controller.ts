import { atom } from 'nanostores'
import type { Locale } from '@domain/i18n/locales'
import { localized, type Localized } from './messages'
import type { JudgeResult as SubmitAnswer } from '@domain/socket/judgeResult'
import { SERVER_EVENTS, type BlackoutKind } from '@domain/socket/serverEvents'
import type { ExpectedOutput } from '@domain/socket/events'
import type { RunOutput, SourceFile } from '@plugins/contract'
import { addEntry, canOpenInEditor, firstOpenableFile, removeEntry, renameEntry, FileRuleError } from '@domain/files/fileRules'
import { Autosave } from './autosave'
import { FilesSnapshot } from './filesSnapshot'
import { RefusedError, WorkspaceConnection } from './connection'
import { runAnnouncement, submitAnnouncement } from './announcements'

export type RunState = 'RUNNING' | 'PREPARING' | 'READY'
export type Blackout = BlackoutKind

/** A submission's verdict as the workspace shows it (the socket's answer without its page id). */
export type JudgeResult = Omit<SubmitAnswer, 'pageId'>

/** Why the workspace cannot open this page for the learner (the server's refusal code). */
export type Refusal = { code: 'forbidden' | 'locked' | 'not_found' | 'invalid' | string; message: Localized }

/**
 * One page's workspace on the client: the learner's files, the socket, autosave, run and judge state.
 * Components read its atoms and call its actions; nothing else talks to the judge service.
 */
export class WorkspaceController {
  readonly files = atom<SourceFile[]>([])
  readonly loaded = atom(false)
  /**
   * Whether the learner may type: once the server has answered over the socket, or at once when the files came
   * in the page the server just served. Files from the browser's snapshot wait for the server, so a keystroke is
   * never laid over code that changed elsewhere (another device) in the meantime.
   */
  readonly editable = atom(false)
  readonly openPaths = atom<string[]>([])
  readonly activePath = atom<string | null>(null)
  readonly runState = atom<RunState>('PREPARING')
  readonly blackout = atom<Blackout | null>(null)
  readonly output = atom<RunOutput | null>(null)
  readonly result = atom<JudgeResult | null>(null)
  readonly refusal = atom<Refusal | null>(null)
  readonly fatal = atom<Localized | null>(null)
  /** A transient alert (file-tree rules, open-file limit, too much output…), read by an aria-live region. */
  readonly alert = atom<Localized | null>(null)
  /** What a screen reader is told when a run, stop, submission or format ends (one polite live region). */
  readonly announcement = atom<{ message: Localized; at: number } | null>(null)
  /** The model answer's output for output-judged pages (docs/workspace.md "Expected output"), from the server. */
  readonly expected = atom<ExpectedOutput | null>(null)
  /** The judges of the page (the image-judge guide and spec are offered on ImageJudge pages). */
  readonly judgeTypes = atom<string[]>([])
  /** File extensions the page's plugin formats (Format is offered only for those). */
  readonly formats = atom<string[]>([])
  /**
   * A terminal page: the work area shows the terminal instead of the editor and output (docs/workspace.md
   * "Terminal pages"). Known from the page's plugin at once; the server's `filetree:load` has the last word.
   */
  readonly terminal = atom(false)
  readonly connection: WorkspaceConnection
  readonly autosave: Autosave
  /** The quick code view's caret and focus, read once when Monaco takes over (CodeView.tsx). */
  handoff: () => { path: string; start: number; end: number; focused: boolean } | null = () => null
  /** Called with a file's new content when it changed from outside the editor (reset, another tab). */
  onExternalChange: (path: string, content: string) => void = () => undefined

  constructor(
    readonly pageId: number | string,
    userId: number | string,
    private readonly openLimit: () => number,
    /** The learner's files from the page the server served (pageFiles.ts), if it put them there. */
    pageFiles?: SourceFile[],
    terminalPage = false,
  ) {
    this.terminal.set(terminalPage)
    this.connection = new WorkspaceConnection()
    this.autosave = new Autosave(
      `workspace:pending:${userId}:${pageId}`,
      async (path, content) => {
        try {
          await this.connection.ask('file:write', { pageId, path, content })
          return 'saved'
        } catch (error) {
          // Refused for good (the file is gone…) — but a database out of reach takes the same edit later.
          if (error instanceof RefusedError && error.code !== 'unavailable') return 'refused'
          throw error
        }
      },
      () => this.connection.connected,
    )
    this.snapshot = new FilesSnapshot(`workspace:snapshot:${userId}:${pageId}`)
    this.listen()
    if (pageFiles) this.showPageFiles(pageFiles)
    else this.showSnapshot()
  }

  private readonly snapshot: FilesSnapshot

  private saveSnapshot(files: SourceFile[]) {
    this.snapshot.write({ files, openPaths: this.openPaths.get(), activePath: this.activePath.get() })
  }

  /** The files as last loaded, shown before the socket answers (a reload shows the code at once). */
  private showSnapshot() {
    const saved = this.snapshot.read()
    if (!saved) return
    const pending = this.autosave.pending()
    this.files.set(saved.files.map((f) => (f.path in pending ? { ...f, content: pending[f.path] } : f)))
    this.openPaths.set(saved.openPaths.filter((p) => saved.files.some((f) => f.path === p)))
    this.activePath.set(saved.activePath)
  }

  /**
   * The page's files, when they reach the workspace after it was made (the session can answer before the page's
   * files are read after hydration): shown unless the socket's files, or these, are already on screen.
   */
  offerPageFiles(files: SourceFile[]) {
    if (!this.pageFilesShown && !this.loaded.get()) this.showPageFiles(files)
  }

  private pageFilesShown = false

  /** The files the server put into the page: as fresh as the socket's, so the learner can type at once. */
  private showPageFiles(files: SourceFile[]) {
    this.pageFilesShown = true
    const pending = this.autosave.pending()
    this.files.set(files.map((f) => (f.path in pending ? { ...f, content: pending[f.path] } : f)))
    // The tabs the learner left open here last time, if the snapshot still knows them.
    const saved = this.snapshot.read()
    const open = (saved?.openPaths ?? []).filter((p) => files.some((f) => f.path === p))
    if (open.length) {
      this.openPaths.set(open)
      this.activePath.set(saved?.activePath && open.includes(saved.activePath) ? saved.activePath : open[0])
    } else this.openInitialFile(files)
    this.editable.set(true)
  }

  start() {
    this.connection.connect()
  }

  close() {
    void this.autosave.flush()
    this.connection.close()
  }

  private listen() {
    const c = this.connection
    c.socket.on('connect', () => void this.load())
    c.on(SERVER_EVENTS.filesChanged, ({ pageId, files }) => {
      if (String(pageId) === String(this.pageId)) this.applyServerFiles(files)
    })
    c.on(SERVER_EVENTS.blackout, ({ kind, on }) => this.blackout.set(on ? kind : null))
    c.on(SERVER_EVENTS.fatal, ({ error }) => this.fatal.set(error))
  }

  /** Loads the saved files, then lays the learner's unsent edits over them and sends those. */
  private async load() {
    this.runState.set('PREPARING')
    try {
      const answer = await this.connection.ask('filetree:load', { pageId: this.pageId })
      this.expected.set(answer.expectedOutput ?? null)
      this.judgeTypes.set(answer.judgeTypes ?? [])
      this.formats.set(answer.formats ?? [])
      this.terminal.set(Boolean(answer.terminal))
      const pending = this.autosave.pending()
      const files = answer.files.map((f) => (f.path in pending ? { ...f, content: pending[f.path] } : f))
      this.applyServerFiles(files, true)
      if (!this.loaded.get() && !this.activePath.get()) this.openInitialFile(files)
      this.saveSnapshot(answer.files)
      this.loaded.set(true)
      this.editable.set(true)
      this.refusal.set(null)
      await this.autosave.flush()
    } catch (error) {
      if (error instanceof RefusedError) this.refusal.set({ code: error.code, message: error.localized })
    } finally {
      this.runState.set('READY')
    }
  }

  /** Server files replace ours, except where the learner has typed something not yet acknowledged. */
  private applyServerFiles(incoming: SourceFile[], force = false) {
    const current = new Map(this.files.get().map((f) => [f.path, f.content]))
    const pending = this.autosave.pending()
    const next = incoming.map((f) => (!force && f.path in pending && current.has(f.path) ? { ...f, content: current.get(f.path)! } : f))
    for (const file of next) {
      if (current.has(file.path) && current.get(file.path) !== file.content) this.onExternalChange(file.path, file.content)
    }
    this.files.set(next)
    const paths = new Set(next.map((f) => f.path))
    const open = this.openPaths.get().filter((p) => paths.has(p))
    this.openPaths.set(open)
    if (!paths.has(this.activePath.get() ?? '')) this.activePath.set(open[0] ?? null)
    this.saveSnapshot(incoming)
  }

  private openInitialFile(files: SourceFile[]) {
    const first = firstOpenableFile(files)
    if (first) this.openFile(first.path)
  }

  // ---- editing ----------------------------------------------------------------------------------------

  edit(path: string, content: string) {
    this.files.set(this.files.get().map((f) => (f.path === path ? { ...f, content } : f)))
    this.autosave.edit(path, content)
  }

  openFile(path: string) {
    if (!canOpenInEditor(path)) return this.alert.set(localized('ws.alert.cannotOpen'))
    const open = this.openPaths.get()
    if (!open.includes(path)) {
      const max = this.openLimit()
      if (open.length >= max) return this.alert.set(localized('ws.alert.openLimit', { max }))
      this.openPaths.set([...open, path])
    }
    this.activePath.set(path)
  }

  closeFile(path: string) {
    const open = this.openPaths.get()
    const index = open.indexOf(path)
    const rest = open.filter((p) => p !== path)
    this.openPaths.set(rest)
    if (this.activePath.get() === path) this.activePath.set(rest[Math.min(index, rest.length - 1)] ?? null)
  }

  /** Adds, renames or removes an entry. The shared file rules answer at once; the server has the last word. */
  async changeTree(action: { kind: 'add'; path: string; entry: 'file' | 'directory' } | { kind: 'remove'; path: string } | { kind: 'rename'; from: string; to: string }): Promise<Localized | null> {
    const files = this.files.get()
    try {
      if (action.kind === 'add') addEntry(files, action.path, action.entry)
      if (action.kind === 'remove') removeEntry(files, action.path, [])
      if (action.kind === 'rename') renameEntry(files, action.from, action.to, [])
    } catch (error) {
      if (error instanceof FileRuleError) return localized(`files.${error.key}`, error.values)
      throw error
    }
    try {
      await this.autosave.flush()
      if (action.kind === 'add') await this.connection.ask('file:add', { pageId: this.pageId, path: action.path.trim(), kind: action.entry })
      if (action.kind === 'remove') await this.connection.ask('file:remove', { pageId: this.pageId, path: action.path })
      if (action.kind === 'rename') await this.connection.ask('file:rename', { pageId: this.pageId, from: action.from, to: action.to.trim() })
    } catch (error) {
      if (error instanceof RefusedError) return error.localized
      return localized('ws.alert.offline')
    }
    if (action.kind === 'add' && action.entry === 'file') this.openFile(action.path.trim())
    return null
  }

  // ---- run, submit, reset ------------------------------------------------------------------------------

  /** What is in flight while runState is RUNNING (Stop is offered for a run). */
  readonly running = atom<'run' | 'submit' | 'format' | 'reset' | null>(null)
  /** Whether the shown output came from Run or from the last submission. */
  readonly outputFrom = atom<'run' | 'submit'>('run')

  private async busy<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.runState.get() !== 'READY') return null
    this.runState.set('RUNNING')
    try {
      await this.autosave.flush()
      return await work()
    } catch (error) {
      this.alert.set(error instanceof RefusedError ? error.localized : localized('ws.alert.offline'))
      return null
    } finally {
      this.running.set(null)
      this.runState.set('READY')
    }
  }

  /** Runs the learner's files; the output (and whether it matches the expected output) replaces the last. */
  run() {
    return this.busy(async () => {
      this.running.set('run')
      const { output } = await this.connection.ask('code:run', { pageId: this.pageId, stdin: this.expected.get()?.stdin ?? '' })
      this.output.set(output)
      this.outputFrom.set('run')
      const problem = output && runProblem(output)
      if (problem && output?.status !== 'stopped') this.alert.set(problem)
      if (output) this.announce(runAnnouncement(output))
      return output
    })
  }

  /** Stops the run in flight (docs/workspace.md "Real-time socket": the server kills it at once). */
  async stop() {
    if (this.running.get() !== 'run') return
    try {
      await this.connection.ask('code:stop', { pageId: this.pageId })
    } catch (error) {
      this.alert.set(error instanceof RefusedError ? error.localized : localized('ws.alert.offline'))
    }
  }

  /** Stops the server the last Run left listening for the preview (plugins/README.md "Servers"). */
  async stopServer() {
    try {
      await this.connection.ask('code:stop', { pageId: this.pageId })
    } catch (error) {
      this.alert.set(error instanceof RefusedError ? error.localized : localized('ws.alert.offline'))
      return
    }
    const output = this.output.get()
    if (output?.servers) this.output.set({ ...output, servers: undefined })
    this.announce(localized('ws.server.stopped'))
  }

  submit() {
    return this.busy(async () => {
      this.running.set('submit')
      const answer = await this.connection.ask('code:submit', { pageId: this.pageId })
      const result = { cleared: answer.cleared, checks: answer.checks, exp: answer.exp, output: answer.output ?? null }
      if (result.output) {
        this.output.set(result.output)
        this.outputFrom.set('submit')
      }
      this.result.set(result)
      this.announce(submitAnnouncement(result))
      return result
    })
  }

  /** Formats a file on the server (its plugin's formatter); the formatted files come back like any change. */
  format(path: string) {
    return this.busy(async () => {
      this.running.set('format')
      const answer = await this.connection.ask('code:format', { pageId: this.pageId, path })
      if (answer.formatted && answer.files) this.applyServerFiles(answer.files, true)
      const message = answer.formatted ? localized('ws.format.done', { file: path }) : answer.reason ?? localized('socket.notFormattable')
      if (!answer.formatted) this.alert.set(message)
      this.announce(message)
      return answer
    })
  }

  /** Says `message` through the workspace's one polite live region (Announcer.tsx). */
  announce(message: Localized) {
    this.announcement.set({ message, at: Date.now() })
  }

  /** Restores the page's starting files (after the learner confirmed). */
  async reset() {
    this.autosave.drop()
    return this.busy(async () => {
      const { files } = await this.connection.ask('workspace:reset', { pageId: this.pageId })
      this.applyServerFiles(files, true)
      this.result.set(null)
      this.output.set(null)
      return files
    })
  }

  /** Puts a terminal page's home back to its starting state (after the learner confirmed); `reset` asks the server. */
  resetTerminal(reset: () => Promise<void>) {
    return this.busy(async () => {
      this.running.set('reset')
      await reset()
      this.result.set(null)
    })
  }

  // ---- hints and answer ---------------------------------------------------------------------------------

  async hints(locale: string): Promise<string[]> {
    return (await this.connection.ask('solutions:load', { pageId: this.pageId, kind: 'hints', locale: locale as Locale })).hints!
  }

  async answer(): Promise<SourceFile[]> {
    return (await this.connection.ask('solutions:load', { pageId: this.pageId, kind: 'answer' })).answerFiles!
  }

  track(action: 'hint_opened' | 'hint_closed' | 'answer_opened' | 'diff_opened') {
    if (this.connection.connected) void this.connection.ask('solutions:track', { pageId: this.pageId, action }).catch(() => undefined)
  }

  /** The model answer's render for the image-judge spec modal (the server renders it once and keeps it). */
  async imageTarget() {
    return this.connection.ask('image-judge:target', { pageId: this.pageId })
  }

  async survey(score: number, comment: string) {
    await this.connection.ask('survey:answer', { pageId: this.pageId, score, comment })
  }
}

/** The run-problem popups (docs/workspace.md "Messages") for a run that did not end normally. */
function runProblem(output: RunOutput): Localized | null {
  if (output.status === 'timeout') return localized(output.aborted ? 'judge.tooLong' : 'judge.infiniteLoop')
  if (output.status === 'output_limit') return localized('judge.tooMuchOutput')
  if (output.status === 'memory_limit') return localized('judge.memory')
  if (output.status === 'stopped') return localized('judge.stopped')
  return null
}

