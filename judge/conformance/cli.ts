/** npm run plugin:check <id> — runs the conformance kit against plugins/<id>. */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadPlugin, pluginsDir } from '../pluginHost/loader'
import type { ConformancePrograms, TerminalConformance } from '@plugins/conformance'
import { PageRenderer } from '../image/renderer'
import { checkPlugin } from './kit'
import { checkTerminalPlugin } from './terminalKit'

const id = process.argv[2]
if (!id) {
  console.error('usage: npm run plugin:check <plugin id>')
  process.exit(2)
}
const folder = path.join(pluginsDir, id)
const plugin = loadPlugin(folder)
const conformance = (await import(pathToFileURL(path.join(folder, 'conformance.ts')).href)).default as ConformancePrograms | TerminalConformance
// A terminal plugin faces the terminal cases (docs/terminal.md "Conformance"), every other the run cases.
const results = plugin.manifest.terminal
  ? await checkTerminalPlugin(plugin, conformance as TerminalConformance)
  : await (async () => {
      const renderer = new PageRenderer()
      return checkPlugin(plugin, conformance as ConformancePrograms, renderer).finally(() => renderer.close())
    })()
for (const r of results) console.log(`${r.passed ? 'pass' : 'FAIL'}  ${r.name.padEnd(20)} ${r.detail}`)
const failed = results.filter((r) => !r.passed).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
