import type { Payload } from 'payload'
import { importCurriculum, type ImportStats } from '../../content/lib/import'
import { contentDir } from '../../content/lib/paths'
import { readCurriculum } from '../../content/lib/read'

/** On the first start (no course in the CMS yet) imports the starter curriculum; later starts leave the CMS alone. */
export async function importStarterContentOnFirstStart(payload: Payload): Promise<ImportStats | null> {
  const { totalDocs } = await payload.count({ collection: 'courses' })
  if (totalDocs > 0) return null
  return importCurriculum(payload, readCurriculum(contentDir))
}
