import { DIRECTORY_MARKER } from '@domain/files/fileRules'

export interface TreeNode {
  name: string
  path: string
  kind: 'file' | 'directory'
  children: TreeNode[]
}

/** Builds the visible tree from the flat file list: folders first, then files, each alphabetically. */
export function buildTree(paths: string[]): TreeNode[] {
  const root: TreeNode = { name: '', path: '', kind: 'directory', children: [] }
  for (const path of paths) {
    const parts = path.split('/')
    const isMarker = parts.at(-1) === DIRECTORY_MARKER
    const segments = isMarker ? parts.slice(0, -1) : parts
    let node = root
    segments.forEach((name, index) => {
      const kind = index === segments.length - 1 && !isMarker ? 'file' : 'directory'
      const childPath = segments.slice(0, index + 1).join('/')
      let child = node.children.find((c) => c.name === name && c.kind === kind)
      if (!child) {
        child = { name, path: childPath, kind, children: [] }
        node.children.push(child)
      }
      node = child
    })
  }
  const sort = (nodes: TreeNode[]): TreeNode[] =>
    nodes
      .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'directory' ? -1 : 1))
      .map((n) => ({ ...n, children: sort(n.children) }))
  return sort(root.children)
}

/** Where a new entry goes: inside the selected folder, beside the selected file, else at the top. */
export function parentFor(selected: TreeNode | null): string {
  if (!selected) return ''
  if (selected.kind === 'directory') return `${selected.path}/`
  const slash = selected.path.lastIndexOf('/')
  return slash >= 0 ? selected.path.slice(0, slash + 1) : ''
}

export function findNode(nodes: TreeNode[], path: string): TreeNode | null {
  for (const node of nodes) {
    if (node.path === path) return node
    const inside = findNode(node.children, path)
    if (inside) return inside
  }
  return null
}
