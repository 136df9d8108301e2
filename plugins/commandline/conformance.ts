import type { TerminalConformance } from '../conformance'

/** The command-line plugin's examples: the host's own check kinds on a home shaped by typical lesson lines. */
const conformance: TerminalConformance = {
  terminal: true,
  examples: [
    {
      name: 'folders, files and the directory',
      files: [{ path: 'list.txt', content: 'milk\neggs\nmilk\n' }],
      permitted: ['mkdir', 'cd', 'echo', 'sort', 'uniq', 'ls'],
      lines: ['mkdir notes', 'sort list.txt | uniq > notes/items.txt', 'cd notes', 'echo done >> items.txt'],
      checks: [
        { check: { kind: 'directory', path: 'notes' }, expect: true },
        { check: { kind: 'file', path: 'notes/items.txt', equals: 'eggs\nmilk\ndone' }, expect: true },
        { check: { kind: 'file', path: 'notes/items.txt', contains: 'bread' }, expect: false },
        { check: { kind: 'cwd', path: 'notes' }, expect: true },
        { check: { kind: 'ran', command: 'uniq' }, expect: true },
        { check: { kind: 'ran', command: 'ls' }, expect: false },
        { check: { kind: 'absent', path: 'list.txt' }, expect: false },
      ],
    },
  ],
}
export default conformance
