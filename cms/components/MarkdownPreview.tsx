'use client'
import { useTranslation } from '@payloadcms/ui'
import { marked } from 'marked'
import { useDeferredValue, useMemo } from 'react'

const STYLE = `body{font:15px/1.7 system-ui,sans-serif;margin:0;padding:12px 16px;color:#1f2328;background:#fff}
pre{background:#f6f8fa;padding:8px 12px;border-radius:6px;overflow:auto}code{font-family:ui-monospace,monospace;font-size:.9em}
:not(pre)>code{background:#eff1f3;padding:.1em .3em;border-radius:4px}img{max-width:100%}h1,h2,h3{line-height:1.3}`

/**
 * The rendered Markdown under a Markdown code field (instructions, hints; docs/admin.md "Markdown preview"),
 * made by the same renderer as the site's exercise pages (marked). It is shown in a sandboxed frame with no
 * scripts, so whatever the Markdown holds cannot run in the admin.
 */
export function MarkdownPreview({ text }: { text: string }) {
  const { i18n } = useTranslation()
  const deferred = useDeferredValue(text)
  const html = useMemo(() => marked.parse(deferred, { async: false }) as string, [deferred])
  const label = i18n.language === 'ja' ? 'プレビュー' : 'Preview'
  return (
    <details open style={{ marginTop: '0.5rem' }}>
      <summary style={{ cursor: 'pointer', fontSize: '0.8125rem' }}>{label}</summary>
      <iframe
        title={label}
        sandbox=""
        srcDoc={`<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body>${html}</body></html>`}
        style={{ width: '100%', minHeight: '12rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, resize: 'vertical', background: '#fff' }}
      />
    </details>
  )
}
