import { describe, expect, it } from 'vitest'
import { entryFile } from '@judge/sandbox/entryFile'
import javascript from '../../plugins/javascript/manifest.json'

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

  // A JavaScript page with an HTML page (DOM and jQuery pages) runs as that page with its scripts, jQuery included,
  // as the judge renders it; a page of scripts alone runs its script.
  it("is a JavaScript page's HTML page when it has one, else its script", () => {
    expect(entryFile(files('script.js', 'style.css', 'index.html'), javascript.extensions)).toBe('index.html')
    expect(entryFile(files('script.js'), javascript.extensions)).toBe('script.js')
  })
})
