import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { slideRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import type { Deck } from '../../lib/slideLibraryState'
import { SlideViewer, type ViewerStrings } from './SlideViewer'
import './slides.css'

interface Props {
  lessonId: number | string
  localePrefix: string
  strings: ViewerStrings & { open: string; close: string; skip: string; dialogTitle: string }
}

/**
 * A lesson page's slide deck (issue #7): loaded from GET /api/slides/load?lesson_ids= (a paid deck only for
 * entitled learners, a free one for visitors too). Starting the lesson for the first time opens the deck in a
 * dialog before the exercise, whose last slide leads on to it; "View the slides" opens it again any time.
 * Learners who already cleared pages ("continue") go straight on. Without a deck, nothing changes.
 */
export default function LessonSlides({ lessonId, localePrefix, strings }: Props) {
  const [deck, setDeck] = useState<Deck | null>(null)
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    void learnerCall(slideRoutes.load, { query: { lesson_ids: lessonId } }).then((answer) => {
      const found = answer.body?.slides?.find((d) => d.items.length > 0)
      if (found) setDeck(found)
      // Sent here for the slides of a lesson that has none: straight on to its first exercise.
      else if (window.location.hash === '#slides') {
        const start = document.querySelector<HTMLAnchorElement>('[data-start-lesson]')
        if (start) window.location.replace(start.href)
      }
    })
  }, [lessonId])

  // A layout effect: the start link is taken over before the deck's button is painted, so a click as soon as
  // the button shows already opens the deck rather than leaving for the exercise.
  useLayoutEffect(() => {
    if (!deck) return
    const start = document.querySelector<HTMLAnchorElement>('[data-start-lesson]')
    if (!start) return
    const firstPage = start.getAttribute('href')
    const onClick = (event: MouseEvent) => {
      // lessonPageProgress.ts points "start" at the next page once pages are cleared: then slides are not in the way.
      if (start.getAttribute('href') !== firstPage || event.ctrlKey || event.metaKey || event.shiftKey) return
      event.preventDefault()
      setOpen(true)
    }
    start.addEventListener('click', onClick)
    // The dashboard's Start for a lesson not begun links here with #slides: the deck opens at once.
    if (window.location.hash === '#slides' && start.getAttribute('href') === firstPage) setOpen(true)
    return () => start.removeEventListener('click', onClick)
  }, [deck])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open, deck])

  if (!deck) return null
  return (
    <>
      <p>
        <button type="button" className="slides-open" onClick={() => setOpen(true)} data-testid="open-lesson-slides">
          {strings.open}
        </button>
      </p>
      <dialog ref={dialog} className="slides-dialog" aria-labelledby={titleId} onClose={() => setOpen(false)} data-testid="lesson-slides">
        <div className="slides-dialog-bar">
          <span id={titleId}>{strings.dialogTitle}</span>
          <a href={`${localePrefix}${deck.exerciseUrl}`}>{strings.skip}</a>
          <button type="button" onClick={() => setOpen(false)}>
            {strings.close}
          </button>
        </div>
        {open && <SlideViewer deck={deck} strings={strings} localePrefix={localePrefix} active={open} />}
      </dialog>
    </>
  )
}
