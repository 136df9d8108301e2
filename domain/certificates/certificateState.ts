/**
 * Certificate states (learner.md §4; docs/certificates.md "States"): not issued → issued; when the path or the
 * language gains steps or lessons the learner has not done, outdated; once they are done, reissuable; a reissue
 * makes it issued again. Requirements are keys such as "lesson:12" (domain/paths/pathProgress.ts `stepKey`).
 */
export const CERTIFICATE_STATES = ['notIssued', 'issued', 'outdated', 'reissuable'] as const
export type CertificateState = (typeof CERTIFICATE_STATES)[number]

export interface CertificateFacts {
  /** What the issued certificate covers; null when none was issued. */
  covered: string[] | null
  /** What the path or language asks for now. */
  requirements: string[]
  /** The requirements the learner has done. */
  done: string[]
}

export function certificateState({ covered, requirements, done }: CertificateFacts): CertificateState {
  if (!covered) return 'notIssued'
  const coveredSet = new Set(covered)
  const added = requirements.filter((r) => !coveredSet.has(r))
  if (added.length === 0) return 'issued'
  const doneSet = new Set(done)
  return requirements.every((r) => doneSet.has(r)) ? 'reissuable' : 'outdated'
}

/** Whether everything asked for is done (a first issue needs it). */
export const allDone = ({ requirements, done }: Pick<CertificateFacts, 'requirements' | 'done'>) => {
  const doneSet = new Set(done)
  return requirements.length > 0 && requirements.every((r) => doneSet.has(r))
}

export const CERTIFICATE_ITEM_TYPES = ['path', 'language'] as const
export type CertificateItemType = (typeof CERTIFICATE_ITEM_TYPES)[number]
