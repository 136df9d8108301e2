/** npm run plugin:check <id> — runs the conformance kit against plugins/<id>. */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadPlugin, pluginsDir } from '../pluginHost/loader'
import type { ConformancePrograms } from '@plugins/conformance'
import { PageRenderer } from '../image/renderer'
import { checkPlugin } from './kit'

const id = process.argv[2]
if (!id) {
  console.error('usage: npm run plugin:check <plugin id>')
  process.exit(2)
}
const folder = path.join(pluginsDir, id)
const plugin = loadPlugin(folder)
const programs = (await import(pathToFileURL(path.join(folder, 'conformance.ts')).href)).default as ConformancePrograms
const renderer = new PageRenderer()
const results = await checkPlugin(plugin, programs, renderer).finally(() => renderer.close())
for (const r of results) console.log(`${r.passed ? 'pass' : 'FAIL'}  ${r.name.padEnd(20)} ${r.detail}`)
const failed = results.filter((r) => !r.passed).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
