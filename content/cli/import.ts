/** npm run content:import [-- <folder>] — upserts the curriculum files into the CMS. */
import path from 'node:path'
import { payloadInstance } from '@cms/getPayload'
import { migrate } from '@cms/bootstrap/migrate'
import { ContentError } from '../lib/errors'
import { importCurriculum } from '../lib/import'
import { checkPageLanguages, readPluginLanguages } from '../lib/pageLanguages'
import { contentDir } from '../lib/paths'
import { readCurriculum } from '../lib/read'
import { progressBar } from './progress'

const root = path.resolve(process.argv[2] ?? contentDir)
try {
  const curriculum = readCurriculum(root)
  checkPageLanguages(curriculum, readPluginLanguages())
  const payload = await payloadInstance()
  await migrate(payload)
  const bar = progressBar()
  const stats = await importCurriculum(payload, curriculum, bar.listener)
  bar.stop()
  console.log(`Imported ${path.relative(process.cwd(), root) || '.'}: ${stats.created} created, ${stats.updated} updated, ${stats.unchanged} unchanged.`)
  process.exit(0)
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`Content error in ${error.message}`)
    process.exit(1)
  }
  throw error
}
