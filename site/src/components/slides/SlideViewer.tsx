import { marked } from 'marked'
import { useCallback, useEffect, useId, useState } from 'react'
import type { Deck } from '../../lib/slideLibraryState'

/** Original slide image sizes per deck version (docs/content.md "Slides"; cms/collections/Slides SLIDE_IMAGE_SIZES): the frame keeps their ratio. */
const FRAME: Record<Deck['version'], [number, number]> = { v1: [1960, 1200], v2: [1960, 1488], v3: [1824, 1380] }

export interface ViewerStrings {
  back: string
  next: string
  progress: string
  toExercise: string
  noSlides: string
  video: string
  keyboardHint: string
}

interface Props {
  deck: Deck
  strings: ViewerStrings
  /** The site's locale prefix ('' for ja, '/en', '/id'), put before the exercise path. */
  localePrefix: string
  /** Keys move the deck only while this is true (the library's viewer is always; a lesson page's dialog when open). */
  active?: boolean
  headingLevel?: 2 | 3
}

/**
 * One slide deck: a slide at a time (its image at the deck version's ratio, or its Markdown text and code, and
 * its video), back and next buttons and the left/right arrow keys, a progress indicator, and on the last slide
 * the way on to the lesson's exercise. Slide texts are staff-written Markdown (trusted, like instructions).
 */
export function SlideViewer({ deck, strings, localePrefix, active = true, headingLevel = 2 }: Props) {
  const [index, setIndex] = useState(0)
  const titleId = useId()
  const count = deck.items.length
  const last = count === 0 || index === count - 1
  useEffect(() => setIndex(0), [deck.id])
  const move = useCallback((step: number) => setIndex((i) => Math.max(0, Math.min(count - 1, i + step))), [count])
  useEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable=true]') || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === 'ArrowRight') move(1)
      else if (event.key === 'ArrowLeft') move(-1)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [active, move])
  const item = deck.items[index]
  const [width, height] = FRAME[deck.version]
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const exercise = `${localePrefix}${deck.exerciseUrl}`
  return (
    <section className="slide-viewer" aria-labelledby={titleId} data-testid="slide-viewer" data-deck-id={deck.id}>
      <Heading id={titleId} className="slide-viewer-title">{deck.title}</Heading>
      <p className="visually-hidden">{strings.keyboardHint}</p>
      {item ? (
        <div className="slide-frame" style={{ aspectRatio: `${width} / ${height}` }} aria-live="polite" data-testid="slide">
          {item.image ? (
            <img src={item.image.url} width={item.image.width ?? width} height={item.image.height ?? height} alt={item.title ?? `${deck.title} ${index + 1}`} />
          ) : (
            <div className="slide-text">
              {item.title && <p className="slide-title">{item.title}</p>}
              {item.body && <div dangerouslySetInnerHTML={{ __html: marked.parse(item.body, { async: false }) }} />}
              {item.code && (
                <pre>
                  <code>{item.code}</code>
                </pre>
              )}
            </div>
          )}
          {item.videoUrl && (
            <p className="slide-video">
              <video controls preload="none" src={item.videoUrl} aria-label={strings.video} />
              <a href={item.videoUrl} target="_blank" rel="noopener">{strings.video}</a>
            </p>
          )}
        </div>
      ) : (
        <p>{strings.noSlides}</p>
      )}
      <div className="slide-controls">
        <button type="button" onClick={() => move(-1)} disabled={index === 0 || count === 0}>
          ← {strings.back}
        </button>
        {count > 0 && (
          <span className="slide-progress">
            <progress max={count} value={index + 1} aria-label={strings.progress.replace('{current}', String(index + 1)).replace('{total}', String(count))} />
            <span data-testid="slide-progress">{strings.progress.replace('{current}', String(index + 1)).replace('{total}', String(count))}</span>
          </span>
        )}
        {last ? (
          <a className="slide-exercise" href={exercise} data-testid="slide-to-exercise">
            {strings.toExercise} →
          </a>
        ) : (
          <button type="button" onClick={() => move(1)}>
            {strings.next} →
          </button>
        )}
      </div>
    </section>
  )
}
