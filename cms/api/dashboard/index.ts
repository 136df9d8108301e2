import type { Endpoint } from 'payload'
import { allLessons, dashboard } from './dashboardEndpoints'
import { meForLesson } from './lessonProgress'

/** A lesson's progress for the lesson page, under /api/users (docs/learner-api.md "Dashboard"). */
export const usersDashboardEndpoints: Endpoint[] = [meForLesson]

/** The dashboard and its whole lists at the API root. */
export const rootDashboardEndpoints: Endpoint[] = [dashboard, allLessons]
