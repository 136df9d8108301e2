import { describe, expect, it } from 'vitest'
import { entryFile } from '@judge/sandbox/entryFile'

const files = (...paths: string[]) => paths.map((path) => ({ path, content: '' }))

describe('the entry file of a run', () => {
  it("is the first file with the manifest's first extension any file has", () => {
    expect(entryFile(files('style.css', 'index.html'), ['.html', '.css', '.scss'])).toBe('index.html')
    expect(entryFile(files('lib/util.mjs', 'README.md', 'app.js'), ['.js', '.mjs'])).toBe('app.js')
    expect(entryFile(files('notes.txt', 'Main.PY'), ['.py'])).toBe('Main.PY')
  })

  it('is undefined when no file has one of the extensions', () => {
    expect(entryFile(files('notes.txt'), ['.py'])).toBeUndefined()
    expect(entryFile([], ['.sql'])).toBeUndefined()
  })
})
