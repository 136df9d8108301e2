import type { CertificateAnswer } from '@domain/api/paths'
import { pathRoutes } from '@domain/api/routes'
import { formatDate } from '../../i18n/dates'
import { loadSession } from '../../stores/session'
import { errorText, learnerCall, type ApiAnswer } from '../api'
import { announce, pageStrings, type PageStrings } from '../dashboard/strings'

const $ = <T extends HTMLElement = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!

interface CertificateCalls {
  read(): Promise<ApiAnswer<CertificateAnswer>>
  issue(name: string): Promise<ApiAnswer<CertificateAnswer>>
  reissue(): Promise<ApiAnswer<CertificateAnswer>>
}

/** The three certificate calls of a path (by slug) or a language (by name) (docs/learner-api.md "Paths and certificates"). */
function certificateCalls(kind: 'path' | 'language', key: string): CertificateCalls {
  if (kind === 'path') {
    const params = { slug: key }
    return {
      read: () => learnerCall(pathRoutes.pathCertificate, { params }),
      issue: (name) => learnerCall(pathRoutes.issuePathCertificate, { params, body: { name } }),
      reissue: () => learnerCall(pathRoutes.reissuePathCertificate, { params }),
    }
  }
  const params = { name: key }
  return {
    read: () => learnerCall(pathRoutes.languageCertificate, { params }),
    issue: (name) => learnerCall(pathRoutes.issueLanguageCertificate, { params, body: { name } }),
    reissue: () => learnerCall(pathRoutes.reissueLanguageCertificate, { params }),
  }
}

/** The name as the server keeps it (domain/certificates/certificateName.ts): NFC, runs of spaces made one, trimmed. */
const normalName = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim()

/**
 * /path_certificate/{slug} and /course_certificate/{name} for a signed-in learner (docs/site.md "Certificates"):
 * the certificate's state and progress; the name form, checked here with the server's rules and messages, and
 * its confirmation (the name cannot be changed afterwards); issue and reissue; once issued the facts, the public
 * page's link to copy and share, and the downloads. A visitor keeps the static page with its log-in call.
 */
export async function startCertificatePage() {
  const main = document.querySelector<HTMLElement>('[data-certificate-page]')
  if (!main || !(await loadSession()).user) return
  const s = pageStrings(main)
  const calls = certificateCalls(main.dataset.kind as 'path' | 'language', main.dataset.key!)
  const loading = $(main, '[data-certificate-loading]')
  loading.hidden = false
  const answer = await calls.read()
  if (answer.status === 401) return void (loading.hidden = true)
  $(main, '[data-visitor]').hidden = true
  if (!answer.ok || !answer.body) return void (loading.textContent = s.text('certificate.failed'))
  loading.hidden = true
  new CertificateView(main, s, calls).render(answer.body)
}

class CertificateView {
  private readonly form: HTMLFormElement
  private readonly input: HTMLInputElement
  private readonly dialog: HTMLDialogElement
  private readonly max: number
  private certificate: CertificateAnswer | null = null

  constructor(
    private readonly main: HTMLElement,
    private readonly s: PageStrings,
    private readonly calls: CertificateCalls,
  ) {
    this.form = $<HTMLFormElement>(main, '[data-issue-form]')
    this.input = $<HTMLInputElement>(this.form, '[data-name-input]')
    this.dialog = $<HTMLDialogElement>(main, '[data-confirm-dialog]')
    this.max = Number(main.dataset.nameMax)
    this.input.addEventListener('input', () => this.countName())
    this.form.addEventListener('submit', (event) => {
      event.preventDefault()
      this.askToConfirm()
    })
    $(this.dialog, '[data-confirm]').addEventListener('click', () => void this.issue())
    $(main, '[data-reissue]').addEventListener('click', () => void this.reissue())
    $(main, '[data-copy]').addEventListener('click', () => void this.copyLink())
    for (const radio of main.querySelectorAll<HTMLInputElement>('[data-format]')) radio.addEventListener('change', () => this.showDownload())
    this.countName()
  }

  render(certificate: CertificateAnswer) {
    const { main, s } = this
    this.certificate = certificate
    const { state, earned, entitled } = certificate
    $(main, '[data-learner]').hidden = false
    const progress = main.dataset.kind === 'path' ? 'certificate.progressPath' : 'certificate.progressLanguage'
    $(main, '[data-progress-text]').textContent = s.text(progress, { done: certificate.doneCount, total: certificate.requirementCount })
    const bar = $<HTMLProgressElement>(main, '[data-progress-bar]')
    bar.max = Math.max(certificate.requirementCount, 1)
    bar.value = certificate.doneCount
    $(main, '[data-state-text]').textContent = s.text(`certificate.state.${state === 'notIssued' ? (earned ? 'earned' : 'notEarned') : state}`)
    // Issuing and reissuing come with Plus or Professional; an issued certificate stays the learner's either way.
    $(main, '[data-plan-note]').hidden = entitled || state === 'issued'
    $(main, '[data-outdated]').hidden = state !== 'outdated'
    $(main, '[data-reissuable]').hidden = state !== 'reissuable' || !entitled
    $(main, '[data-todo-link]').hidden = earned || state === 'issued'
    this.form.hidden = state !== 'notIssued' || !earned || !entitled
    $(main, '[data-issued]').hidden = state === 'notIssued'
    if (state !== 'notIssued') this.showIssued(certificate)
  }

  private showIssued(certificate: CertificateAnswer) {
    const { main, s } = this
    const fact = (name: string, text: string) => ($(main, `[data-fact="${name}"]`).textContent = text)
    fact('name', certificate.name ?? '')
    fact('number', certificate.number ?? '')
    fact('issuedAt', formatDate(s.locale, certificate.issuedAt))
    fact('reissuedAt', formatDate(s.locale, certificate.reissuedAt))
    $(main, '[data-reissued-row]').hidden = !certificate.reissuedAt
    const page = s.path(certificate.verifyUrl ?? '/')
    const url = new URL(page, window.location.origin).href
    $<HTMLAnchorElement>(main, '[data-verify-link]').href = page
    $<HTMLInputElement>(main, '[data-share-url]').value = url
    const share: Record<string, string> = {
      x: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(s.text('certificate.shareText', { title: certificate.title }))}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    }
    // The links are placeholders in the markup (no href, so no target either: docs/site.md "No dead ends").
    for (const link of main.querySelectorAll<HTMLAnchorElement>('[data-share]')) Object.assign(link, { href: share[link.dataset.share!], target: '_blank', rel: 'noopener' })
    this.showDownload()
  }

  /** The download link follows the chosen format: /certificates/{number}.pdf or .png, in the page's locale. */
  private showDownload() {
    const number = this.certificate?.number
    if (!number) return
    const format = this.main.querySelector<HTMLInputElement>('[data-format]:checked')?.value === 'png' ? 'png' : 'pdf'
    const link = $<HTMLAnchorElement>(this.main, '[data-download]')
    link.href = `/certificates/${encodeURIComponent(number)}.${format}?locale=${this.s.locale}`
    link.download = ''
    link.textContent = this.s.text(format === 'png' ? 'certificate.verify.downloadPng' : 'certificate.verify.downloadPdf')
  }

  /** Characters as the learner sees them (one kanji or emoji is one), as the server counts them. */
  private countName() {
    const count = [...normalName(this.input.value)].length
    const counter = $(this.form, '[data-name-count]')
    counter.textContent = this.s.text('certificate.nameCount', { count, max: this.max })
    counter.toggleAttribute('data-over', count > this.max)
    if (this.input.getAttribute('aria-invalid') === 'true' && count > 0 && count <= this.max) this.showNameError('')
  }

  private showNameError(message: string) {
    $(this.form, '[data-name-error]').textContent = message
    if (message) this.input.setAttribute('aria-invalid', 'true')
    else this.input.removeAttribute('aria-invalid')
  }

  /** Checks the name with the server's rules and messages, then asks to confirm it: it is fixed once submitted. */
  private askToConfirm() {
    const name = normalName(this.input.value)
    const problem = name.length === 0 ? 'api.certificateNameRequired' : [...name].length > this.max ? 'api.certificateNameTooLong' : null
    $(this.main, '[data-certificate-error]').textContent = ''
    if (problem) {
      this.showNameError(this.s.text(problem))
      return this.input.focus()
    }
    this.showNameError('')
    $(this.dialog, '[data-confirm-name]').textContent = name
    this.dialog.showModal()
  }

  private async issue() {
    const confirm = $<HTMLButtonElement>(this.dialog, '[data-confirm]')
    confirm.disabled = true
    const answer = await this.calls.issue(normalName(this.input.value))
    confirm.disabled = false
    this.dialog.close()
    const nameErrors = answer.body?.errors?.name
    if (answer.status === 422 && nameErrors?.length) {
      this.showNameError(nameErrors.join(' '))
      return this.input.focus()
    }
    this.settle(answer, 'certificate.issued')
  }

  private async reissue() {
    const button = $<HTMLButtonElement>(this.main, '[data-reissue]')
    button.disabled = true
    const answer = await this.calls.reissue()
    button.disabled = false
    this.settle(answer, 'certificate.reissued')
  }

  /** Shows the answer of an issue or reissue: the certificate with an announcement, or the server's message. */
  private settle(answer: ApiAnswer<CertificateAnswer>, done: string) {
    if (!answer.ok || !answer.body) {
      $(this.main, '[data-certificate-error]').textContent = errorText(answer, this.s.text('certificate.failed'))
      // Issued meanwhile (another tab): show it as it is now.
      if (answer.status === 409) void this.calls.read().then((fresh) => fresh.ok && fresh.body && this.render(fresh.body))
      return
    }
    $(this.main, '[data-certificate-error]').textContent = ''
    this.render(answer.body)
    announce($(this.main, '[data-certificate-status]'), this.s.text(done))
    $(this.main, '[data-issued-title]').focus()
  }

  private async copyLink() {
    const field = $<HTMLInputElement>(this.main, '[data-share-url]')
    const status = $(this.main, '[data-certificate-status]')
    try {
      await navigator.clipboard.writeText(field.value)
      announce(status, this.s.text('certificate.copied'))
    } catch {
      field.select()
      announce(status, this.s.text('certificate.copyFailed'))
    }
  }
}
