import { useStore } from '@nanostores/react'
import type { WorkspaceController } from './controller'
import { useT } from './i18n'

/**
 * The workspace's one polite live region: run, stop, submit and format results are read out from here, outside
 * the panes, so a screen reader hears them whichever tab is showing.
 */
export function Announcer({ controller }: { controller: WorkspaceController }) {
  const { tl } = useT()
  const announcement = useStore(controller.announcement)
  return (
    <p className="ws-sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {/* The time keys the text so the same message said twice is announced twice. */}
      {announcement && <span key={announcement.at}>{tl(announcement.message)}</span>}
    </p>
  )
}
