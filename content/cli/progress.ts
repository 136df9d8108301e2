import { SingleBar, Presets } from 'cli-progress'
import type { ProgressListener } from '../lib/import'

/** A terminal progress bar when stdout is a terminal; one line per 10% otherwise (CI logs stay short). */
export function progressBar(): { listener: ProgressListener; stop(): void } {
  if (process.stdout.isTTY) {
    const bar = new SingleBar({ format: ' {bar} {value}/{total} {label}', hideCursor: true }, Presets.shades_classic)
    let started = false
    return {
      listener(done, total, label) {
        if (!started) bar.start(total, 0, { label })
        started = true
        bar.update(done, { label })
      },
      stop: () => bar.stop(),
    }
  }
  let lastDecile = -1
  return {
    listener(done, total, label) {
      const decile = Math.floor((done / total) * 10)
      if (decile !== lastDecile) console.log(`  ${String(decile * 10).padStart(3)}% ${done}/${total} ${label}`)
      lastDecile = decile
    },
    stop() {},
  }
}
