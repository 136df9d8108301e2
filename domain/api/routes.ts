import type { AccountAnswer, AccountDeletionRequest, AccountUpdateAnswer, AccountUpdateRequest, ImageAnswer, PasswordResetAnswer, PasswordResetChange, PasswordResetRequest, PasswordUpdateRequest, SendConfirmationRequest } from './account'
import type { AllLessons, AllLessonsQuery, Dashboard, MeForLessonAnswer } from './dashboard'
import type {
  CompanyAnswer,
  CompanyCoursesAnswer,
  CompanyCoursesRequest,
  CompanyDeleteRequest,
  CompanyUpdateRequest,
  InvitationLandingAnswer,
  InvitationsAnswer,
  InviteRequest,
  JoinAnswer,
  JoinRequest,
  MemberImportAnswer,
  MemberImportRequest,
  MemberProgressAnswer,
  MembersAnswer,
  MemberUpdateRequest,
  MemberView,
  TeamCheckoutAnswer,
  TeamProgressAnswer,
  TeamRankingPeriod,
  TeamRankingsAnswer,
  TeamRegistrationRequest,
  TeamRestartRequest,
  TimelineAnswer,
} from './companies'
import type { NoContent } from './errors'
import type { EventRequest } from './events'
import type { FeedbackFields } from './feedback'
import type { LogRequest } from './javascriptLogs'
import type { SecondFactorAnswer, SecondFactorRequest } from './identity'
import type { NotificationsAnswer } from './notifications'
import type { CertificateAnswer, CertificateIssueRequest, DocumentReadRequest, PathProgressAnswer, StartPathRequest } from './paths'
import type { BillingAnswer, CancelRequest, CheckoutRequest, CouponRedemptionRequest, RedirectAnswer, SubscriptionAnswer, TrialAnswer } from './plans'
import type { EmailSubscriptionsAnswer, EmailSubscriptionsRequest, NextReminderRequest, ReminderAnswer, ReminderRequest } from './preferences'
import type { RankingsAnswer, RankingsQuery } from './rankings'
import type { CredentialsRequest, CsrfTokenAnswer, MeAnswer, RegisterAnswer, SignInAnswer } from './session'
import type { DecksAnswer, FavoriteSlideAnswer, FavoriteSlideRequest, FavoriteSlidesAnswer, SuggestionsAnswer } from './slides'
import type { BackupCodesAnswer, TwoFactorEnableRequest, TwoFactorPasswordRequest, TwoFactorSetupAnswer } from './twoFactor'

/**
 * Every learner call as a typed route, written once (docs/learner-api.md): the CMS registers each under its
 * mount point with its pattern (cms/api/<area>/), and the site calls it through `learnerCall(route, …)`
 * (site/src/lib/api.ts) with the request, query and params the route's types ask for.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Where Payload mounts a list of endpoints: the API root, or a collection's path under it. */
export const MOUNTS = {
  root: '/api',
  users: '/api/users',
  slides: '/api/slides',
  favoriteSlides: '/api/favorite_slides',
  applicationEvents: '/api/application_events',
  javascriptLogs: '/api/javascript_logs',
  subscriptions: '/api/subscriptions',
  couponRedemptions: '/api/coupon_redemptions',
  learningPaths: '/api/learning_paths',
  userLearningPaths: '/api/user_learning_paths',
  userDocumentPageInfos: '/api/user_document_page_infos',
  languages: '/api/languages',
  companies: '/api/companies',
  feedbacks: '/api/feedbacks',
} as const
export type Mount = (typeof MOUNTS)[keyof typeof MOUNTS]

/** The names of a pattern's `:params` ('/:userId/notifications' → 'userId'). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never
export type RouteParams<P extends string> = { [K in ParamNames<P>]: string | number }

/** A query value; undefined and null leave the key out. */
export type QueryValue = string | number | boolean | null | undefined

export interface LearnerRoute<Request = NoContent, Answer = unknown, Query = Record<string, QueryValue>, Pattern extends string = string> {
  readonly method: Method
  readonly mount: Mount
  /** The path under the mount, as Payload registers it ('/:userId/notifications'). */
  readonly pattern: Pattern
  /** Where the server also answers it outside /api (server/learnerRouteAliases.ts maps it onto the mount). */
  readonly publicPath?: string
  /** Type-only: what the call sends, answers and reads from the query (never set at runtime). */
  readonly types?: { request: Request; answer: Answer; query: Query }
}

/** Any route, whatever its types (what the server's registration and the aliases take). */
export type AnyLearnerRoute = LearnerRoute<any, any, any, string>

/** Declares a route: the types first (request, answer, query), then method, mount and pattern. */
const route =
  <Request = NoContent, Answer = NoContent, Query = Record<string, QueryValue>>() =>
  <P extends string>(method: Method, mount: Mount, pattern: P, publicPath?: string): LearnerRoute<Request, Answer, Query, P> =>
    publicPath ? { method, mount, pattern, publicPath } : { method, mount, pattern }

/** The /api path of a route with its params filled in (the mount alone for the pattern '/'). */
export function pathOf<P extends string>(call: LearnerRoute<unknown, unknown, unknown, P>, params?: RouteParams<P>): string {
  const filled = call.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number> | undefined)?.[name] ?? '')))
  return filled === '/' ? call.mount : call.mount + filled
}

/** Where a browser sends the call: its public path when it has one (/users/sign_in.json), else its /api path. */
export const callPathOf = <P extends string>(call: LearnerRoute<unknown, unknown, unknown, P>, params?: RouteParams<P>): string => call.publicPath ?? pathOf(call, params)

export const sessionRoutes = {
  csrfToken: route<NoContent, CsrfTokenAnswer>()('GET', MOUNTS.root, '/csrf_token'),
  me: route<NoContent, MeAnswer>()('GET', MOUNTS.users, '/me'),
  signIn: route<CredentialsRequest, SignInAnswer>()('POST', MOUNTS.users, '/sign_in', '/users/sign_in.json'),
  signOut: route()('DELETE', MOUNTS.users, '/sign_out', '/users/sign_out'),
  register: route<CredentialsRequest, RegisterAnswer>()('POST', MOUNTS.users, '/register', '/users.json'),
}

export const accountRoutes = {
  /** The link in the confirmation mail: a redirect, not JSON. */
  confirmationLink: route<NoContent, NoContent, { confirmation_token?: string; redirect?: string }>()('GET', MOUNTS.users, '/confirmation', '/users/confirmation'),
  sendConfirmation: route<SendConfirmationRequest>()('PATCH', MOUNTS.users, '/send_confirmation'),
  meForAccount: route<NoContent, AccountAnswer>()('GET', MOUNTS.users, '/me_for_account'),
  confirmTerms: route()('POST', MOUNTS.users, '/confirm_terms_and_privacy_policy'),
  cancelEmailChange: route()('DELETE', MOUNTS.users, '/pending_email'),
  requestPasswordReset: route<PasswordResetRequest>()('POST', MOUNTS.users, '/password'),
  resetPassword: route<PasswordResetChange, PasswordResetAnswer>()('PUT', MOUNTS.users, '/password'),
  updatePassword: route<PasswordUpdateRequest>()('PUT', MOUNTS.users, '/update_password'),
  deleteAccount: route<AccountDeletionRequest>()('DELETE', MOUNTS.users, '/account'),
  /** Fixed user paths come before this one in the users list: '/:id' takes any single segment. */
  update: route<AccountUpdateRequest, AccountUpdateAnswer>()('PUT', MOUNTS.users, '/:id'),
  updateImage: route<FormData, ImageAnswer>()('PUT', MOUNTS.root, '/settings/update_image'),
  resetImage: route<NoContent, ImageAnswer>()('PUT', MOUNTS.root, '/settings/reset_image'),
}

export const identityRoutes = {
  /** A form's GET: the browser goes to the provider (mode=sign_in|sign_up, locale, redirect). */
  authorize: route<NoContent, NoContent, { mode?: string; locale?: string; redirect?: string }>()('GET', MOUNTS.users, '/oidc/authorize'),
  /** The provider sends the browser back here. */
  callback: route()('GET', MOUNTS.users, '/oidc/callback'),
  secondFactor: route<SecondFactorRequest, SecondFactorAnswer>()('POST', MOUNTS.users, '/oidc/second_factor'),
}

export const twoFactorRoutes = {
  setup: route<TwoFactorPasswordRequest, TwoFactorSetupAnswer>()('POST', MOUNTS.users, '/two_factor/setup'),
  enable: route<TwoFactorEnableRequest, BackupCodesAnswer>()('POST', MOUNTS.users, '/two_factor/enable'),
  backupCodes: route<TwoFactorPasswordRequest, BackupCodesAnswer>()('POST', MOUNTS.users, '/two_factor/backup_codes'),
  disable: route<TwoFactorPasswordRequest>()('POST', MOUNTS.users, '/two_factor/disable'),
}

export const notificationRoutes = {
  list: route<NoContent, NotificationsAnswer>()('GET', MOUNTS.users, '/:userId/notifications'),
  markRead: route()('POST', MOUNTS.users, '/:userId/update_read_notifications_at'),
}

export const dashboardRoutes = {
  dashboard: route<NoContent, Dashboard>()('GET', MOUNTS.root, '/dashboard'),
  allLessons: route<NoContent, AllLessons, Partial<AllLessonsQuery>>()('GET', MOUNTS.root, '/dashboard/all_lessons'),
  meForLesson: route<NoContent, MeForLessonAnswer>()('GET', MOUNTS.users, '/me_for_lesson/:languageName/:category/:lessonOrder'),
}

export const preferenceRoutes = {
  readEmailSubscriptions: route<NoContent, EmailSubscriptionsAnswer>()('GET', MOUNTS.root, '/user_email_subscription_settings'),
  updateEmailSubscriptions: route<EmailSubscriptionsRequest, EmailSubscriptionsAnswer>()('PUT', MOUNTS.root, '/user_email_subscription_settings'),
  readReminder: route<NoContent, ReminderAnswer>()('GET', MOUNTS.root, '/user_reminder_settings'),
  updateReminder: route<ReminderRequest, ReminderAnswer>()('PUT', MOUNTS.root, '/user_reminder_settings'),
  setNextReminder: route<NextReminderRequest, ReminderAnswer>()('PUT', MOUNTS.root, '/user_reminder_settings/next'),
  cancelNextReminder: route<NoContent, ReminderAnswer>()('DELETE', MOUNTS.root, '/user_reminder_settings/next'),
}

export const rankingRoutes = {
  rankings: route<NoContent, RankingsAnswer, RankingsQuery>()('GET', MOUNTS.root, '/rankings'),
}

/** The slide library's search option as query keys (site/src/lib/slideLibraryState.ts writes them). */
export interface SlideQuery {
  search_word?: string
  /** Comma-separated lesson ids, or one. */
  lesson_ids?: string | number
  language_ids?: string
  favorite_flag?: string
  displayed_id?: string | number
  offset?: string | number
}

export const slideRoutes = {
  librarySearch: route<NoContent, DecksAnswer, SlideQuery>()('GET', MOUNTS.slides, '/library_search'),
  load: route<NoContent, DecksAnswer, SlideQuery>()('GET', MOUNTS.slides, '/load'),
  searchSuggestions: route<NoContent, SuggestionsAnswer, { search_word?: string }>()('GET', MOUNTS.slides, '/search_suggestions'),
  listFavorites: route<NoContent, FavoriteSlidesAnswer>()('GET', MOUNTS.favoriteSlides, '/'),
  addFavorite: route<FavoriteSlideRequest, FavoriteSlideAnswer>()('POST', MOUNTS.favoriteSlides, '/'),
  removeFavorite: route()('DELETE', MOUNTS.favoriteSlides, '/:slideId'),
}

export const eventRoutes = {
  record: route<EventRequest>()('POST', MOUNTS.applicationEvents, '/'),
}

/** The feedback modal's call (docs/feedback.md): the fields as JSON, or multipart with `_payload` and the file `attachment`. */
export const feedbackRoutes = {
  send: route<FeedbackFields | FormData>()('POST', MOUNTS.feedbacks, '/'),
}

/** The three log posts (docs/learner-api.md "JavaScript logs"), one path per kind. */
export const logRoutes = {
  analytics: route<LogRequest>()('POST', MOUNTS.javascriptLogs, '/analytics'),
  js_debug: route<LogRequest>()('POST', MOUNTS.javascriptLogs, '/js_debug'),
  js_error: route<LogRequest>()('POST', MOUNTS.javascriptLogs, '/js_error'),
}

export const planRoutes = {
  billing: route<NoContent, BillingAnswer>()('GET', MOUNTS.subscriptions, '/billing'),
  checkout: route<CheckoutRequest, RedirectAnswer>()('POST', MOUNTS.subscriptions, '/checkout'),
  startTrial: route<NoContent, TrialAnswer>()('POST', MOUNTS.subscriptions, '/trial'),
  cancel: route<CancelRequest, SubscriptionAnswer>()('PUT', MOUNTS.subscriptions, '/:subscriptionId/cancel'),
  reactivate: route<NoContent, SubscriptionAnswer>()('PUT', MOUNTS.subscriptions, '/:subscriptionId/reactivate'),
  changeCard: route<NoContent, RedirectAnswer>()('POST', MOUNTS.root, '/cards'),
  redeemCoupon: route<CouponRedemptionRequest, SubscriptionAnswer>()('POST', MOUNTS.couponRedemptions, '/'),
}

export const pathRoutes = {
  progress: route<NoContent, PathProgressAnswer>()('GET', MOUNTS.learningPaths, '/:slug/progress'),
  start: route<StartPathRequest, PathProgressAnswer>()('POST', MOUNTS.userLearningPaths, '/'),
  congratulated: route()('PUT', MOUNTS.userLearningPaths, '/:slug/congratulated'),
  readDocument: route<DocumentReadRequest>()('POST', MOUNTS.userDocumentPageInfos, '/'),
  pathCertificate: route<NoContent, CertificateAnswer>()('GET', MOUNTS.learningPaths, '/:slug/learning_path_certificate'),
  issuePathCertificate: route<CertificateIssueRequest, CertificateAnswer>()('POST', MOUNTS.learningPaths, '/:slug/learning_path_certificate/issue'),
  reissuePathCertificate: route<NoContent, CertificateAnswer>()('POST', MOUNTS.learningPaths, '/:slug/learning_path_certificate/reissue'),
  languageCertificate: route<NoContent, CertificateAnswer>()('GET', MOUNTS.languages, '/:name/language_certificate'),
  issueLanguageCertificate: route<CertificateIssueRequest, CertificateAnswer>()('POST', MOUNTS.languages, '/:name/language_certificate/issue'),
  reissueLanguageCertificate: route<NoContent, CertificateAnswer>()('POST', MOUNTS.languages, '/:name/language_certificate/reissue'),
}

/** The team calls (docs/teams.md); the team itself is /:id/team, leaving Payload's /:id to staff. */
export const companyRoutes = {
  register: route<TeamRegistrationRequest, TeamCheckoutAnswer>()('POST', MOUNTS.companies, '/subscription'),
  show: route<NoContent, CompanyAnswer>()('GET', MOUNTS.companies, '/:id/team'),
  update: route<CompanyUpdateRequest, CompanyAnswer>()('PUT', MOUNTS.companies, '/:id/team'),
  remove: route<CompanyDeleteRequest>()('DELETE', MOUNTS.companies, '/:id/team'),
  restart: route<TeamRestartRequest, TeamCheckoutAnswer>()('POST', MOUNTS.companies, '/:id/subscription/restart'),
  progress: route<NoContent, TeamProgressAnswer>()('GET', MOUNTS.companies, '/:id/progress'),
  members: route<NoContent, MembersAnswer, { page?: number; perPage?: number }>()('GET', MOUNTS.companies, '/:id/members'),
  membersCsv: route<NoContent, string>()('GET', MOUNTS.companies, '/:id/members.csv'),
  memberProgress: route<NoContent, MemberProgressAnswer>()('GET', MOUNTS.companies, '/:id/members/:memberId/progress'),
  updateMember: route<MemberUpdateRequest, { member: MemberView }>()('PATCH', MOUNTS.companies, '/:id/members/:memberId'),
  removeMember: route()('DELETE', MOUNTS.companies, '/:id/members/:memberId'),
  rankings: route<NoContent, TeamRankingsAnswer, { period?: TeamRankingPeriod }>()('GET', MOUNTS.companies, '/:id/rankings'),
  timeline: route<NoContent, TimelineAnswer, { before?: string }>()('GET', MOUNTS.companies, '/:id/timeline'),
  invitations: route<NoContent, InvitationsAnswer>()('GET', MOUNTS.companies, '/:id/invitations'),
  invite: route<InviteRequest, InvitationsAnswer>()('POST', MOUNTS.companies, '/:id/invitations'),
  regenerateLink: route<NoContent, InvitationsAnswer>()('POST', MOUNTS.companies, '/:id/invite_link'),
  previewImport: route<MemberImportRequest, MemberImportAnswer>()('POST', MOUNTS.companies, '/:id/member_imports/preview'),
  importMembers: route<MemberImportRequest, MemberImportAnswer>()('POST', MOUNTS.companies, '/:id/member_imports'),
  invitation: route<NoContent, InvitationLandingAnswer, { token?: string }>()('GET', MOUNTS.companies, '/:id/invitation'),
  join: route<JoinRequest, JoinAnswer>()('POST', MOUNTS.companies, '/:id/invitation'),
  courses: route<NoContent, CompanyCoursesAnswer>()('GET', MOUNTS.companies, '/:id/courses'),
  setCourses: route<CompanyCoursesRequest, CompanyAnswer>()('PUT', MOUNTS.companies, '/:id/courses'),
}

/** Every learner call, area by area. */
export const learnerRoutes = {
  session: sessionRoutes,
  account: accountRoutes,
  identity: identityRoutes,
  twoFactor: twoFactorRoutes,
  notifications: notificationRoutes,
  dashboard: dashboardRoutes,
  preferences: preferenceRoutes,
  rankings: rankingRoutes,
  slides: slideRoutes,
  events: eventRoutes,
  feedback: feedbackRoutes,
  logs: logRoutes,
  plans: planRoutes,
  paths: pathRoutes,
  companies: companyRoutes,
}
