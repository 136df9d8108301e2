'use client'
import { useEffect, useState } from 'react'
import type { PublishingStatus } from '@domain/site/publishingStatus'

export type PublishingView = { kind: 'live' | 'failed' | 'draft' } | { kind: 'soon'; seconds: number } | null

export const PUBLISHING_TEXT = {
  en: {
    live: 'Live on the site',
    soon: (seconds: number) => `Live on the site in about ${seconds} s`,
    failed: 'Publishing failed: the site still shows the previous version. The server log says why.',
    draft: 'Saved as a draft: only Preview shows it.',
  },
  ja: {
    live: 'サイトに公開済み',
    soon: (seconds: number) => `約${seconds}秒でサイトに反映されます`,
    failed: '公開に失敗しました。サイトには以前の版が表示されています。理由はサーバーのログにあります。',
    draft: '下書きとして保存しました。プレビューでのみ表示されます。',
  },
}

export const publishingMessage = (view: PublishingView, language: string) => {
  const text = language === 'ja' ? PUBLISHING_TEXT.ja : PUBLISHING_TEXT.en
  return !view ? '' : view.kind === 'soon' ? text.soon(view.seconds) : text[view.kind]
}

/** How a change saved at `savedAt` (server clock, ms) stands on the static site; docs/admin.md "Publishing status". */
function viewOf(status: PublishingStatus | null, savedAt: number): PublishingView {
  if (!status) return null
  if (status.publishedSince !== null && status.publishedSince >= savedAt) return { kind: 'live' }
  if (status.state !== 'idle') return { kind: 'soon', seconds: Math.max(1, Math.ceil((status.readyInMs ?? 0) / 1000)) }
  if (status.lastBuild && !status.lastBuild.ok && status.lastBuild.startedAt >= savedAt) return { kind: 'failed' }
  return { kind: 'live' }
}

/**
 * Follows GET /api/site_publishing for a change saved at `savedAt`: polled each second only while the change
 * is on its way, so an idle editor costs one request. Null `savedAt` = nothing saved yet.
 */
export function usePublishingStatus(savedAt: number | null, draft = false): PublishingView {
  const [view, setView] = useState<PublishingView>(null)
  useEffect(() => {
    if (draft) return setView({ kind: 'draft' })
    // A new save starts from nothing known: the last save's "live" must not stand for this one.
    setView(null)
    if (savedAt === null || Number.isNaN(savedAt)) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      try {
        const response = await fetch('/api/site_publishing', { credentials: 'same-origin', cache: 'no-store' })
        const { status } = (await response.json()) as { status: PublishingStatus | null }
        if (stopped) return
        const next = viewOf(status, savedAt)
        setView(next)
        if (next?.kind === 'soon') timer = setTimeout(poll, 1000)
      } catch {
        if (!stopped) timer = setTimeout(poll, 3000)
      }
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [savedAt, draft])
  return view
}
