import type { SourceFile } from '@plugins/contract'
import type { Localized } from '@judge/messages'

/** Helper/config files a workspace may hold but learners never see (docs/workspace.md "Files"). */
export const HIDDEN_FILE_NAMES = ['.judge.json', '.editorconfig', '.prettierrc', '.platform'] as const
/** A directory is stored as this marker file inside it, so empty folders survive in a flat file list; the
 * file tree shows the folder, not the marker. */
export const DIRECTORY_MARKER = '.gitkeep'

export const FILE_MESSAGES = {
  nameRequired: { ja: 'ファイル名を入力してください。', en: 'Please enter a name.' },
  invalidName: { ja: '使用できない名前です。', en: 'This name cannot be used.' },
  sameNameExists: { ja: '同じ名前のファイルが既に存在します。', en: 'A file with the same name already exists.' },
  cannotChange: { ja: 'このファイルは削除・変更できません。', en: 'This file cannot be deleted or changed.' },
  notFound: { ja: 'ファイルが見つかりません。', en: 'The file was not found.' },
  tooManyFiles: { ja: 'ファイルが多すぎます（1ページ{max}個まで）。', en: 'Too many files (at most {max} per page).' },
  tooLarge: { ja: 'ファイルの合計サイズが大きすぎます（1ページ{max}KBまで）。', en: 'The files are too large together (at most {max} KB per page).' },
} satisfies Record<string, Localized>

/** What one learner may store for one page (docs/judge-sandbox.md "Fairness and quotas"). */
export const WORKSPACE_LIMITS = { files: 100, bytes: 1024 * 1024 } as const

/** Refuses a workspace beyond WORKSPACE_LIMITS (checked before anything is saved). */
export function checkWorkspaceLimits(files: SourceFile[]): SourceFile[] {
  const fill = (text: Localized, max: number): Localized => ({ ja: text.ja.replace('{max}', String(max)), en: text.en.replace('{max}', String(max)) })
  if (files.length > WORKSPACE_LIMITS.files) throw new FileRuleError(fill(FILE_MESSAGES.tooManyFiles, WORKSPACE_LIMITS.files))
  const bytes = files.reduce((n, f) => n + Buffer.byteLength(f.path) + Buffer.byteLength(f.content), 0)
  if (bytes > WORKSPACE_LIMITS.bytes) throw new FileRuleError(fill(FILE_MESSAGES.tooLarge, WORKSPACE_LIMITS.bytes / 1024))
  return files
}

export class FileRuleError extends Error {
  constructor(readonly localized: Localized) {
    super(localized.en)
  }
}

/** A relative path of safe segments: no empty parts, no "..", no leading slash, no control characters. */
export function validatePath(path: string): string {
  const trimmed = path.trim()
  if (!trimmed) throw new FileRuleError(FILE_MESSAGES.nameRequired)
  const segments = trimmed.split('/')
  const ok = segments.every((s) => s && s !== '.' && s !== '..' && /^[^\\:*?"<>|\u0000-\u001f]+$/.test(s))
  if (!ok || trimmed.startsWith('/')) throw new FileRuleError(FILE_MESSAGES.invalidName)
  return trimmed
}

const isUnder = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`)

/** The learner-visible view of a workspace's files. */
export const visibleFiles = (files: SourceFile[]) =>
  files.filter((f) => !(HIDDEN_FILE_NAMES as readonly string[]).includes(f.path.split('/').at(-1)!))

export function writeFile(files: SourceFile[], path: string, content: string): SourceFile[] {
  const target = validatePath(path)
  if (!files.some((f) => f.path === target)) throw new FileRuleError(FILE_MESSAGES.notFound)
  return files.map((f) => (f.path === target ? { path: target, content } : f))
}

export function addEntry(files: SourceFile[], path: string, kind: 'file' | 'directory'): SourceFile[] {
  const target = validatePath(path)
  if ((HIDDEN_FILE_NAMES as readonly string[]).includes(target.split('/').at(-1)!)) throw new FileRuleError(FILE_MESSAGES.invalidName)
  if (files.some((f) => isUnder(f.path, target) || f.path === target)) throw new FileRuleError(FILE_MESSAGES.sameNameExists)
  return [...files, kind === 'file' ? { path: target, content: '' } : { path: `${target}/${DIRECTORY_MARKER}`, content: '' }]
}

export function removeEntry(files: SourceFile[], path: string, protectedPaths: string[]): SourceFile[] {
  const target = validatePath(path)
  if (protectedPaths.some((p) => isUnder(p, target))) throw new FileRuleError(FILE_MESSAGES.cannotChange)
  const remaining = files.filter((f) => !isUnder(f.path, target))
  if (remaining.length === files.length) throw new FileRuleError(FILE_MESSAGES.notFound)
  return remaining
}

export function renameEntry(files: SourceFile[], from: string, to: string, protectedPaths: string[]): SourceFile[] {
  const source = validatePath(from)
  const target = validatePath(to)
  if (protectedPaths.some((p) => isUnder(p, source))) throw new FileRuleError(FILE_MESSAGES.cannotChange)
  if (!files.some((f) => isUnder(f.path, source))) throw new FileRuleError(FILE_MESSAGES.notFound)
  if (files.some((f) => isUnder(f.path, target))) throw new FileRuleError(FILE_MESSAGES.sameNameExists)
  return files.map((f) => (isUnder(f.path, source) ? { ...f, path: target + f.path.slice(source.length) } : f))
}
