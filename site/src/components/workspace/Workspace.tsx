import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { SourceFile } from '@plugins/contract'
import type { ExerciseData } from '../../lib/curriculum'
import { $lessonProgress, markCompleted } from '../../stores/lessonProgress'
import { localePath } from '../../i18n/locales'
import { setTotalExp } from '../../stores/session'
import { Announcer } from './Announcer'
import { AutosaveStatus } from './AutosaveStatus'
import { CodeEditor } from './CodeEditor'
import { WorkspaceController } from './controller'
import { EditorFooter } from './EditorFooter'
import { EditorTabs } from './EditorTabs'
import { isTerminalPlugin } from './fileEditors'
import { FileTree } from './FileTree'
import { canFormat, FormatButton } from './FormatButton'
import { useT } from './i18n'
import { LanguageLabel } from './LanguageLabel'
import { DEFAULT_THEME, openFilesMax, STORAGE_KEYS, THEMES, workAreaFor, type Theme } from './layout'
import { ClearModals } from './modals/ClearModals'
import { ImageJudgeModals } from './modals/ImageJudgeModals'
import { ResetConfirm } from './modals/ResetConfirm'
import { ShortcutsModal } from './modals/ShortcutsModal'
import { SolutionsModal } from './modals/SolutionsModal'
import { OutputPanes } from './OutputPanes'
import { removePaintedCode } from './pageFiles'
import { shortcutFor } from './shortcuts'
import { StatusBanner } from './StatusBanner'
import { TerminalPane } from './terminal/TerminalPane'
import { useTerminal } from './terminal/useTerminal'
import { ThemePicker } from './ThemePicker'
import { useWindowWidth } from './useWindowWidth'
import { WorkArea, type Pane } from './WorkArea'

interface Props {
  data: ExerciseData
  userId: number | string
  /** The learner's files from the page the server served, shown (and editable) before the socket answers. */
  pageFiles?: SourceFile[]
  instructions: React.ReactNode
  nextUrl: string | null
  courseUrl: string
  isLastPage: boolean
  /** A Dojo page not cleared yet: no hints or answer, and the footer and dialog say why (docs/workspace.md "Dojo topics"). */
  dojoLocked?: boolean
}

/** The exercise workspace of one page for a signed-in, entitled learner. */
export function Workspace({ data, userId, pageFiles, instructions, nextUrl, courseUrl, isLastPage, dojoLocked = false }: Props) {
  const { t, locale } = useT()
  const controller = useMemo(() => new WorkspaceController(data.page.id, userId, () => openFilesMax(window.innerWidth), pageFiles, isTerminalPlugin(data.page.judgeLanguage)), [data.page.id, userId])
  useEffect(() => {
    if (pageFiles) controller.offerPageFiles(pageFiles)
  }, [controller, pageFiles])
  useEffect(() => {
    controller.start()
    const flush = () => void controller.autosave.flush()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      controller.close()
    }
  }, [controller])

  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME)
  useEffect(() => {
    const saved = localStorage.getItem(STORAGE_KEYS.theme) as Theme | null
    if (saved && THEMES.includes(saved)) setTheme(saved)
  }, [])
  const chooseTheme = (next: Theme) => {
    setTheme(next)
    localStorage.setItem(STORAGE_KEYS.theme, next)
  }

  // Terminal pages show the terminal instead of the editor, the file tree and the output (docs/workspace.md "Terminal pages").
  const isTerminal = useStore(controller.terminal)
  const terminal = useTerminal(controller, isTerminal, theme)
  useEffect(() => {
    if (isTerminal) removePaintedCode()
  }, [isTerminal])

  const blackout = useStore(controller.blackout)
  // Files from the browser's snapshot are not typed over until the server has confirmed them (controller.editable).
  const editable = useStore(controller.editable)
  const result = useStore(controller.result)
  const [clearShown, setClearShown] = useState(false)
  // This clear completed the lesson (every page now cleared, this one for the first time): a reminder is offered.
  const [lessonCleared, setLessonCleared] = useState(false)
  const [resetOpen, setResetOpen] = useState(false)
  const [solutionsOpen, setSolutionsOpen] = useState(false)
  const [reveal, setReveal] = useState<{ path: string; line: number; at: number } | null>(null)
  const [focusPane, setFocusPane] = useState<{ pane: Pane; at: number } | null>(null)
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  const firstFooterButton = useRef<HTMLButtonElement>(null)
  // On narrow screens the file tree is a drawer the learner opens, so the code keeps the whole width.
  const tabbed = workAreaFor(useWindowWidth()) === 'TABBED'
  const [treeOpen, setTreeOpen] = useState(false)
  const output = useStore(controller.output)

  // The shortcuts work wherever focus is, the editor included: Monaco would take Ctrl+Enter for itself.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event)
      if (!action || document.querySelector('dialog[open]')) return
      // A terminal page has no Run or Format: those keys stay the terminal's.
      if (action !== 'submit' && controller.terminal.get()) return
      event.preventDefault()
      event.stopPropagation()
      if (action === 'run') void controller.run()
      if (action === 'submit') void controller.submit()
      const active = controller.activePath.get()
      if (action === 'format' && canFormat(controller.formats.get(), active)) void controller.format(active!)
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [controller])

  // On narrow screens a run's output is one tab away: show it.
  useEffect(() => {
    if (output && tabbed) setFocusPane({ pane: 'output', at: Date.now() })
  }, [output])

  // A clear: the page is completed everywhere on this screen, the session's exp grows, the modals open.
  useEffect(() => {
    if (!result) return
    setFocusPane({ pane: 'output', at: Date.now() })
    if (result.cleared) {
      markCompleted(data.page.id)
      if (result.exp) setTotalExp(result.exp.totalExp)
      const cleared = $lessonProgress.get().completedPageIds
      setLessonCleared(Boolean(result.exp) && data.chapters.every((chapter) => chapter.pages.every((page) => cleared.has(String(page.id)))))
      setClearShown(true)
    }
  }, [result])

  const jump = (file: string, line: number) => {
    controller.openFile(file)
    setFocusPane({ pane: 'editor', at: Date.now() })
    setReveal({ path: file, line, at: Date.now() })
  }
  const noFiletree = data.page.filetreeType === 'no_filetree'

  const showTree = !noFiletree && (!tabbed || treeOpen)
  const editor = (
    <div className={`ws-editor ${noFiletree ? 'ws-editor-single' : ''}`} data-theme={theme} data-tabbed={tabbed || undefined}>
      <div className="ws-editor-body">
        {showTree && !tabbed && (
          <div className="ws-tree-holder">
            <FileTree controller={controller} />
          </div>
        )}
        <div className="ws-editor-main">
          {!noFiletree && <EditorTabs controller={controller} />}
          <div className="ws-editor-status">
            {tabbed && !noFiletree && (
              <button type="button" className="ws-small-button" aria-expanded={treeOpen} aria-controls="ws-file-tree" onClick={() => setTreeOpen(!treeOpen)} data-testid="file-tree-toggle">
                {t('ws.files.toggle')}
              </button>
            )}
            <LanguageLabel pluginId={data.page.judgeLanguage} />
            <AutosaveStatus controller={controller} />
            <FormatButton controller={controller} />
            <button type="button" className="ws-small-button" onClick={() => setShortcutsOpen(true)} aria-haspopup="dialog" data-testid="shortcuts-button">
              {t('ws.shortcuts.open')}
            </button>
            <ThemePicker theme={theme} onTheme={chooseTheme} />
          </div>
          <div className="ws-code-area">
            {showTree && tabbed && (
              // The drawer covers the code, not the bar holding its button; Esc closes it.
              <div
                id="ws-file-tree"
                className="ws-tree-holder"
                onKeyDown={(event) => {
                  if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return
                  setTreeOpen(false)
                  document.querySelector<HTMLElement>('[data-testid=file-tree-toggle]')?.focus()
                }}
              >
                <FileTree controller={controller} onOpened={() => setTreeOpen(false)} />
              </div>
            )}
            <CodeEditor controller={controller} theme={theme} readOnly={Boolean(blackout) || !editable} reveal={reveal} escapeTarget={() => firstFooterButton.current} />
          </div>
        </div>
      </div>
    </div>
  )
  const footer = <EditorFooter controller={controller} onReset={() => setResetOpen(true)} onSolutions={() => setSolutionsOpen(true)} firstRef={firstFooterButton} dojoLocked={dojoLocked} terminal={isTerminal} />
  const workPane = terminal ? <TerminalPane controller={controller} terminal={terminal} theme={theme} onTheme={chooseTheme} onShortcuts={() => setShortcutsOpen(true)} /> : editor

  return (
    <div className="ws-root" data-blackout={blackout ?? undefined}>
      <StatusBanner controller={controller} />
      <WorkArea
        instructions={
          <>
            {instructions}
            <ImageJudgeModals controller={controller} />
          </>
        }
        editor={workPane}
        editorLabel={terminal ? t('ws.terminal.pane') : undefined}
        footer={footer}
        output={terminal ? null : (topHeight, divider) => <OutputPanes controller={controller} topHeight={topHeight} divider={divider} onJump={jump} />}
        focusPane={focusPane}
      />
      {blackout && (
        <div className="ws-blackout" role="status" aria-live="polite" data-testid="blackout">
          {t(`ws.blackout.${blackout}`)}
        </div>
      )}
      <ResetConfirm
        open={resetOpen}
        terminal={Boolean(terminal)}
        onClose={() => setResetOpen(false)}
        onConfirm={() => {
          setResetOpen(false)
          if (terminal) void controller.resetTerminal(() => terminal.channel.reset())
          else void controller.reset()
        }}
      />
      <SolutionsModal controller={controller} open={solutionsOpen} onClose={() => setSolutionsOpen(false)} theme={theme} dojoLocked={dojoLocked} />
      <ShortcutsModal open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} terminal={Boolean(terminal)} />
      <Announcer controller={controller} />
      {result?.cleared && clearShown && (
        <ClearModals
          result={result}
          nextUrl={nextUrl}
          courseUrl={courseUrl}
          askSurvey={isLastPage && Boolean(result.exp)}
          offerReminder={lessonCleared}
          settingsHref={`${localePath(locale, '/settings')}?tab=notifications`}
          onSurvey={(score, comment) => controller.survey(score, comment)}
          onNext={() => sessionStorage.setItem('goToNextBtnClicked', 'true')}
          onClose={() => setClearShown(false)}
        />
      )}
    </div>
  )
}
