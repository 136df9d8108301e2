import type { SourceFile } from '@plugins/contract'
import type { MessageKeyIn } from '../i18n/messages'

/** Helper/config files a workspace may hold but learners never see (docs/workspace.md "Files"). */
export const HIDDEN_FILE_NAMES = ['.judge.json', '.editorconfig', '.prettierrc', '.platform'] as const
/** A directory is stored as this marker file inside it, so empty folders survive in a flat file list; the
 * file tree shows the folder, not the marker. */
export const DIRECTORY_MARKER = '.gitkeep'

/** What one learner may store for one page (docs/judge-sandbox.md "Fairness and quotas"). */
export const WORKSPACE_LIMITS = { files: 100, bytes: 1024 * 1024 } as const

/** Refuses a workspace beyond WORKSPACE_LIMITS (checked before anything is saved). */
export function checkWorkspaceLimits(files: SourceFile[]): SourceFile[] {
  if (files.length > WORKSPACE_LIMITS.files) throw new FileRuleError('tooManyFiles', { max: WORKSPACE_LIMITS.files })
  const bytes = files.reduce((n, f) => n + Buffer.byteLength(f.path) + Buffer.byteLength(f.content), 0)
  if (bytes > WORKSPACE_LIMITS.bytes) throw new FileRuleError('tooLarge', { max: WORKSPACE_LIMITS.bytes / 1024 })
  return files
}

/**
 * A refused file change, as its catalog key (`files.<key>`) and values: the server and the browser each say it
 * from their own catalog (the browser's holds only the workspace's part, docs/messages.md "In the browser").
 */
export class FileRuleError extends Error {
  constructor(
    readonly key: MessageKeyIn<'files'>,
    readonly values?: Record<string, number>,
  ) {
    super(`files.${key}`)
  }
}

/** A relative path of safe segments: no empty parts, no "..", no leading slash, no control characters. */
export function validatePath(path: string): string {
  const trimmed = path.trim()
  if (!trimmed) throw new FileRuleError('nameRequired')
  const segments = trimmed.split('/')
  const ok = segments.every((s) => s && s !== '.' && s !== '..' && /^[^\\:*?"<>|\u0000-\u001f]+$/.test(s))
  if (!ok || trimmed.startsWith('/')) throw new FileRuleError('invalidName')
  return trimmed
}

const isUnder = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`)

/** Files the editor never opens (pictures and other binary assets). */
const UNOPENABLE = /\.(png|jpe?g|gif|webp|ico|pdf|zip|woff2?|ttf|mp3|mp4)$/i
export const canOpenInEditor = (path: string) => !UNOPENABLE.test(path)

/** The file the workspace opens first (and the server paints into the page): the first the editor can open. */
export const firstOpenableFile = (files: SourceFile[]) => files.find((f) => !f.path.endsWith(DIRECTORY_MARKER) && canOpenInEditor(f.path))

/** The learner-visible view of a workspace's files. */
export const visibleFiles = (files: SourceFile[]) =>
  files.filter((f) => !(HIDDEN_FILE_NAMES as readonly string[]).includes(f.path.split('/').at(-1)!))

export function writeFile(files: SourceFile[], path: string, content: string): SourceFile[] {
  const target = validatePath(path)
  if (!files.some((f) => f.path === target)) throw new FileRuleError('notFound')
  return files.map((f) => (f.path === target ? { path: target, content } : f))
}

export function addEntry(files: SourceFile[], path: string, kind: 'file' | 'directory'): SourceFile[] {
  const target = validatePath(path)
  if ((HIDDEN_FILE_NAMES as readonly string[]).includes(target.split('/').at(-1)!)) throw new FileRuleError('invalidName')
  if (files.some((f) => isUnder(f.path, target) || f.path === target)) throw new FileRuleError('sameNameExists')
  return [...files, kind === 'file' ? { path: target, content: '' } : { path: `${target}/${DIRECTORY_MARKER}`, content: '' }]
}

export function removeEntry(files: SourceFile[], path: string, protectedPaths: string[]): SourceFile[] {
  const target = validatePath(path)
  if (protectedPaths.some((p) => isUnder(p, target))) throw new FileRuleError('cannotChange')
  const remaining = files.filter((f) => !isUnder(f.path, target))
  if (remaining.length === files.length) throw new FileRuleError('notFound')
  return remaining
}

export function renameEntry(files: SourceFile[], from: string, to: string, protectedPaths: string[]): SourceFile[] {
  const source = validatePath(from)
  const target = validatePath(to)
  if (protectedPaths.some((p) => isUnder(p, source))) throw new FileRuleError('cannotChange')
  if (!files.some((f) => isUnder(f.path, source))) throw new FileRuleError('notFound')
  if (files.some((f) => isUnder(f.path, target))) throw new FileRuleError('sameNameExists')
  return files.map((f) => (isUnder(f.path, source) ? { ...f, path: target + f.path.slice(source.length) } : f))
}
