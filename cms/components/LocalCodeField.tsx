'use client'
import { useField } from '@payloadcms/ui'
import type { CodeFieldClientComponent } from 'payload'
import { LocalMonaco } from './LocalMonaco'

/** A code field on the platform's own Monaco (LocalMonaco.tsx). */
export const LocalCodeField: CodeFieldClientComponent = ({ field, path: pathFromProps }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, disabled } = useField<string>({ path })
  return (
    <LocalMonaco
      kind="code"
      path={path}
      field={field}
      showError={showError}
      language={String(field.admin?.language ?? 'plaintext')}
      text={value ?? ''}
      readOnly={disabled}
      onText={setValue}
    />
  )
}
