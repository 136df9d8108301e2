import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ConformancePrograms, TerminalConformance } from '@plugins/conformance'
import { CASE_NAMES, checkPlugin } from '@judge/conformance/kit'
import { checkTerminalPlugin, TERMINAL_CASE_NAMES } from '@judge/conformance/terminalKit'
import { PageRenderer } from '@judge/image/renderer'
import { discoverPlugins, pluginsDir } from '@judge/pluginHost/loader'

const plugins = discoverPlugins()

describe('language plugins', () => {
  it('are discovered from their folders', () => {
    expect(plugins.map((p) => p.manifest.id)).toEqual(['commandline', 'git', 'go', 'html-css', 'java', 'javascript', 'nodejs', 'php', 'python', 'react', 'ruby', 'sql'])
  })

  // Terminal plugins (docs/terminal.md "Conformance"): a learner's hostile lines in the terminal, then the examples.
  describe.each(plugins.filter((p) => p.manifest.terminal).map((p) => [p.manifest.id, p] as const))('%s (terminal)', (id, plugin) => {
    it('passes the terminal cases: hostile lines are contained and a new terminal answers after each', async () => {
      const conformance = (await import(pathToFileURL(path.join(pluginsDir, id, 'conformance.ts')).href)).default as TerminalConformance
      const results = await checkTerminalPlugin(plugin, conformance)
      expect(results.filter((r) => !r.passed)).toEqual([])
      expect(results.map((r) => r.name).slice(0, TERMINAL_CASE_NAMES.length)).toEqual([...TERMINAL_CASE_NAMES])
      expect(results.filter((r) => r.name.startsWith('example: ')).length).toBeGreaterThanOrEqual(1)
    })
  })

  describe.each(plugins.filter((p) => !p.manifest.terminal).map((p) => [p.manifest.id, p] as const))('%s', (id, plugin) => {
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
