import { countsTowardsProgress, isDesktopOnly, stepLock, type LockFacts, type PathLockType, type StepLock } from './pathLocks'

/** A path as its progress reads it: checkpoints of steps, each a lesson or a document (docs/paths.md). */
export interface PathOutline {
  checkpoints: { steps: PathStepOutline[] }[]
}
export type PathStepOutline = { lockType?: PathLockType | null } & ({ contentType: 'lesson'; lessonId: number } | { contentType: 'document'; documentId: number })

/** The learner's facts the steps read: pages cleared per lesson (of its total), documents opened or finished. */
export interface LearnerFacts extends LockFacts {
  lessons: Map<number, { clearedPages: number; totalPages: number }>
  documents: Map<number, { finished: boolean }>
}

/** A lesson step: not started, in progress, completed; a document step: unread, reading, read. */
export type StepStatus = 'notStarted' | 'inProgress' | 'completed'
/** The step's button (learner.md §2 "Learning path page"). */
export type StepAction = 'start' | 'resume' | 'review' | 'read' | 'keepReading' | 'readAgain'

export interface StepProgress {
  status: StepStatus
  action: StepAction
  lock: StepLock
  desktopOnly: boolean
  counted: boolean
}

export interface PathProgress {
  checkpoints: { cleared: boolean; steps: StepProgress[] }[]
  clearedCheckpoints: number
  totalCheckpoints: number
  completed: boolean
  /** What the certificate covers: the counted steps, as "lesson:{id}" and "document:{id}". */
  requirements: string[]
  /** The requirements the learner has done. */
  done: string[]
}

/**
 * Whether a lesson's pages are all cleared: the rule of lesson completion (docs/progress.md). A lesson with no
 * page is never done, so pages added later cannot leave it counted as done.
 */
export const lessonDone = (lesson: { clearedPages: number; totalPages: number } | undefined) => Boolean(lesson && lesson.totalPages > 0 && lesson.clearedPages >= lesson.totalPages)

/** The key of a step's content in `requirements`, the same one a certificate stores. */
export const stepKey = (step: PathStepOutline) => (step.contentType === 'lesson' ? `lesson:${step.lessonId}` : `document:${step.documentId}`)

const ACTIONS: Record<PathStepOutline['contentType'], Record<StepStatus, StepAction>> = {
  lesson: { notStarted: 'start', inProgress: 'resume', completed: 'review' },
  document: { notStarted: 'read', inProgress: 'keepReading', completed: 'readAgain' },
}

function stepStatus(step: PathStepOutline, facts: LearnerFacts): StepStatus {
  if (step.contentType === 'document') {
    const read = facts.documents.get(step.documentId)
    return !read ? 'notStarted' : read.finished ? 'completed' : 'inProgress'
  }
  const lesson = facts.lessons.get(step.lessonId)
  if (!lesson || lesson.clearedPages === 0) return 'notStarted'
  return lessonDone(lesson) ? 'completed' : 'inProgress'
}

/**
 * The learner's progress on a path, computed on every read from their cleared pages and read documents, so a
 * lesson added to the path (or a page added to a lesson) changes everyone's progress at once. A checkpoint is
 * cleared when every counted step of it is done; a checkpoint with no counted step is not counted at all.
 */
export function pathProgress(path: PathOutline, facts: LearnerFacts): PathProgress {
  const requirements: string[] = []
  const done: string[] = []
  const checkpoints = path.checkpoints.map((checkpoint) => {
    const steps = checkpoint.steps.map((step): StepProgress => {
      const status = stepStatus(step, facts)
      const counted = countsTowardsProgress(step.lockType)
      if (counted) {
        requirements.push(stepKey(step))
        if (status === 'completed') done.push(stepKey(step))
      }
      return { status, action: ACTIONS[step.contentType][status], lock: stepLock(step.lockType, facts), desktopOnly: isDesktopOnly(step.lockType), counted }
    })
    const counted = steps.filter((s) => s.counted)
    return { cleared: counted.length > 0 && counted.every((s) => s.status === 'completed'), steps, counts: counted.length > 0 }
  })
  const counting = checkpoints.filter((c) => c.counts)
  const clearedCheckpoints = counting.filter((c) => c.cleared).length
  return {
    checkpoints: checkpoints.map(({ cleared, steps }) => ({ cleared, steps })),
    clearedCheckpoints,
    totalCheckpoints: counting.length,
    completed: counting.length > 0 && clearedCheckpoints === counting.length,
    requirements: [...new Set(requirements)],
    done: [...new Set(done)],
  }
}
