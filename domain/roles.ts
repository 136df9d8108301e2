/** Roles a user account can hold. Staff edit content; learners study. */
export const ROLES = ['learner', 'staff'] as const
export type Role = (typeof ROLES)[number]

/** The slice of a user that access rules read; kept structural so tests and the judge can pass plain objects. */
export interface AccessUser {
  id: number | string
  roles?: Role[] | null
  /** Computed from the account's subscriptions (domain/plans/entitlement.ts entitlementsFrom). */
  entitlements?: { plus?: boolean | null; professional?: boolean | null; professionalCourses?: (number | string)[] | null } | null
}

export const isStaff = (user: unknown): boolean =>
  Boolean(user && Array.isArray((user as AccessUser).roles) && (user as AccessUser).roles!.includes('staff'))
