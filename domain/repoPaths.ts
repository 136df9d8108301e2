import path from 'node:path'

/**
 * Repository root. npm scripts, tests and the Next build all run from it; PLATFORM_ROOT overrides.
 * (import.meta.url is not used: inside the Next bundle it points into .next/, not at this file.)
 */
export const rootDir = path.resolve(/* turbopackIgnore: true */ process.env.PLATFORM_ROOT ?? process.cwd())
/** Where the embedded default keeps its SQLite file, uploads and secret; DATA_DIR moves it (tests use a temp dir). */
export const dataDir = path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? path.join(rootDir, 'data'))
