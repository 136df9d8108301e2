import type { CollectionSlug, Payload, Where } from 'payload'
import { LOCALES, type Locale } from '@domain/i18n/locales'

/** One document the importer wants: its non-localised fields, and its localised fields per locale. */
export interface DocPlan {
  collection: CollectionSlug
  where: Where
  shared: Record<string, unknown>
  localized: Partial<Record<Locale, Record<string, unknown>>>
}

export type UpsertAction = 'created' | 'updated' | 'unchanged'

/**
 * Creates or updates one document so that it holds exactly the planned values, and leaves it untouched
 * (updatedAt included) when it already does — so importing twice changes nothing.
 */
export async function upsert(payload: Payload, plan: DocPlan): Promise<{ id: number | string; action: UpsertAction }> {
  const found = await payload.find({ collection: plan.collection, where: plan.where, locale: 'all', depth: 0, limit: 1, pagination: false })
  const existing = found.docs[0] as unknown as Record<string, unknown> | undefined
  const localizedKeys = [...new Set(Object.values(plan.localized).flatMap((fields) => Object.keys(fields ?? {})))]
  const perLocale = (locale: Locale) =>
    Object.fromEntries(localizedKeys.map((key) => [key, plan.localized[locale]?.[key] ?? null]))
  const locales = LOCALES.filter((l) => l === 'ja' || plan.localized[l] || (existing && localizedKeys.some((k) => valueIn(existing[k], l) != null)))

  if (existing && isSame(existing, plan, localizedKeys)) return { id: existing.id as number, action: 'unchanged' }

  let id = existing?.id as number | string | undefined
  for (const locale of locales) {
    const data = locale === 'ja' ? { ...plan.shared, ...perLocale('ja') } : perLocale(locale)
    if (id === undefined) {
      const created = await payload.create({ collection: plan.collection, data: data as never, locale, depth: 0 })
      id = created.id
    } else {
      await payload.update({ collection: plan.collection, id, data: data as never, locale, depth: 0 })
    }
  }
  return { id: id!, action: existing ? 'updated' : 'created' }
}

const valueIn = (field: unknown, locale: Locale) =>
  field && typeof field === 'object' && !Array.isArray(field) ? (field as Record<string, unknown>)[locale] : undefined

function isSame(existing: Record<string, unknown>, plan: DocPlan, localizedKeys: string[]): boolean {
  for (const [key, value] of Object.entries(plan.shared)) {
    if (canonical(existing[key]) !== canonical(value)) return false
  }
  for (const key of localizedKeys) {
    for (const locale of LOCALES) {
      if (canonical(valueIn(existing[key], locale)) !== canonical(plan.localized[locale]?.[key])) return false
    }
  }
  return true
}

/**
 * A comparable form of a stored or planned value: array rows lose their generated `id`, keys are sorted,
 * and null and missing are the same.
 */
export function canonical(value: unknown): string {
  return JSON.stringify(strip(value)) ?? 'null'
}

function strip(value: unknown, isArrayRow = false): unknown {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return value.map((row) => strip(row, true))
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => !(isArrayRow && key === 'id') && v !== null && v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
    return Object.fromEntries(entries.map(([k, v]) => [k, strip(v)]))
  }
  return value
}
