/** npm run content:export [-- <folder>] — writes the CMS's curriculum back into files. */
import path from 'node:path'
import { payloadInstance } from '@cms/getPayload'
import { exportCurriculum } from '../lib/export'
import { contentDir } from '../lib/paths'
import { writeCurriculum } from '../lib/write'

const root = path.resolve(process.argv[2] ?? contentDir)
const payload = await payloadInstance()
const curriculum = await exportCurriculum(payload)
writeCurriculum(root, curriculum)
const pages = curriculum.courses.flatMap((c) => c.lessons).reduce((n, l) => n + l.pages.length, 0)
console.log(`Exported ${curriculum.courses.length} courses and ${pages} pages to ${path.relative(process.cwd(), root) || '.'}.`)
process.exit(0)
