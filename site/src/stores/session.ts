import { atom } from 'nanostores'
import { pathOf, sessionRoutes } from '@domain/api/routes'
import { CSRF_COOKIE } from '@domain/api/csrfNames'
import { readCookie } from '../lib/cookies'
import type { SessionSubscription } from '@domain/plans/accountPlan'
import type { CompanyMembershipRef, SessionUserAnswer } from '@domain/api/session'

/** A team the user belongs to, as the header's company menu shows it (docs/teams.md "Session"). */
export type JoinedCompany = Pick<SessionUserAnswer['joinedCompanies'][number], 'name' | 'paidAccess' | 'admin'> & { id: number | string; image?: string | null }

/** The signed-in user as the islands need it (GET /api/users/me, docs/learner-api.md "Session"). */
export interface SessionUser {
  id: number | string
  email: string
  name?: string | null
  roles: string[]
  entitlements: { plus: boolean; professional: boolean; professionalCourses?: (number | string)[] }
  totalExp: number
  locale?: string | null
  countryCode?: string | null
  /** When the user last agreed to the terms and privacy policy (ISO date). */
  termsAgreedAt?: string | null
  /** Companies the user has joined (the header's company menu links to /companies/{id}), with the user's paid-lesson access and role in each. */
  joinedCompanies?: JoinedCompany[]
  /** The membership through which a team's plan opens Plus to the user, or null (docs/teams.md "Session"). */
  activeBusinessCompaniesUser?: CompanyMembershipRef | null
  /** A membership in a team whose plan begins later, or null. */
  reservedCouponCompaniesUser?: CompanyMembershipRef | null
  /** Lessons completed; the notification menu links to /message from the first one on. */
  completedLessonCount?: number
  /** Within the free-trial offer window and not on Plus (computed by the CMS). */
  canAccessFreeTrial?: boolean
  /** When the free-trial offer closes, Unix seconds. */
  freeTrialRequestDeadline?: number | null
  /** confirmed, unconfirmed or unregistered (docs/content.md "Session user"). */
  userEmailStatus?: 'confirmed' | 'unconfirmed' | 'unregistered'
  /** Some subscription opens a plan now, and the one that matters most (docs/plans.md "Session"). */
  subscribing?: boolean
  subscription?: SessionSubscription | null
}

export interface SessionState {
  loading: boolean
  loaded: boolean
  user: SessionUser | null
}

/** One session store shared by every island on a page (header, workspace, dashboard). */
export const $session = atom<SessionState>({ loading: false, loaded: false, user: null })

let pending: Promise<SessionState> | null = null

/** Loads the session once per page (later callers share the same request). */
export function loadSession(): Promise<SessionState> {
  pending ??= (async () => {
    $session.set({ ...$session.get(), loading: true })
    // A browser's first page asks for its CSRF token now, so later calls (a click report) need no extra trip.
    if (!readCookie(CSRF_COOKIE)) void fetch(pathOf(sessionRoutes.csrfToken), { credentials: 'same-origin' }).then((r) => r.text()).catch(() => {})
    let user: SessionUser | null = null
    try {
      const response = await fetch(pathOf(sessionRoutes.me), { credentials: 'same-origin' })
      if (response.ok) {
        const body = (await response.json()) as { user: (Omit<SessionUser, 'entitlements' | 'roles' | 'totalExp'> & Partial<SessionUser> & { totalLessonCompletionCount?: number }) | null }
        if (body.user) {
          user = {
            ...body.user,
            roles: body.user.roles ?? [],
            entitlements: { plus: Boolean(body.user.entitlements?.plus), professional: Boolean(body.user.entitlements?.professional), professionalCourses: body.user.entitlements?.professionalCourses ?? [] },
            totalExp: body.user.totalExp ?? 0,
            joinedCompanies: (body.user.joinedCompanies ?? []).map(({ id, name, image, paidAccess, admin }) => ({ id, name, image: image ?? null, paidAccess: Boolean(paidAccess), admin: Boolean(admin) })),
            completedLessonCount: body.user.totalLessonCompletionCount ?? 0,
          }
        }
      }
    } catch {
      // Offline: the page still works as a visitor's page; the workspace reports the connection itself.
    }
    const state = { loading: false, loaded: true, user }
    $session.set(state)
    return state
  })()
  return pending
}

/** Adds exp the judge awarded, so every island shows the new total without a reload. */
export function setTotalExp(totalExp: number) {
  const state = $session.get()
  if (state.user) $session.set({ ...state, user: { ...state.user, totalExp } })
}
