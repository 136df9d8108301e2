import type { Payload } from 'payload'
import { importCurriculum, type ImportStats } from './import'
import { checkPageLanguages, readPluginLanguages } from './pageLanguages'
import { contentDir } from './paths'
import { readCurriculum } from './read'

/** On the first start (no course in the CMS yet) imports the starter curriculum; later starts leave the CMS alone. */
export async function importStarterContentOnFirstStart(payload: Payload): Promise<ImportStats | null> {
  const { totalDocs } = await payload.count({ collection: 'courses' })
  if (totalDocs > 0) return null
  const curriculum = readCurriculum(contentDir)
  checkPageLanguages(curriculum, readPluginLanguages())
  return importCurriculum(payload, curriculum)
}
