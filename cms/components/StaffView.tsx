import type { ReactNode } from 'react'
import { notFound, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { isStaff } from '@domain/roles'

/**
 * The frame of a staff-only admin view (the curriculum tree, analytics, JavaScript errors; docs/admin.md). Payload lets anyone
 * reach a custom view, so each checks here: a visitor is sent to the log-in, a learner gets the admin's 404 and
 * none of the figures, which are read in the view itself (there is no data endpoint to guard besides).
 */
export function refuseAllButStaff({ initPageResult }: AdminViewServerProps, path: string) {
  const { user, payload } = initPageResult.req
  const admin = payload.config.routes.admin
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${path}`)}`)
  if (!isStaff(user)) notFound()
}

export function StaffView({ props, children }: { props: AdminViewServerProps; children: ReactNode }) {
  const { initPageResult, params, searchParams } = props
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}
