import { createHash } from 'node:crypto'
import type { Rendering } from './renderer'

const MAX_KEPT = 100
const renders = new Map<string, Promise<Rendering>>()

/**
 * The model answer's render, kept by its document (bounded): every submission of the page and the spec
 * modal's target picture reuse one render until the answer changes. A failed render is not kept.
 */
export function answerRender(preview: string, render: (html: string) => Promise<Rendering>): Promise<Rendering> {
  const key = createHash('sha256').update(preview).digest('hex')
  let rendering = renders.get(key)
  if (!rendering) {
    rendering = render(preview)
    renders.set(key, rendering)
    rendering.catch(() => renders.delete(key))
    if (renders.size > MAX_KEPT) renders.delete(renders.keys().next().value!)
  }
  return rendering
}
