import { BADGE_RAYS, CONFETTI_PIECES } from '../../art/celebrationShapes'

/**
 * The pictures of the workspace's celebration dialogs (site/src/styles/celebrate.css, docs/site.md "Motion"):
 * confetti, and a badge above the title (a check for a cleared page, a star with the new level). Decorative:
 * the dialog's title and text say what happened.
 */
export function Confetti() {
  return (
    <div className="confetti" aria-hidden="true">
      {Array.from({ length: CONFETTI_PIECES }, (_, n) => <i key={n} />)}
    </div>
  )
}

export function ClearBadge() {
  return (
    <svg className="celebrate-badge" viewBox="0 0 120 120" width="80" height="80" aria-hidden="true" focusable="false">
      <path className="celebrate-rays" d={BADGE_RAYS} fill="var(--art-warm)" opacity="0.5" />
      <circle cx="60" cy="60" r="32" fill="var(--art-green)" stroke="var(--art-ink)" strokeWidth="3" />
      <path d="M45 61l10 10 21-23" fill="none" stroke="var(--art-paper)" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function LevelBadge({ level }: { level: number }) {
  return (
    <svg className="celebrate-badge" viewBox="0 0 120 120" width="88" height="88" aria-hidden="true" focusable="false">
      <path className="celebrate-rays" d={BADGE_RAYS} fill="var(--art-accent)" opacity="0.5" />
      <path d="M60 14l13.5 27.5 30.5 4.5-22 21.5 5 30.5L60 83.5 33 98l5-30.5-22-21.5 30.5-4.5z" fill="var(--art-warm)" stroke="var(--art-ink)" strokeWidth="3" strokeLinejoin="round" />
      <text x="60" y="71" textAnchor="middle" fontSize="24" fontWeight="800" fill="var(--color-text-on-light)">{level}</text>
    </svg>
  )
}
