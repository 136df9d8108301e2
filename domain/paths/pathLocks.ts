/**
 * Lock types of a learning-path step (docs/paths.md "Locks"). A lock decides only whether the path page lets the
 * learner open the step from the path; the lesson itself keeps its own plan rule wherever it is opened.
 */
export const PATH_LOCK_TYPES = ['suspended', 'newToThisPath', 'newToAllPath', 'onMobileScreenSize'] as const
export type PathLockType = (typeof PATH_LOCK_TYPES)[number]

/** Why a step cannot be opened now; null when it can. `desktopOnly` steps are decided by the screen, not here. */
export type StepLock = 'suspended' | 'startThisPath' | 'startAnyPath' | null

/** What the locks read of the learner: have they started this path, any path. */
export interface LockFacts {
  startedThisPath: boolean
  startedAnyPath: boolean
}

/**
 * suspended: withdrawn for everyone for now, and not counted in the path's progress or certificate;
 * newToThisPath: opens once the learner has started this path (the start modal);
 * newToAllPath: opens once the learner has started any path;
 * onMobileScreenSize: opens on a computer-sized screen only (the page decides, see `isDesktopOnly`).
 */
export function stepLock(lockType: PathLockType | null | undefined, facts: LockFacts): StepLock {
  if (lockType === 'suspended') return 'suspended'
  if (lockType === 'newToThisPath' && !facts.startedThisPath) return 'startThisPath'
  if (lockType === 'newToAllPath' && !facts.startedAnyPath) return 'startAnyPath'
  return null
}

/** Lessons are desktop-only on a path (learner.md §2); a step locked on phones says so. */
export const isDesktopOnly = (lockType: PathLockType | null | undefined) => lockType === 'onMobileScreenSize'

/** A step that counts towards its checkpoint and the path's certificate: every one but a suspended step. */
export const countsTowardsProgress = (lockType: PathLockType | null | undefined) => lockType !== 'suspended'
