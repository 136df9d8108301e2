'use client'
import Editor, { loader } from '@monaco-editor/react'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { CodeFieldClientComponent } from 'payload'
import { MONACO_VS_PATH } from '@domain/monacoPath'

// Payload's own code field loads Monaco from a public CDN (its bundled copy of @monaco-editor/react cannot be
// reconfigured). This field renders the same editor from the monaco-editor the platform serves itself, so the
// admin works offline and depends on no third party.
loader.config({ paths: { vs: MONACO_VS_PATH } })

export const LocalCodeField: CodeFieldClientComponent = ({ field, path: pathFromProps }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, disabled } = useField<string>({ path })
  const language = String(field.admin?.language ?? 'plaintext')
  return (
    <div className={`field-type code${showError ? ' error' : ''}`} id={`field-${path.replace(/\./g, '__')}`}>
      <FieldLabel label={field.label} localized={field.localized} path={path} required={field.required} />
      <FieldError path={path} showError={showError} />
      <div style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
        <Editor
          height="240px"
          language={language}
          value={value ?? ''}
          onChange={(next) => setValue(next ?? '')}
          options={{ readOnly: disabled, minimap: { enabled: false }, scrollBeyondLastLine: false, fontSize: 13, tabSize: 2 }}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
