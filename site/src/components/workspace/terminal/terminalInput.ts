/** The largest `terminal:write` the protocol accepts (domain/socket/events.ts). */
export const MAX_WRITE_CHARS = 16_000

/** Writes waiting for their acknowledgement at once: the socket refuses more than 32 waiting events (docs/workspace.md "Real-time socket"). */
const MAX_IN_FLIGHT = 4

/** An escape sequence as a terminal sends it for one key: CSI (`ESC [ … final`), SS3 (`ESC O x`) or ESC and one character. */
const SEQUENCE = /^\x1b(?:\[[0-?]*[ -/]*[@-~]|O[\s\S]|[\s\S])?/

/**
 * Where the piece of `data` starting at `from` ends: at most `max` characters, never inside a surrogate pair or an
 * escape sequence, since the server's line editor reads a key whole only within one event (docs/terminal.md "The session").
 */
export function pieceEnd(data: string, from: number, max = MAX_WRITE_CHARS): number {
  let end = Math.min(from + max, data.length)
  if (end === data.length) return end
  const code = data.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff && end - 1 > from) end -= 1
  const escape = data.lastIndexOf('\x1b', end - 1)
  if (escape > from && escape >= end - 32) {
    const sequence = SEQUENCE.exec(data.slice(escape, escape + 32))
    if (sequence && escape + sequence[0].length > end) end = escape
  }
  return end
}

/** `data` in pieces the protocol accepts (see pieceEnd). */
export function splitInput(data: string, max = MAX_WRITE_CHARS): string[] {
  const pieces: string[] = []
  for (let from = 0; from < data.length; ) {
    const end = pieceEnd(data, from, max)
    pieces.push(data.slice(from, end))
    from = end
  }
  return pieces
}

/**
 * The learner's keys on their way to the shell: what arrives within one animation frame goes as one event, a long
 * paste in pieces, and only a few events wait for their acknowledgement at once (the rest waits here, in order).
 */
export class InputSender {
  private pending = ''
  private scheduled = false
  private inFlight = 0

  constructor(
    private readonly send: (data: string) => Promise<unknown>,
    private readonly schedule: (flush: () => void) => void = (flush) => void requestAnimationFrame(flush),
    private readonly max = MAX_WRITE_CHARS,
  ) {}

  write(data: string) {
    this.pending += data
    this.plan()
  }

  /** Forgets what was not sent yet (the shell it was typed for is gone). */
  drop() {
    this.pending = ''
  }

  private plan() {
    if (this.scheduled || !this.pending || this.inFlight >= MAX_IN_FLIGHT) return
    this.scheduled = true
    this.schedule(() => {
      this.scheduled = false
      this.flush()
    })
  }

  private flush() {
    while (this.pending && this.inFlight < MAX_IN_FLIGHT) {
      const piece = this.pending.slice(0, pieceEnd(this.pending, 0, this.max))
      this.pending = this.pending.slice(piece.length)
      this.inFlight += 1
      void this.send(piece)
        .catch(() => undefined)
        .finally(() => {
          this.inFlight -= 1
          this.plan()
        })
    }
  }
}
