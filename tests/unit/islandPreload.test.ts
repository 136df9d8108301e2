import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { islandPreload } from '../../site/integrations/islandPreload'

/** docs/site.md "Island scripts": the modules a page's load-time islands import are preloaded; idle islands are not. */
describe('island preloads', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const build = (pages: Record<string, string>, chunks: Record<string, string>) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-preload-'))
    fs.mkdirSync(path.join(dir, '_astro'))
    for (const [name, code] of Object.entries(chunks)) fs.writeFileSync(path.join(dir, '_astro', name), code)
    for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(dir, name), html)
    const hook = islandPreload().hooks['astro:build:done'] as unknown as (options: { dir: URL }) => void
    hook({ dir: pathToFileURL(`${dir}/`) })
    const preloads = (name: string) =>
      [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1])
    return preloads
  }

  const chunks = {
    'App.js': 'import{a}from"./shared.js";import"./styles.js";const later=()=>import("./monaco.js")',
    'shared.js': 'export const a=1',
    'styles.js': '',
    'client.js': 'import{r}from"./react.js"',
    'react.js': 'export const r=1',
    'Slides.js': 'import{m}from"./marked.js"',
    'marked.js': 'export const m=1',
    'monaco.js': '',
  }
  const island = (client: string, component: string) =>
    `<astro-island uid="x" component-url="/_astro/${component}" renderer-url="/_astro/client.js" props="{&quot;a&quot;:[0,&quot;&gt;&quot;]}" client="${client}"></astro-island>`

  it('preloads a load-time island’s scripts and their static imports, not the lazy ones', () => {
    const preloads = build({ 'load.html': `<html><head></head><body>${island('load', 'App.js')}</body></html>` }, chunks)
    expect(preloads('load.html').sort()).toEqual(['/_astro/App.js', '/_astro/client.js', '/_astro/react.js', '/_astro/shared.js', '/_astro/styles.js'])
  })

  it('leaves out islands that hydrate after the page has loaded', () => {
    const preloads = build(
      {
        'idle.html': `<html><head></head><body>${island('idle', 'Slides.js')}</body></html>`,
        'both.html': `<html><head></head><body>${island('visible', 'Slides.js')}${island('load', 'App.js')}</body></html>`,
      },
      chunks,
    )
    expect(preloads('idle.html')).toEqual([])
    expect(preloads('both.html')).not.toContain('/_astro/Slides.js')
    expect(preloads('both.html')).not.toContain('/_astro/marked.js')
    expect(preloads('both.html')).toContain('/_astro/App.js')
  })
})
