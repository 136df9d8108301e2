/**
 * Inline SVG icons for the workspace: emoji glyphs depend on the learner's fonts (boxes on many Linux
 * desktops), these do not. Decorative: the control around each icon carries the accessible name.
 */
const PATHS = {
  file: 'M4 1h6l4 4v10H4z M10 1v4h4',
  folder: 'M1 4h5l2 2h7v8H1z',
  fileAdd: 'M4 1h6l4 4v10H4z M10 1v4h4 M9 8v5 M6.5 10.5h5',
  folderAdd: 'M1 4h5l2 2h7v8H1z M8 8v5 M5.5 10.5h5',
  rename: 'M2 14l1-4 8-8 3 3-8 8z M9.5 3.5l3 3',
  remove: 'M2 4h12 M6 4V2h4v2 M3.5 4l1 11h7l1-11 M6.5 7v5 M9.5 7v5',
  lock: 'M3 7h10v8H3z M5 7V5a3 3 0 0 1 6 0v2',
  check: 'M2 8.5l4 4 8-9',
  cross: 'M4 4l8 8 M12 4l-8 8',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={`ws-icon ${className ?? ''}`} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  )
}
