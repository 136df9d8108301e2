import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { editorIn, extensionOf } from '@site/lib/editors/editorEntry'
import { prismLoadOrder } from '@site/lib/editors/prismLoadOrder'
import { readPluginEditors } from '@site/lib/editors/readPluginEditors'
import { editorOf, fileIconOf, monacoLanguageOf, pluginNameOf } from '@site/components/workspace/fileEditors'

/** The workspace's per-language set-up comes from the plugins' manifests (plugins/README.md "Editor"). */
let dir: string
const manifest = (id: string, editor: Record<string, unknown>) => {
  fs.mkdirSync(path.join(dir, id), { recursive: true })
  fs.writeFileSync(path.join(dir, id, 'manifest.json'), JSON.stringify({ contract: 2, id, name: `${id} name`, languageNames: [id], editor }))
}
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-editors-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('the editor map', () => {
  it('merges every plugin folder, defaults the icon and keeps names', () => {
    manifest('ruby', { '.rb': { monaco: 'ruby', prism: 'ruby', icon: 'code' }, '.html': { monaco: 'html', prism: 'markup', icon: 'markup' } })
    manifest('php', { '.php': { monaco: 'php', prism: 'php' }, '.html': { monaco: 'html', prism: 'markup', icon: 'markup' } })
    fs.mkdirSync(path.join(dir, 'shared'))
    const { editors, pluginsOf, names } = readPluginEditors(dir)
    expect(editors).toEqual({
      '.rb': { monaco: 'ruby', prism: 'ruby', icon: 'code' },
      '.php': { monaco: 'php', prism: 'php', icon: 'code' },
      '.html': { monaco: 'html', prism: 'markup', icon: 'markup' },
    })
    expect(pluginsOf['.html']).toEqual(['php', 'ruby'])
    expect(names).toEqual({ php: 'php name', ruby: 'ruby name' })
    expect(editorIn(editors, 'lib/App.RB')?.monaco).toBe('ruby')
    expect(editorIn(editors, 'Gemfile')).toBeUndefined()
  })

  it('fails when two plugins disagree on one extension, naming both', () => {
    manifest('javascript', { '.js': { monaco: 'javascript', prism: 'javascript', icon: 'code' } })
    manifest('react', { '.js': { monaco: 'javascript', prism: 'jsx', icon: 'code' } })
    expect(() => readPluginEditors(dir)).toThrow(/plugins "javascript" and "react" disagree on how the workspace shows \.js files/)
  })

  it('names the manifest and the field of a broken entry', () => {
    manifest('go', { '.go': { monaco: 'go', icon: 'gopher' } })
    expect(() => readPluginEditors(dir)).toThrow(/\/go\/manifest\.json → editor\.\.go\.icon: must be one of code, markup, style, data, text/)
  })
})

describe('the Prism grammars', () => {
  it('load each after what it needs, from prismjs/components.json', () => {
    const order = prismLoadOrder(['php', 'ruby', 'jsx', 'scss', 'java', 'go'])
    const before = (a: string, b: string) => expect(order.indexOf(a), `${a} before ${b} in ${order.join(', ')}`).toBeLessThan(order.indexOf(b))
    before('clike', 'ruby')
    before('markup-templating', 'php')
    before('markup', 'markup-templating')
    before('markup', 'jsx')
    before('javascript', 'jsx')
    before('css', 'scss')
    before('clike', 'java')
    before('clike', 'go')
    expect(new Set(order).size).toBe(order.length)
  })

  it('take aliases and refuse a grammar Prism does not have', () => {
    expect(prismLoadOrder(['html'])).toEqual(['markup'])
    expect(() => prismLoadOrder(['rubyy'])).toThrow('Prism has no grammar "rubyy"')
  })
})

describe('the workspace reads the map of the shipped plugins (virtual:plugin-editors)', () => {
  it('gives each file its Monaco language, icon and the plugin its name', () => {
    expect(extensionOf('.gitkeep')).toBe('')
    expect(monacoLanguageOf('main.py')).toBe('python')
    expect(monacoLanguageOf('notes')).toBe('plaintext')
    expect(editorOf('style.scss')?.prism).toBe('scss')
    expect(fileIconOf('index.html')).toBe('markup')
    expect(fileIconOf('query.sql')).toBe('data')
    expect(fileIconOf('README')).toBe('text')
    expect(pluginNameOf('sql')).toBe('SQL (SQLite)')
  })
})
