import type { PayloadRequest } from 'payload'
import type { CompaniesUser, Company, Course } from '../../payload-types'
import type { CompanyView, MembershipView } from '@domain/api/companies'
import type { TeamPlan } from '@domain/teams/teamPlan'
import { levelFor } from '@domain/progress/exp'
import { runSql, sql } from '../../sql/runSql'
import { teamCounts } from './teamContext'

/** An upload's URL, or null when the relation is empty or not populated. */
export const urlOf = (image: unknown) => (image && typeof image === 'object' ? ((image as { url?: string | null }).url ?? null) : null)

/** The team's displayed courses as the dashboard lists them (in the order the admins chose). */
export function displayedCoursesOf(company: Company) {
  return (company.displayedCourses ?? [])
    .filter((course): course is Course => typeof course === 'object' && course !== null)
    .map((course) => ({ id: course.id, title: course.title, languageName: course.languageName ?? null }))
}

/** The average level of the team's members (docs/teams.md "Dashboard"): one read of their exp. */
export async function averageLevel(req: PayloadRequest, companyId: number): Promise<number> {
  const rows = await runSql<{ exp: number | string | null }>(req.payload, sql`SELECT u.total_exp AS exp FROM companies_users cu JOIN users u ON u.id = cu.user_id WHERE cu.company_id = ${companyId}`, req)
  if (rows.length === 0) return 0
  const sum = rows.reduce((total, row) => total + levelFor(Number(row.exp ?? 0)), 0)
  return Math.round((sum / rows.length) * 10) / 10
}

/** GET /api/companies/:id's company: admins also see the contact and billing fields. */
export async function companyView(req: PayloadRequest, company: Company, plan: TeamPlan, admin: boolean): Promise<CompanyView> {
  const [counts, average] = await Promise.all([teamCounts(req, company.id), averageLevel(req, company.id)])
  const adminOnly = <T>(value: T) => (admin ? (value ?? null) : null)
  return {
    id: company.id,
    name: company.name,
    image: urlOf(company.image),
    plan: plan.plan,
    planKind: plan.planKind,
    planStatus: plan.planStatus,
    expirationDate: plan.expirationDate?.toISOString() ?? null,
    memberCount: counts.withAccess,
    totalMemberCount: counts.total,
    contractedMemberCount: plan.contractedMemberCount,
    averageLevel: average,
    displayedCourses: displayedCoursesOf(company),
    banner: plan.banner,
    address: adminOnly(company.address),
    phone: adminOnly(company.phone),
    adminName: adminOnly(company.adminName),
    adminEmail: adminOnly(company.adminEmail),
    receiptCompanyName: adminOnly(company.receiptCompanyName),
  }
}

export function membershipView(membership: CompaniesUser, emailConfirmed: boolean): MembershipView {
  return { id: membership.id, paidAccess: membership.paidAccess !== false, admin: Boolean(membership.admin), muted: Boolean(membership.muted), emailConfirmed }
}
