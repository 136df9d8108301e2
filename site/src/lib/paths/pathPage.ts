import type { CertificateAnswer, PathProgressAnswer, PathStepAnswer } from '@domain/api/paths'
import { pathRoutes } from '@domain/api/routes'
import { SMALL_SCREEN_BELOW } from '../../components/workspace/layout'
import { formatDate } from '../../i18n/dates'
import { loadSession } from '../../stores/session'
import { errorText, learnerCall } from '../api'
import { documentLink } from '../infoPages'
import { announce, el, pageStrings, type PageStrings } from '../dashboard/strings'

const $ = <T extends HTMLElement = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!

/** Lessons are desktop only (learner.md §2): below this width a desktop-only step is locked (docs/paths.md "Locks"). */
const NARROW = `(max-width: ${SMALL_SCREEN_BELOW - 1}px)`

/**
 * /paths/{slug} for a signed-in learner (docs/paths.md): the progress call fills in checkpoints cleared, each
 * step's state and button, start / resume (with the start modal), the certificate block, the final note link and,
 * once, the congratulations modal. A visitor keeps the static page with its sign-up call to action.
 */
export async function startPathPage() {
  const main = document.querySelector<HTMLElement>('[data-path-page]')
  if (!main || !(await loadSession()).user) return
  const s = pageStrings(main)
  const slug = main.dataset.slug!
  const loading = $(main, '[data-path-loading]')
  loading.hidden = false
  const answer = await learnerCall(pathRoutes.progress, { params: { slug } })
  if (answer.status === 401) return void (loading.hidden = true)
  $(main, '[data-visitor]').hidden = true
  if (!answer.ok || !answer.body) return void (loading.textContent = s.text('paths.failed'))
  loading.hidden = true
  const page = new PathView(main, s, answer.body)
  page.render()
  if (answer.body.congratulate) page.congratulate()
}

class PathView {
  private readonly narrow = window.matchMedia(NARROW)
  private readonly dialog: HTMLDialogElement
  private mode: 'start' | 'resume' = 'start'

  constructor(
    private readonly main: HTMLElement,
    private readonly s: PageStrings,
    private data: PathProgressAnswer,
  ) {
    this.dialog = $<HTMLDialogElement>(main, '[data-start-dialog]')
    this.narrow.addEventListener('change', () => this.renderCheckpoints())
    $(main, '[data-open-start]').addEventListener('click', () => this.openDialog('start'))
    $(main, '[data-resume]').addEventListener('click', () => (this.data.activePath ? this.openDialog('resume') : void this.start('resume')))
    $(this.dialog, '[data-start-confirm]').addEventListener('click', () => void this.start(this.mode))
  }

  render() {
    const { main, s, data } = this
    $(main, '[data-learner]').hidden = false
    $(main, '[data-progress-text]').textContent = s.text('paths.progressText', { cleared: data.clearedCheckpoints, total: data.totalCheckpoints })
    const bar = $<HTMLProgressElement>(main, '[data-progress-bar]')
    bar.max = Math.max(data.totalCheckpoints, 1)
    bar.value = data.clearedCheckpoints
    const state = data.completed ? 'completed' : data.started === 'active' ? 'active' : data.started === 'paused' ? 'paused' : 'notStarted'
    $(main, '[data-path-state]').textContent = s.text(`paths.state.${state}`)
    $(main, '[data-open-start]').hidden = data.started !== null
    $(main, '[data-resume]').hidden = data.started !== 'paused'
    $(main, '[data-final-note-link]').hidden = !data.completed
    this.renderCheckpoints()
    this.renderCertificate(data.certificate)
  }

  /** The checkpoints as the static page has them, updated in place; rebuilt when the path changed since the build. */
  private renderCheckpoints() {
    const list = $(this.main, '.path-checkpoints')
    let items = [...list.querySelectorAll<HTMLElement>(':scope > [data-checkpoint]')]
    if (items.length !== this.data.checkpoints.length) {
      items = this.data.checkpoints.map((checkpoint, index) => checkpointItem(this.s, index, checkpoint.title))
      list.replaceChildren(...items)
    }
    const next = firstOpenStep(this.data, this.narrow.matches)
    this.data.checkpoints.forEach((checkpoint, index) => {
      const item = items[index]
      $(item, '[data-cleared]').hidden = !checkpoint.cleared
      item.toggleAttribute('data-cleared-checkpoint', checkpoint.cleared)
      const stepList = $(item, '[data-steps]')
      let rows = [...stepList.querySelectorAll<HTMLElement>(':scope > .path-step')]
      if (rows.length !== checkpoint.steps.length) {
        rows = checkpoint.steps.map(stepItem)
        stepList.replaceChildren(...rows)
      }
      checkpoint.steps.forEach((step, s) => fillStep(this.s, rows[s], step, this.narrow.matches, step === next))
    })
  }

  private renderCertificate(certificate: CertificateAnswer) {
    const { s } = this
    const box = $(this.main, '[data-certificate]')
    const link = $(this.main, '[data-certificate-link]')
    const lines: Node[] = []
    if (certificate.state !== 'notIssued') {
      lines.push(el('p', {}, s.text('paths.certificateIssued', { date: formatDate(s.locale, certificate.reissuedAt ?? certificate.issuedAt) })))
      if (certificate.state !== 'issued') lines.push(el('p', { class: 'path-notice' }, s.text(`certificate.${certificate.state}`)))
      link.textContent = s.text('paths.certificateView')
    } else if (certificate.earned) {
      lines.push(el('p', {}, s.text('paths.certificateEarned')))
      link.textContent = s.text('paths.certificateGet')
    } else {
      lines.push(el('p', {}, s.text('paths.certificateNotEarned', { done: certificate.doneCount, total: certificate.requirementCount })))
    }
    if (!certificate.entitled && certificate.state !== 'issued') {
      lines.push(el('p', { class: 'path-notice' }, `${s.text('certificate.planNote')} `, el('a', { href: s.path('/plans/for_users') }, s.text('certificate.seePlans'))))
    }
    box.replaceChildren(...lines)
  }

  private openDialog(mode: 'start' | 'resume') {
    this.mode = mode
    const title = $(this.dialog, '[data-start-title]')
    title.textContent = title.dataset[mode]!
    const confirm = $(this.dialog, '[data-start-confirm]')
    confirm.textContent = confirm.dataset[mode]!
    const pause = $(this.dialog, '[data-pause-note]')
    pause.hidden = !this.data.activePath
    pause.textContent = this.data.activePath ? this.s.text('paths.startDialogPause', { title: this.data.activePath.title }) : ''
    $(this.dialog, '[data-start-error]').textContent = ''
    this.dialog.showModal()
  }

  /** Starts or resumes the path (POST /api/user_learning_paths); the learner's other active path is paused. */
  private async start(mode: 'start' | 'resume') {
    const { s, main, dialog } = this
    const confirm = $<HTMLButtonElement>(dialog, '[data-start-confirm]')
    const resume = $<HTMLButtonElement>(main, '[data-resume]')
    confirm.disabled = resume.disabled = true
    const paused = this.data.activePath
    const answer = await learnerCall(pathRoutes.start, { body: { learningPath: main.dataset.slug! } })
    confirm.disabled = resume.disabled = false
    if (!answer.ok || !answer.body) {
      const message = errorText(answer, s.text('paths.startFailed'))
      if (dialog.open) $(dialog, '[data-start-error]').textContent = message
      else $(main, '[data-path-error]').textContent = message
      return
    }
    if (dialog.open) dialog.close()
    $(main, '[data-path-error]').textContent = ''
    this.data = answer.body
    this.render()
    const done = s.text(mode === 'start' ? 'paths.started' : 'paths.resumed')
    announce($(main, '[data-path-status]'), paused ? `${done} ${s.text('paths.pausedOther', { title: paused.title })}` : done)
    $(main, '[data-progress-title]').focus()
  }

  /** The congratulations modal, shown once: the server is told at once that it was shown. */
  congratulate() {
    $<HTMLDialogElement>(this.main, '[data-congrats-dialog]').showModal()
    void learnerCall(pathRoutes.congratulated, { params: { slug: this.main.dataset.slug! } })
  }
}

/** Why a step cannot be opened now, or null: the server's lock, then desktop-only lessons on a narrow screen. */
const lockOf = (step: PathStepAnswer, narrow: boolean) => step.lock ?? (step.desktopOnly && narrow ? 'desktopOnly' : null)

/** The step the learner is likely to do next: the first counted, open step not done yet. */
const firstOpenStep = (data: PathProgressAnswer, narrow: boolean) =>
  data.checkpoints.flatMap((c) => c.steps).find((step) => step.counted && step.status !== 'completed' && !lockOf(step, narrow))

const STATUS_KEYS = {
  lesson: { notStarted: 'paths.status.notStarted', inProgress: 'paths.status.inProgress', completed: 'paths.status.completed' },
  document: { notStarted: 'paths.status.unread', inProgress: 'paths.status.reading', completed: 'paths.status.read' },
} as const

function fillStep(s: PageStrings, row: HTMLElement, step: PathStepAnswer, narrow: boolean, next: boolean) {
  const lock = lockOf(step, narrow)
  row.dataset.kind = step.contentType
  row.dataset.status = step.status
  row.toggleAttribute('data-locked', Boolean(lock))
  $(row, '.path-step-kind').textContent = s.text(step.contentType === 'lesson' ? 'paths.lesson' : 'paths.document')
  // The title is text: the step's button is the one link, named with the title.
  const title = $(row, '[data-step-title]')
  const name = title.querySelector(':scope > a, :scope > span:not(.badge)')
  const text = el('span', {}, step.title)
  if (name) name.replaceWith(text)
  else title.prepend(text)
  const facts = [
    ...(step.counted ? [s.text(STATUS_KEYS[step.contentType][step.status])] : []),
    ...(step.counted && step.contentType === 'lesson' && step.totalPages ? [s.text('paths.pages', { cleared: step.clearedPages ?? 0, total: step.totalPages })] : []),
  ]
  $(row, '[data-step-note]').replaceChildren(facts.join(' · '), ...(lock ? [el('span', { class: 'path-lock' }, s.text(`paths.lock.${lock}`))] : []))
  const action = s.text(`paths.action.${step.action}`)
  $(row, '[data-step-action]').replaceChildren(
    ...(lock ? [] : [el('a', { class: next ? 'path-button' : 'path-button path-button-secondary', href: s.path(step.contentType === 'document' ? documentLink(step.url) : step.url), 'aria-label': `${action}: ${step.title}` }, action)]),
  )
}

/** An empty step row in the static page's shape, for a step the build did not have. */
const stepItem = () =>
  el('li', { class: 'path-step' }, el('span', { class: 'path-step-kind' }), el('span', { class: 'path-step-title', 'data-step-title': '' }), el('span', { class: 'path-step-note', 'data-step-note': '' }), el('span', { class: 'path-step-action', 'data-step-action': '' }))

function checkpointItem(s: PageStrings, index: number, title: string) {
  return el(
    'li',
    { class: 'path-checkpoint', 'data-checkpoint': String(index) },
    el('h3', { id: `checkpoint-${index}` }, el('span', { class: 'path-checkpoint-number' }, s.text('paths.checkpoint', { number: index + 1 })), ' ', el('span', { class: 'path-checkpoint-title' }, title), ' ', el('span', { class: 'path-cleared', hidden: '', 'data-cleared': '' }, s.text('paths.cleared'))),
    el('ol', { class: 'path-steps', 'data-steps': '', 'aria-labelledby': `checkpoint-${index}` }),
  )
}
