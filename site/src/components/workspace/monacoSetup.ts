/**
 * Monaco, bundled locally (never from a CDN) and loaded only by the workspace, inside an effect: this module
 * is the dynamic-import boundary, so pages without the workspace never download the editor. Only the editor
 * worker is built; the languages we judge use Monaco's Monarch grammars, which need no language worker.
 */
// The editor features a learner uses (not register.all: code lenses, inlay hints, sticky scroll, GPU
// rendering and the like cost download and start-up time and do nothing for these languages).
import 'monaco-editor/features/codeEditor/register'
import 'monaco-editor/features/codicon/register'
import 'monaco-editor/features/bracketMatching/register'
import 'monaco-editor/features/clipboard/register'
import 'monaco-editor/features/comment/register'
import 'monaco-editor/features/contextmenu/register'
import 'monaco-editor/features/cursorUndo/register'
import 'monaco-editor/features/diffEditor/register'
import 'monaco-editor/features/find/register'
import 'monaco-editor/features/folding/register'
import 'monaco-editor/features/format/register'
import 'monaco-editor/features/gotoLine/register'
import 'monaco-editor/features/hover/register'
import 'monaco-editor/features/indentation/register'
import 'monaco-editor/features/linesOperations/register'
import 'monaco-editor/features/linkedEditing/register'
import 'monaco-editor/features/links/register'
import 'monaco-editor/features/multicursor/register'
import 'monaco-editor/features/quickCommand/register'
import 'monaco-editor/features/readOnlyMessage/register'
import 'monaco-editor/features/snippet/register'
import 'monaco-editor/features/suggest/register'
import 'monaco-editor/features/toggleTabFocusMode/register'
import 'monaco-editor/features/tokenization/register'
import 'monaco-editor/features/wordHighlighter/register'
import 'monaco-editor/features/wordOperations/register'
import * as monaco from 'monaco-editor/editor'
// The Monarch grammars of the languages the plugins' manifests name (site/integrations/pluginEditors.ts).
import 'virtual:plugin-editors/monaco'
import EditorWorker from 'monaco-editor/editor/editor.worker?worker'
import { monacoLanguageOf } from './fileEditors'
import { defineThemes } from './themes'

;(self as unknown as { MonacoEnvironment: { getWorker: () => Worker } }).MonacoEnvironment = { getWorker: () => new EditorWorker() }
defineThemes(monaco)

export { monaco }
export type Monaco = typeof monaco

/** Monaco's language id for a workspace file, from the plugins' manifests. */
export const languageOf = monacoLanguageOf
