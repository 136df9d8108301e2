import type { Field, Option } from 'payload'

/**
 * What the admin's labels read and set on a field, a tab or a block's field: Payload's Field union is too
 * wide to narrow field by field here, and tabs are not fields at all.
 */
export type FieldNode = {
  type?: string
  name?: string
  label?: unknown
  labels?: { singular?: unknown; plural?: unknown }
  options?: Option[]
  fields?: FieldNode[]
  tabs?: FieldNode[]
  blocks?: { slug: string; fields: FieldNode[] }[]
}

/**
 * Every field under `fields` passed through `change` with its key ('pages.judges.type': the owner's slug, then
 * the names leading to it; rows, collapsibles and unnamed tabs add none, a block adds its slug), depth first:
 * group, array, row, collapsible, tabs and blocks included. Returns new fields; the given ones are untouched.
 */
export function mapFields(fields: Field[], owner: string, change: (field: FieldNode, key: string) => FieldNode): Field[] {
  return mapNodes(fields as FieldNode[], owner, change) as Field[]
}

function mapNodes(nodes: FieldNode[], parent: string, change: (field: FieldNode, key: string) => FieldNode): FieldNode[] {
  return nodes.map((node) => {
    const key = node.name ? `${parent}.${node.name}` : parent
    const changed = change(node, key)
    return {
      ...changed,
      ...(changed.fields && { fields: mapNodes(changed.fields, key, change) }),
      ...(changed.tabs && { tabs: mapNodes(changed.tabs, key, change) }),
      ...(changed.blocks && { blocks: changed.blocks.map((block) => ({ ...block, fields: mapNodes(block.fields, `${key}.${block.slug}`, change) })) }),
    }
  })
}
