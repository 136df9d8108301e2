import type { FileIcon } from '../../lib/editors/editorEntry'

/**
 * Inline SVG icons for the workspace: emoji glyphs depend on the learner's fonts (boxes on many Linux
 * desktops), these do not. Decorative: the control around each icon carries the accessible name.
 */
const PATHS = {
  folder: 'M1 4h5l2 2h7v8H1z',
  fileAdd: 'M4 1h6l4 4v10H4z M10 1v4h4 M9 8v5 M6.5 10.5h5',
  folderAdd: 'M1 4h5l2 2h7v8H1z M8 8v5 M5.5 10.5h5',
  rename: 'M2 14l1-4 8-8 3 3-8 8z M9.5 3.5l3 3',
  remove: 'M2 4h12 M6 4V2h4v2 M3.5 4l1 11h7l1-11 M6.5 7v5 M9.5 7v5',
  lock: 'M3 7h10v8H3z M5 7V5a3 3 0 0 1 6 0v2',
  check: 'M2 8.5l4 4 8-9',
  cross: 'M4 4l8 8 M12 4l-8 8',
  // A file's kind in the file tree (a plugin's manifest gives each extension one: plugins/README.md "Editor").
  fileCode: 'M4 1h6l4 4v10H4z M10 1v4h4 M6 8l1.75 1.75L6 11.5 M8.5 12.5h2',
  fileMarkup: 'M4 1h6l4 4v10H4z M10 1v4h4 M6.5 8.5L5.5 10.5l1 2 M9.5 8.5l1 2-1 2 M8.5 8l-1 5',
  fileStyle: 'M4 1h6l4 4v10H4z M10 1v4h4 M7 8l-.5 5 M9.5 8L9 13 M5.5 9.5h5 M5.5 11.5h5',
  fileData: 'M4 1h6l4 4v10H4z M10 1v4h4 M6 8h5v5H6z M6 10.5h5 M8.5 8v5',
  fileText: 'M4 1h6l4 4v10H4z M10 1v4h4 M6 8.5h5 M6 10.5h5 M6 12.5h3',
} as const

export type IconName = keyof typeof PATHS

/** The tree's icon for each kind of file a manifest may name. */
export const FILE_ICON: Record<FileIcon, IconName> = { code: 'fileCode', markup: 'fileMarkup', style: 'fileStyle', data: 'fileData', text: 'fileText' }

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={`ws-icon ${className ?? ''}`} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  )
}
