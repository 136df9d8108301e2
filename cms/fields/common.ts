import type { Field, FieldAccess } from 'payload'
import { PLAN_TYPES } from '@domain/plans/entitlement'
import { LANGUAGE_NAMES } from '@domain/languageNames'
import { formatSlug } from '../hooks/formatSlug'
import { codeField } from './codeField'

/** A unique, URL-safe key; content is upserted by it on import. */
export const slugField = (description?: string): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description },
  hooks: { beforeValidate: [formatSlug] },
})

export const localizedTitle = (required = true): Field => ({ name: 'title', type: 'text', localized: true, required })

export const orderField = (description?: string): Field => ({
  name: 'order',
  type: 'number',
  required: true,
  min: 0,
  index: true,
  admin: { description },
})

export const planTypeField: Field = {
  name: 'planType',
  type: 'select',
  required: true,
  defaultValue: 'basic',
  options: PLAN_TYPES.map((value) => ({ label: value, value })),
  admin: { description: 'basic is free; plus needs a Plus subscription; professional a Professional one.' },
}

export const languageNameField = (options: { derived?: boolean } = {}): Field => ({
  name: 'languageName',
  type: 'select',
  required: !options.derived,
  index: true,
  options: LANGUAGE_NAMES.map((value) => ({ label: value, value })),
  admin: options.derived ? { readOnly: true, description: 'Copied from the course.' } : undefined,
})

/** Source files of an exercise: a path inside the workspace and its text. */
export const codeFilesField = (
  name: string,
  description: string,
  access?: { read?: FieldAccess; create?: FieldAccess; update?: FieldAccess },
): Field => ({
  name,
  type: 'array',
  access,
  admin: { description },
  fields: [
    { name: 'path', type: 'text', required: true },
    codeField({ name: 'content', admin: { language: 'plaintext' } }),
  ],
})
