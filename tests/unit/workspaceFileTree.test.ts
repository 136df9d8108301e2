import { describe, expect, it } from 'vitest'
import { buildTree, findNode, parentFor } from '@site/components/workspace/fileTreeModel'
import { DIRECTORY_MARKER } from '@domain/files/fileRules'

describe('the workspace file tree', () => {
  const tree = buildTree(['style.css', 'index.html', `lib/${DIRECTORY_MARKER}`, 'lib/util.js', `empty/${DIRECTORY_MARKER}`])

  it('lists folders first, then files, alphabetically, and shows an empty folder without its marker file', () => {
    expect(tree.map((n) => `${n.kind}:${n.path}`)).toEqual(['directory:empty', 'directory:lib', 'file:index.html', 'file:style.css'])
    expect(findNode(tree, 'lib')?.children.map((n) => n.path)).toEqual(['lib/util.js'])
    expect(findNode(tree, 'empty')?.children).toEqual([])
  })

  it('adds a new entry inside the selected folder or beside the selected file', () => {
    expect(parentFor(findNode(tree, 'lib'))).toBe('lib/')
    expect(parentFor(findNode(tree, 'lib/util.js'))).toBe('lib/')
    expect(parentFor(findNode(tree, 'index.html'))).toBe('')
    expect(parentFor(null)).toBe('')
  })
})
