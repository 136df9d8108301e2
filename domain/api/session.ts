import type { SessionSubscription } from '../plans/accountPlan'

/** The session calls (docs/learner-api.md "Session"): the CSRF token, sign-in, sign-up, sign-out, the session user. */

export type UserEmailStatus = 'confirmed' | 'unconfirmed' | 'unregistered'

/** GET /api/csrf_token. */
export interface CsrfTokenAnswer {
  csrfToken: string
}

/** The credentials of sign-in and sign-up; sign-in sends one of the codes again when two-factor is on. */
export interface CredentialsRequest {
  user: { email: string; password: string; otp_attempt?: string; backup_code?: string; /** Sign-up: the display name. */ name?: string }
  /** Sign-in only: the same-site path to go to afterwards. */
  redirect?: string | null
}

/** POST /users/sign_in.json: where to go, or (two-factor on, no code sent) that a code is needed first. */
export type SignInAnswer = { afterLoginPath: string; twoFactorRequired?: undefined } | { twoFactorRequired: boolean; afterLoginPath?: undefined }

/** POST /users.json. */
export interface RegisterAnswer {
  afterRegisterLocation: string
}

/** The fields every view of the signed-in user shares (cms/api/account/views.ts sessionView). */
export interface SessionFields {
  id: number
  name: string | null
  image: string | null
  locale: string
  countryCode: string | null
  totalExp: number
  totalLessonCompletionCount: number
  plus: boolean
  professional: boolean
  canAccessFreeTrial: boolean
  freeTrialRequestDeadline: number | null
  displayRanking: boolean
  userEmailStatus: UserEmailStatus
}

/** GET /api/users/me's user. */
export interface SessionUserAnswer extends SessionFields {
  email: string | null
  roles: string[]
  entitlements: { plus: boolean; professional: boolean; professionalCourses: (number | string)[] }
  totalLevel: number
  termsAgreedAt: string | null
  /** The header's company menu (core.md §2): each team, and whether the user's paid-lesson access in it is on. */
  joinedCompanies: { id: number; name: string; image: string | null; paidAccess: boolean; admin: boolean }[]
  subscribing: boolean
  subscription: SessionSubscription | null
  /** The membership through which a team's current paid plan opens Plus to the user (docs/teams.md "Session"). */
  activeBusinessCompaniesUser: CompanyMembershipRef | null
  /** A membership in a team whose plan is reserved to begin later. */
  reservedCouponCompaniesUser: CompanyMembershipRef | null
}

/** A membership as the session names it. */
export interface CompanyMembershipRef {
  id: number
  companyId: number
  paidAccess: boolean
  admin: boolean
}

/** GET /api/users/me: the user, or null for a visitor. */
export interface MeAnswer {
  user: SessionUserAnswer | null
}
