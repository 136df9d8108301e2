import type { CertificateItemType, CertificateState } from '../certificates/certificateState'
import type { StepAction, StepStatus } from '../paths/pathProgress'
import type { StepLock } from '../paths/pathLocks'

/** The learning-path and certificate calls (docs/learner-api.md "Paths and certificates"). */

export interface PathStepAnswer {
  contentType: 'lesson' | 'document'
  title: string
  /** Where the button leads: the lesson page, the first page not yet cleared, or the document. */
  url: string
  status: StepStatus
  action: StepAction
  lock: StepLock
  desktopOnly: boolean
  /** false for a suspended step: it is not part of the progress. */
  counted: boolean
  clearedPages: number | null
  totalPages: number | null
}

/** A certificate as its page and the path page show it. */
export interface CertificateAnswer {
  itemType: CertificateItemType
  title: string
  state: CertificateState
  /** Everything asked for is done (a first issue or a reissue may be made). */
  earned: boolean
  /** The learner's plan lets them issue (Plus or Professional). */
  entitled: boolean
  name: string | null
  number: string | null
  issuedAt: string | null
  reissuedAt: string | null
  /** The public verification page, without the locale prefix. */
  verifyUrl: string | null
  requirementCount: number
  doneCount: number
}

export interface PathProgressAnswer {
  slug: string
  title: string
  /** The learner's start of this path: active, paused (another path was started since), or not started. */
  started: 'active' | 'paused' | null
  /** The path the learner is on now, when it is another one (starting this one pauses it). */
  activePath: { slug: string; title: string } | null
  clearedCheckpoints: number
  totalCheckpoints: number
  completed: boolean
  /** Completed and the congratulations not yet shown. */
  congratulate: boolean
  checkpoints: { title: string; cleared: boolean; steps: PathStepAnswer[] }[]
  certificate: CertificateAnswer
}

export interface StartPathRequest {
  learningPath: string
}

export interface DocumentReadRequest {
  document: string
  /** true when the learner reached the end of the document. */
  finished?: boolean
}

export interface CertificateIssueRequest {
  name: string
}
