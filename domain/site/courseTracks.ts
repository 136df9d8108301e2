/**
 * The tracks the courses page groups courses into (docs/content.md "Tracks"): a track is a direction of study, its
 * courses listed in their recommended order (the courses' own `order`). A course without a track is listed after
 * the tracks.
 */
export const COURSE_TRACKS = ['web', 'data', 'backend'] as const
export type CourseTrack = (typeof COURSE_TRACKS)[number]

export interface TrackGroup<C> {
  track: CourseTrack | null
  courses: C[]
}

/** Courses grouped by track in COURSE_TRACKS order, each group in the courses' order; empty tracks left out. */
export function groupByTrack<C extends { track?: string | null; order: number }>(courses: C[]): TrackGroup<C>[] {
  const byOrder = [...courses].sort((a, b) => a.order - b.order)
  const groups: TrackGroup<C>[] = COURSE_TRACKS.map((track) => ({ track, courses: byOrder.filter((c) => c.track === track) }))
  groups.push({ track: null, courses: byOrder.filter((c) => !COURSE_TRACKS.includes(c.track as CourseTrack)) })
  return groups.filter((g) => g.courses.length > 0)
}

/** The paths that stay within a group of courses: every lesson they lead through is of one of these languages. */
export const pathsWithin = <P extends { lessonLanguages: string[] }>(paths: P[], languageNames: string[]): P[] =>
  paths.filter((p) => p.lessonLanguages.length > 0 && p.lessonLanguages.every((l) => languageNames.includes(l)))
