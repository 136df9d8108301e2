import type { UploadFieldSingleValidation } from 'payload'
import type { Media } from '../../payload-types'

/** Original image sizes per deck version (docs/content.md "Slides"); staff upload slide images at these sizes. */
export const SLIDE_IMAGE_SIZES = { v1: [1960, 1200], v2: [1960, 1488], v3: [1824, 1380] } as const
export type SlideVersion = keyof typeof SLIDE_IMAGE_SIZES

/**
 * A slide's image must have its deck version's original size, so every slide of a deck fills the viewer's
 * frame the same way; staff get the expected and the actual size when it does not.
 */
export const slideImageSize: UploadFieldSingleValidation = async (value, { req, data }) => {
  if (value === null || value === undefined) return true
  const media = typeof value === 'object' ? (value as unknown as Media) : await req.payload.findByID({ collection: 'media', id: value as number, depth: 0, disableErrors: true, req })
  if (!media || !media.mimeType?.startsWith('image/') || media.mimeType === 'image/svg+xml') return 'A slide image must be a PNG, JPEG or WebP picture.'
  const version = ((data as { version?: SlideVersion } | undefined)?.version ?? 'v3') as SlideVersion
  const [width, height] = SLIDE_IMAGE_SIZES[version] ?? SLIDE_IMAGE_SIZES.v3
  if (media.width === width && media.height === height) return true
  return `Slide images of a ${version} deck must be ${width}x${height} pixels; this one is ${media.width ?? '?'}x${media.height ?? '?'}.`
}
