import sharp from 'sharp'
import type { CertificateLayout } from './certificateLayout'
import { layoutToSvg } from './certificateSvg'

/** Rasterizes a layout to a PNG of the given size with sharp (librsvg): the SVG holds outlines only, no fonts to find. */
export async function layoutToPng(layout: CertificateLayout, pixelWidth: number, pixelHeight: number): Promise<Buffer> {
  return sharp(Buffer.from(layoutToSvg(layout, pixelWidth, pixelHeight))).png().toBuffer()
}
