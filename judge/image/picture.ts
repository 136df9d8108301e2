import sharp from 'sharp'
import type { Rendering } from './renderer'

/** The largest picture sent to the workspace's image-judge spec (docs/workspace.md "Dialogs"), in px. */
export const PICTURE_MAX = { width: 800, height: 2400 } as const

/** A render as a PNG data: URL for the workspace, scaled down to fit PICTURE_MAX (never up). */
export async function pictureOf(rendering: Rendering): Promise<string> {
  const png = await sharp(rendering.png).resize({ ...PICTURE_MAX, fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}
