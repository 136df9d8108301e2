import type { Endpoint } from 'payload'
import { rootAccountEndpoints, usersAccountByIdEndpoints, usersAccountEndpoints } from './account'
import { rootDashboardEndpoints, usersDashboardEndpoints } from './dashboard'
import { companiesTeamEndpoints } from './companies'
import { applicationEventsEventEndpoints } from './events'
import { feedbacksFeedbackEndpoints } from './feedback'
import { javascriptLogsLogEndpoints } from './javascriptLogs'
import { usersIdentityEndpoints } from './identity'
import { usersNotificationEndpoints } from './notifications'
import { couponRedemptionsPlanEndpoints, rootPlanEndpoints, rootWebhookEndpoints, subscriptionsPlanEndpoints } from './plans'
import { languagesPathEndpoints, learningPathsPathEndpoints, userDocumentPageInfosPathEndpoints, userLearningPathsPathEndpoints } from './paths'
import { rootPreferenceEndpoints } from './preferences'
import { rootRankingEndpoints } from './rankings'
import { rootSessionEndpoints, usersSessionEndpoints } from './session'
import { favoriteSlidesLibraryEndpoints, slidesLibraryEndpoints } from './slides'
import { usersTwoFactorEndpoints } from './twoFactor'
import { rootPublishingEndpoints } from './publishing'
import { rootCurriculumEndpoints } from './curriculum'

/**
 * The learner API's front door (docs/learner-api.md): every learner call, composed per mount point from the
 * areas' lists. Payload's own REST routes for the same collections come after these and stay for the admin.
 * A path is relative to its mount point; the routes themselves are in domain/api/routes.ts.
 */

/**
 * The users collection (/api/users). Fixed paths before '/:id', which would take any single segment (PUT
 * /password among them); Payload matches the first endpoint whose method and path fit.
 */
export const usersEndpoints: Endpoint[] = [
  ...usersAccountEndpoints,
  ...usersSessionEndpoints,
  ...usersDashboardEndpoints,
  ...usersIdentityEndpoints,
  ...usersNotificationEndpoints,
  ...usersTwoFactorEndpoints,
  ...usersAccountByIdEndpoints,
]

/** The slides collection (/api/slides): the slide library. */
export const slidesEndpoints: Endpoint[] = [...slidesLibraryEndpoints]

/** The favorite_slides collection (/api/favorite_slides). */
export const favoriteSlidesEndpoints: Endpoint[] = [...favoriteSlidesLibraryEndpoints]

/** The application_events collection (/api/application_events): the site reports its events here, not through Payload's create. */
export const applicationEventsEndpoints: Endpoint[] = [...applicationEventsEventEndpoints]

/** The feedbacks collection (/api/feedbacks): the feedback modal sends here, not through Payload's create. */
export const feedbacksEndpoints: Endpoint[] = [...feedbacksFeedbackEndpoints]

/** The javascript_logs collection (/api/javascript_logs): the site's three log posts; Payload's create is nobody's. */
export const javascriptLogsEndpoints: Endpoint[] = [...javascriptLogsLogEndpoints]

/** The subscriptions collection (/api/subscriptions): the billing tab, checkout, the trial, cancelling. */
export const subscriptionsEndpoints: Endpoint[] = [...subscriptionsPlanEndpoints]

/** The coupon_redemptions collection (/api/coupon_redemptions): redeeming a coupon. */
export const couponRedemptionsEndpoints: Endpoint[] = [...couponRedemptionsPlanEndpoints]

/** The learning_paths collection (/api/learning_paths): a learner's progress on a path, its certificate. */
export const learningPathsEndpoints: Endpoint[] = [...learningPathsPathEndpoints]

/** The languages collection (/api/languages): language certificates. */
export const languagesEndpoints: Endpoint[] = [...languagesPathEndpoints]

/** The user_learning_paths collection (/api/user_learning_paths): starting and resuming a path. */
export const userLearningPathsEndpoints: Endpoint[] = [...userLearningPathsPathEndpoints]

/** The user_document_page_infos collection (/api/user_document_page_infos): reading a path's documents. */
export const userDocumentPageInfosEndpoints: Endpoint[] = [...userDocumentPageInfosPathEndpoints]

/** The companies collection (/api/companies): the team calls (docs/teams.md). */
export const companiesEndpoints: Endpoint[] = [...companiesTeamEndpoints]

/** The API root (/api), registered by payload.config.ts. */
export const rootEndpoints: Endpoint[] = [
  ...rootSessionEndpoints,
  ...rootRankingEndpoints,
  ...rootAccountEndpoints,
  ...rootPreferenceEndpoints,
  ...rootDashboardEndpoints,
  ...rootPlanEndpoints,
]

/** The payment providers' webhooks at the API root (docs/plans.md "Webhooks"), registered beside the learner calls. */
export const webhookEndpoints: Endpoint[] = [...rootWebhookEndpoints]

/** Calls for the admin's own screens (staff only), at the API root. */
export const staffEndpoints: Endpoint[] = [...rootPublishingEndpoints, ...rootCurriculumEndpoints]
