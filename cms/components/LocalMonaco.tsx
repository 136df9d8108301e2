'use client'
import Editor, { loader } from '@monaco-editor/react'
import { FieldDescription, FieldError, FieldLabel } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { MONACO_VS_PATH } from '@domain/monacoPath'

// Payload's own code and JSON fields load Monaco from a public CDN (its bundled copy of @monaco-editor/react
// cannot be reconfigured). These fields render the same editor from the monaco-editor the platform serves
// itself, so the admin works offline and depends on no third party.
loader.config({ paths: { vs: MONACO_VS_PATH } })

interface Props {
  path: string
  /** The field's own settings: its label, whether it is localised or required, its description. */
  field: {
    label?: Parameters<typeof FieldLabel>[0]['label']
    localized?: boolean
    required?: boolean
    admin?: { description?: Parameters<typeof FieldDescription>[0]['description'] }
  }
  showError: boolean
  language: string
  text: string
  readOnly?: boolean
  onText: (text: string) => void
  /** Shown under the editor (a JSON field's parse error). */
  notice?: ReactNode
  kind: 'code' | 'json'
}

/** A field's label, error, self-hosted Monaco editor and description, laid out as Payload's fields are. */
export function LocalMonaco({ path, field, showError, language, text, readOnly, onText, notice, kind }: Props) {
  return (
    <div className={`field-type ${kind}${showError ? ' error' : ''}`} id={`field-${path.replace(/\./g, '__')}`}>
      <FieldLabel label={field.label} localized={field.localized} path={path} required={field.required} />
      <FieldError path={path} showError={showError} />
      <div style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
        <Editor
          height="240px"
          language={language}
          value={text}
          onChange={(next) => onText(next ?? '')}
          options={{ readOnly, minimap: { enabled: false }, scrollBeyondLastLine: false, fontSize: 13, tabSize: 2 }}
        />
      </div>
      {notice}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
