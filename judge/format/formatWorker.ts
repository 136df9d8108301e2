/**
 * The format worker thread: formats one file per message and answers. Parsing hostile input can take long or
 * use much memory; in this thread it costs only the thread, which the host ends at its time limit
 * (formatService.ts) and replaces.
 */
import { parentPort } from 'node:worker_threads'
import { errorLine, FORMATTERS } from './formatters.ts'

type Request = { id: number; extension: string; code: string }

parentPort!.on('message', async ({ id, extension, code }: Request) => {
  const formatter = FORMATTERS[extension]
  if (!formatter) return parentPort!.postMessage({ id, ok: false, unsupported: true })
  try {
    parentPort!.postMessage({ id, ok: true, content: await formatter(code) })
  } catch (error) {
    parentPort!.postMessage({ id, ok: false, line: errorLine(error) })
  }
})
