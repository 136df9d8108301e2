/**
 * The team calls (docs/teams.md, docs/learner-api.md "Teams"): a company's dashboard, its members, invitations,
 * settings and registration. Every call under /api/companies/:id answers 404 to anyone who is not a member of
 * that company (staff included only through the admin), so one team can neither read nor change another.
 */

export type TeamPlanKind = 'paid' | 'trial' | 'academic' | 'none'
export type TeamBanner = 'trial' | 'academic' | 'notSubscribing' | null

/** A company as its members see it. Admin-only fields (the address book, the billing contact) are null for members. */
export interface CompanyView {
  id: number
  name: string
  image: string | null
  /** academic (granted by staff) or none (learner.md §3). */
  plan: 'academic' | 'none'
  /** What the current team subscription is: paid, trial, academic, or none at all. */
  planKind: TeamPlanKind
  /** active inside the contract period, inactive outside it. */
  planStatus: 'active' | 'inactive'
  /** The end of the current contract period (ISO), null without one. */
  expirationDate: string | null
  /** Members whose paid-lesson access is on: they count against the contract. */
  memberCount: number
  /** All members, access on or off. */
  totalMemberCount: number
  contractedMemberCount: number
  averageLevel: number
  displayedCourses: { id: number; title: string; languageName: string | null }[]
  banner: TeamBanner
  /** Admins only (null for members). */
  address: string | null
  phone: string | null
  adminName: string | null
  adminEmail: string | null
  receiptCompanyName: string | null
}

/** The signed-in user's own membership. */
export interface MembershipView {
  id: number
  paidAccess: boolean
  admin: boolean
  muted: boolean
  /** Whether the signed-in admin's email is confirmed (admin actions need it). */
  emailConfirmed: boolean
}

/** GET /api/companies/:id. */
export interface CompanyAnswer {
  company: CompanyView
  me: MembershipView
}

/** PATCH /api/companies/:id (admins). */
export interface CompanyUpdateRequest {
  company: Partial<Pick<CompanyView, 'name' | 'address' | 'phone' | 'adminName' | 'adminEmail' | 'receiptCompanyName'>>
}

/** DELETE /api/companies/:id (admins): the team's name typed again, as a confirmation. */
export interface CompanyDeleteRequest {
  confirmName: string
}

/** One member as the members tab and the CSV show them (email: admins only). */
export interface MemberView {
  /** The membership's id (the companies_users row). */
  id: number
  userId: number
  name: string | null
  email: string | null
  paidAccess: boolean
  admin: boolean
  muted: boolean
  device: 'web' | 'app'
  localeUserType: string | null
  level: number
  exp: number
  lessonCompletionCount: number
  clearedPageCount: number
  joinedAt: string
}

/** GET /api/companies/:id/members?page=&perPage= (perPage 1–100, 20 by default). */
export interface MembersAnswer {
  members: MemberView[]
  page: number
  totalPages: number
  totalDocs: number
}

/** PATCH /api/companies/:id/members/:memberId (admins). */
export interface MemberUpdateRequest {
  member: Partial<Pick<MemberView, 'paidAccess' | 'admin' | 'muted'>>
}

/** GET /api/companies/:id/members/:memberId/progress: one member's lessons in the displayed courses. */
export interface MemberProgressAnswer {
  member: Pick<MemberView, 'id' | 'userId' | 'name' | 'level' | 'exp'>
  courses: { id: number; title: string; lessons: { id: number; title: string; clearedPages: number; totalPages: number; completed: boolean }[] }[]
}

/** GET /api/companies/:id/progress: the team's progress in its displayed courses. */
export interface TeamProgressAnswer {
  memberCount: number
  totalMemberCount: number
  contractedMemberCount: number
  averageLevel: number
  courses: { id: number; title: string; lessons: { id: number; title: string; completedMembers: number }[] }[]
}

export type TeamRankingPeriod = 'day' | 'week' | 'total'

/** GET /api/companies/:id/rankings?period=day|week|total. */
export interface TeamRankingsAnswer {
  period: TeamRankingPeriod
  rankings: { rank: number; userId: number; name: string | null; level: number; exp: number; isMe: boolean }[]
}

/** GET /api/companies/:id/timeline?before=ISO: lesson completions of members, newest first (muted members hidden). */
export interface TimelineAnswer {
  items: { id: number; userId: number; name: string | null; lessonTitle: string; courseTitle: string | null; completedAt: string }[]
  /** Pass as `before` for the next page; null at the end. */
  next: string | null
}

/** GET /api/companies/:id/invitations (admins). */
export interface InvitationsAnswer {
  /** The invite link; regenerating it makes the old one stop working. */
  inviteUrl: string
  /** Seats left: contracted − members with access on − pending email invitations. */
  remainingQuota: number
  /** Inviting is possible now (inside the contract period, a verified admin email). */
  canInvite: boolean
  pending: { email: string; sentAt: string }[]
}

/** POST /api/companies/:id/invitations (admins): addresses separated by commas (or new lines). */
export interface InviteRequest {
  emails: string
}

/** A CSV import, checked or done: every row with its error, if any. Nothing is imported when one row is wrong. */
export interface MemberImportAnswer {
  rows: { line: number; email: string; name: string | null; admin: boolean; error: string | null }[]
  valid: boolean
  /** How many invitations were sent (0 for a preview or a refused file). */
  imported: number
}

/** POST /api/companies/:id/member_imports/preview and /api/companies/:id/member_imports (admins). */
export interface MemberImportRequest {
  csv: string
}

/** Why an invitation cannot be taken up. */
export type InvitationProblem = 'invalidLink' | 'quotaFull' | 'outsideContract' | 'alreadyMember' | 'otherAccount'

/** GET /api/companies/:id/invitation?token=: the landing page (anyone holding a link). */
export interface InvitationLandingAnswer {
  company: { id: number; name: string; image: string | null }
  /** The address an emailed invitation is for (null for the team's link). */
  invitedEmail: string | null
  problem: InvitationProblem | null
  signedIn: boolean
}

/** POST /api/companies/:id/invitation {token}: join the team. */
export interface JoinRequest {
  token: string
}
export interface JoinAnswer {
  companyPath: string
}

/** GET /api/companies/:id/courses (admins): every course and whether the team shows it. */
export interface CompanyCoursesAnswer {
  courses: { id: number; title: string; languageName: string | null; displayed: boolean }[]
}

/** PUT /api/companies/:id/courses (admins). */
export interface CompanyCoursesRequest {
  courses: number[]
}

/** The company form of registration. */
export interface CompanyRegistration {
  name: string
  address: string
  phone: string
  adminName: string
  adminEmail: string
  receiptCompanyName?: string
}

/** POST /api/companies/subscription: a new team with its payment (learner.md §2 "Team registration"). */
export interface TeamRegistrationRequest {
  company: CompanyRegistration
  /** Seats to pay for per month: at least 1. */
  seats: number
  agreeToTerms: boolean
}

/** POST /api/companies/:id/subscription/restart (admins): pay again for a paused or ended team. */
export interface TeamRestartRequest {
  seats: number
  agreeToTerms: boolean
}

/** Registration and restart: the payment page to go to (Stripe Checkout) and the team's page. */
export interface TeamCheckoutAnswer {
  url: string
  companyId: number
}
