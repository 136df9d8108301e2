import type { Field, Option } from 'payload'
import { FIELD_LABEL_OVERRIDES, FIELD_LABELS, OPTION_LABELS, VALUE_OPTIONS } from './fieldLabels'
import { mapFields, type FieldNode } from './mapFields'

const TABLE = 'cms/admin/fieldLabels.ts'

/** An option that shows editors its bare value: a string, or a label that only repeats the value. */
const isBareValue = (option: Option) => typeof option === 'string' || option.label === option.value
const valueOf = (option: Option) => (typeof option === 'string' ? option : option.value)

/** A field's label from the table, unless it sets its own; an array's rows are named after it. */
function labelled(node: FieldNode, key: string, missing: string[]): FieldNode {
  if (!node.name || node.label !== undefined) return node
  const label = FIELD_LABEL_OVERRIDES[key] ?? FIELD_LABELS[node.name]
  if (!label) {
    missing.push(`the field ${key}: add "${node.name}" to FIELD_LABELS (or "${key}" to FIELD_LABEL_OVERRIDES where the name means something else there)`)
    return node
  }
  const { one, ...both } = label
  const rowsNamed = node.type === 'array' && !node.labels
  return { ...node, label: both, ...(rowsNamed && { labels: { singular: { ...both, en: one ?? both.en }, plural: both } }) }
}

/** A select's bare values with their labels from the table; options with their own wording keep it. */
function optionsLabelled(node: FieldNode, key: string, missing: string[]): FieldNode {
  if (!node.name || !node.options?.some(isBareValue)) return node
  const tableKey = [key, node.name].find((candidate) => candidate in OPTION_LABELS)
  if (!tableKey) {
    if (![key, node.name].some((candidate) => VALUE_OPTIONS.includes(candidate))) {
      missing.push(`the options of ${key} (${node.options.map(valueOf).join(', ')}): add "${node.name}" (or "${key}") to OPTION_LABELS, or to VALUE_OPTIONS if editors know them by their values`)
    }
    return node
  }
  const labels = OPTION_LABELS[tableKey]
  const options = node.options.map((option) => {
    if (!isBareValue(option)) return option
    const value = valueOf(option)
    if (labels[value]) return { value, label: labels[value] }
    missing.push(`the option "${value}" of ${key}: add it to OPTION_LABELS["${tableKey}"]`)
    return option
  })
  return { ...node, options }
}

/**
 * Collections or globals with every field labelled in the admin's languages, and the bare values of their
 * selects named (docs/admin.md "Labels"). A field or option missing from the table stops start-up, with every
 * missing name in one message: a new field gets its labels when it is added.
 */
export function withFieldLabels<Config extends { slug: string; fields: Field[] }>(configs: Config[]): Config[] {
  const missing: string[] = []
  const labelledConfigs = configs.map((config) => ({
    ...config,
    fields: mapFields(config.fields, config.slug, (node, key) => optionsLabelled(labelled(node, key, missing), key, missing)),
  }))
  if (missing.length) throw new Error(`${TABLE} has no admin labels for:\n${missing.map((line) => `- ${line}`).join('\n')}`)
  return labelledConfigs
}
