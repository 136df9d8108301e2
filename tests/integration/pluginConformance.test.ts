import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ConformancePrograms } from '@plugins/conformance'
import { CASE_NAMES, checkPlugin } from '@judge/conformance/kit'
import { PageRenderer } from '@judge/image/renderer'
import { discoverPlugins, pluginsDir } from '@judge/pluginHost/loader'

const plugins = discoverPlugins()

describe('language plugins', () => {
  it('are discovered from their folders', () => {
    expect(plugins.map((p) => p.manifest.id)).toEqual(['go', 'html-css', 'java', 'javascript', 'nodejs', 'php', 'python', 'react', 'ruby', 'sql'])
  })

  describe.each(plugins.map((p) => [p.manifest.id, p] as const))('%s', (id, plugin) => {
    it('passes the conformance kit: hostile programs are contained and the next run still works', async () => {
      const programs = (await import(pathToFileURL(path.join(pluginsDir, id, 'conformance.ts')).href)).default as ConformancePrograms
      const renderer = new PageRenderer()
      const results = await checkPlugin(plugin, programs, renderer).finally(() => renderer.close())
      expect(results.filter((r) => !r.passed)).toEqual([])
      expect(results.map((r) => r.name).slice(0, CASE_NAMES.length)).toEqual([...CASE_NAMES])
      // Plugins whose previews Chromium renders also face the Chromium jail's cases.
      const chromium = results.filter((r) => r.name.startsWith('chromium: '))
      expect(chromium.length > 0).toBe(Boolean(programs.rendersPreviews))
      // Every plugin ships golden examples (plugins/README.md "Examples"): a working program and a failing one at least.
      expect(results.filter((r) => r.name.startsWith('example: ')).length).toBeGreaterThanOrEqual(2)
    })
  })
})
