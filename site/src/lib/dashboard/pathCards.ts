import { pathRoutes } from '@domain/api/routes'
import { learnerCall } from '../api'
import type { PageStrings } from './strings'

/**
 * The dashboard's learning paths and path certificates (docs/site.md "Dashboard"): each path's progress call
 * gives its state (on it, paused, completed, not started) with checkpoints cleared, and its certificate's state.
 * A path whose call fails keeps its plain link.
 */
export async function showPathCards(s: PageStrings, main: HTMLElement) {
  const cards = [...main.querySelectorAll<HTMLElement>('[data-path-cards] [data-path]')]
  await Promise.all(
    cards.map(async (card) => {
      const slug = card.dataset.path!
      const answer = await learnerCall(pathRoutes.progress, { params: { slug } })
      if (!answer.ok || !answer.body) return
      const path = answer.body
      const state = path.completed ? 'completed' : path.started ?? 'notStarted'
      const progress = s.text('paths.progressText', { cleared: path.clearedCheckpoints, total: path.totalCheckpoints })
      card.querySelector('[data-path-meta]')!.textContent = `${s.text(`dashboard.pathState.${state}`)} · ${progress}`
      card.dataset.state = state
      const bar = card.querySelector<HTMLProgressElement>('[data-path-progress]')!
      bar.max = Math.max(path.totalCheckpoints, 1)
      bar.value = path.clearedCheckpoints
      bar.hidden = path.started === null && !path.completed
      const { certificate } = path
      const certificateState = certificate.state === 'notIssued' ? (certificate.earned ? 'earned' : 'notEarned') : certificate.state
      const label = main.querySelector(`[data-path-certificate="${CSS.escape(slug)}"] [data-certificate-state]`)
      if (label) label.textContent = `· ${s.text(`dashboard.certificateState.${certificateState}`)}`
    }),
  )
}
