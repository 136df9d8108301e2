import { describe, expect, it } from 'vitest'
import type { Endpoint } from 'payload'
import { applicationEventsEndpoints, companiesEndpoints, couponRedemptionsEndpoints, favoriteSlidesEndpoints, feedbacksEndpoints, javascriptLogsEndpoints, languagesEndpoints, learningPathsEndpoints, rootEndpoints, slidesEndpoints, subscriptionsEndpoints, userDocumentPageInfosEndpoints, userLearningPathsEndpoints, usersEndpoints } from '@cms/api'
import { learnerRoutes, MOUNTS, type AnyLearnerRoute, type Mount } from '@domain/api/routes'

const MOUNTED: Record<Mount, Endpoint[]> = {
  [MOUNTS.root]: rootEndpoints,
  [MOUNTS.users]: usersEndpoints,
  [MOUNTS.slides]: slidesEndpoints,
  [MOUNTS.favoriteSlides]: favoriteSlidesEndpoints,
  [MOUNTS.applicationEvents]: applicationEventsEndpoints,
  [MOUNTS.javascriptLogs]: javascriptLogsEndpoints,
  [MOUNTS.subscriptions]: subscriptionsEndpoints,
  [MOUNTS.couponRedemptions]: couponRedemptionsEndpoints,
  [MOUNTS.learningPaths]: learningPathsEndpoints,
  [MOUNTS.userLearningPaths]: userLearningPathsEndpoints,
  [MOUNTS.userDocumentPageInfos]: userDocumentPageInfosEndpoints,
  [MOUNTS.languages]: languagesEndpoints,
  [MOUNTS.companies]: companiesEndpoints,
  [MOUNTS.feedbacks]: feedbacksEndpoints,
}
const routes = Object.values(learnerRoutes).flatMap((area) => Object.values(area) as AnyLearnerRoute[])
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path)

describe('learner routes (docs/learner-api.md)', () => {
  it('registers every route once, at its mount point, and nothing else', () => {
    for (const route of routes) {
      const found = MOUNTED[route.mount].filter((e) => e.method === route.method.toLowerCase() && e.path === route.pattern)
      expect(found, `${route.method} ${route.mount}${route.pattern}`).toHaveLength(1)
    }
    expect(Object.values(MOUNTED).flat()).toHaveLength(routes.length)
  })

  it('lists a fixed path before any pattern with params that would take it', () => {
    for (const endpoints of Object.values(MOUNTED)) {
      endpoints.forEach((endpoint, index) => {
        const shadowedBy = endpoints.slice(0, index).find((earlier) => earlier.method === endpoint.method && earlier.path.includes(':') && matches(earlier.path, endpoint.path))
        expect(shadowedBy, `${endpoint.method} ${endpoint.path}`).toBeUndefined()
      })
    }
  })
})
