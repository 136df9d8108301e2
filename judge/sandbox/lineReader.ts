import type { Readable } from 'node:stream'

/**
 * Splits a stream from an untrusted process into lines, refusing any line longer than `maxBytes` (the other
 * side could otherwise make the judge buffer without end): `onTooLong` is called once and reading stops.
 */
export function readLines(stream: Readable, maxBytes: number, onLine: (line: string) => void, onTooLong: () => void) {
  let pending: Buffer[] = []
  let size = 0
  let stopped = false
  stream.on('data', (chunk: Buffer) => {
    if (stopped) return
    let start = 0
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, i))
      const line = Buffer.concat(pending).toString('utf8')
      pending = []
      size = 0
      start = i + 1
      onLine(line)
    }
    const rest = chunk.subarray(start)
    size += rest.length
    if (size > maxBytes) {
      stopped = true
      pending = []
      return onTooLong()
    }
    if (rest.length) pending.push(rest)
  })
}
