import { useEffect, useId, useRef, type ReactNode } from 'react'

interface Props {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** A blocking dialog cannot be dismissed with Escape or the backdrop (reset confirmation stays dismissible). */
  blocking?: boolean
  className?: string
  testId?: string
  /** Drawn above the title (a celebration's confetti and badge). */
  before?: ReactNode
}

/**
 * Every workspace modal: the native <dialog> in modal mode, which traps focus, restores it on close and
 * announces the title to screen readers.
 */
export function Dialog({ open, title, onClose, children, blocking, className, testId, before }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={`ws-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        if (!blocking) onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current && !blocking) onClose()
      }}
    >
      {open && (
        <div className="ws-dialog-body">
          {before}
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      )}
    </dialog>
  )
}
