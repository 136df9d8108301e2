'use client'
import { useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useState } from 'react'
import { LocalMonaco } from './LocalMonaco'

/**
 * A JSON field on the platform's own Monaco (LocalMonaco.tsx): the value is saved as soon as the text parses;
 * while it does not, the last valid value stays and the editor says why.
 */
export const LocalJsonField: JSONFieldClientComponent = ({ field, path: pathFromProps }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, disabled } = useField<unknown>({ path })
  const [text, setText] = useState(() => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2)))
  const [problem, setProblem] = useState<string | null>(null)
  const onText = (next: string) => {
    setText(next)
    if (!next.trim()) {
      setProblem(null)
      return setValue(null)
    }
    try {
      setValue(JSON.parse(next))
      setProblem(null)
    } catch (error) {
      setProblem((error as Error).message)
    }
  }
  return (
    <LocalMonaco
      kind="json"
      path={path}
      field={field}
      showError={showError}
      language="json"
      text={text}
      readOnly={disabled}
      onText={onText}
      notice={problem && <p role="alert" className="field-error">{`Invalid JSON: ${problem}`}</p>}
    />
  )
}
