'use client'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { publishingMessage, usePublishingStatus } from './usePublishingStatus'

/**
 * Beside the Save button of everything the site is built from: after a save, "live on the site in about N s",
 * then "live on the site" once the build that includes it is published (docs/admin.md "Publishing status").
 * Announced politely to screen readers.
 */
export function PublishingStatus() {
  const { id, data } = useDocumentInfo()
  const { i18n } = useTranslation()
  const savedAt = typeof data?.updatedAt === 'string' ? Date.parse(data.updatedAt) : null
  const view = usePublishingStatus(id ? savedAt : null, data?._status === 'draft')
  if (!id) return null
  return (
    <p role="status" data-publishing={view?.kind ?? 'unknown'} className="publishing-status" style={{ margin: 0, fontSize: '0.8125rem', alignSelf: 'center', color: view?.kind === 'failed' ? 'var(--theme-error-600)' : 'var(--theme-elevation-600)' }}>
      {publishingMessage(view, i18n.language)}
    </p>
  )
}
