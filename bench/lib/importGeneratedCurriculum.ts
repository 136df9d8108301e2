/**
 * Child process of the site benchmark: migrates the database of DATA_DIR and imports a generated curriculum
 * into it with the content importer, before a platform is started on it (SQLite has one writer at a time).
 * Usage: node --import tsx bench/lib/importGeneratedCurriculum.ts '{"courses":20,"lessonsPerCourse":50,"pagesPerLesson":2}'
 * Prints one JSON line: the importer's counts.
 */
import { z } from 'zod'
import { migrate } from '@cms/bootstrap/migrate'
import { payloadInstance } from '@cms/getPayload'
import { importCurriculum } from '@content/lib/import'
import { generateCurriculum } from './generatedCurriculum'

const size = z
  .object({ courses: z.number().int().min(1), lessonsPerCourse: z.number().int().min(1), pagesPerLesson: z.number().int().min(1) })
  .parse(JSON.parse(process.argv[2] ?? '{}'))
const payload = await payloadInstance()
await migrate(payload)
const stats = await importCurriculum(payload, generateCurriculum(size))
// Written to a pipe, so exit only once it has been flushed.
process.stdout.write(`${JSON.stringify(stats)}\n`, () => process.exit(0))
