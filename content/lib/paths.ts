import path from 'node:path'
import { rootDir } from '@domain/repoPaths'

/** The curriculum folder: the starter curriculum shipped in the repository unless CONTENT_DIR names another. */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(rootDir, 'content'))
