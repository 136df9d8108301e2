'use client'
import { useField } from '@payloadcms/ui'
import type { CodeFieldClientComponent } from 'payload'
import { LocalMonaco } from './LocalMonaco'
import { MarkdownPreview } from './MarkdownPreview'

/** A code field on the platform's own Monaco (LocalMonaco.tsx); Markdown ones show their rendering under it. */
export const LocalCodeField: CodeFieldClientComponent = ({ field, path: pathFromProps }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, disabled } = useField<string>({ path })
  const language = String(field.admin?.language ?? 'plaintext')
  return (
    <>
      <LocalMonaco kind="code" path={path} field={field} showError={showError} language={language} text={value ?? ''} readOnly={disabled} onText={setValue} />
      {language === 'markdown' && <MarkdownPreview text={value ?? ''} />}
    </>
  )
}
