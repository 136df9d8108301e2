import sharp from 'sharp'
import { IMAGE_JUDGE, type ImageJudgeErrorKind } from './constants'
import type { Rendering } from './renderer'

export interface ImageComparison {
  passed: boolean
  kind?: ImageJudgeErrorKind
  yours?: number
  answer?: number
  histogram: number
  contours: number
}

interface Raw {
  data: Buffer
  width: number
  height: number
}

const raw = async (png: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * Compares the learner's rendering with the answer's: sizes first (reported as yours/answer px), then colour
 * histograms tile by tile (crop × crop tiles, mean intersection ≥ histogramThreshold), then edges (the share
 * of pixels whose Sobel edge state differs, in %, ≤ contourThreshold).
 */
export async function compareRenderings(yours: Rendering, answer: Rendering): Promise<ImageComparison> {
  if (yours.width !== answer.width) return { passed: false, kind: 'WIDTH', yours: yours.width, answer: answer.width, histogram: 0, contours: 100 }
  if (yours.height !== answer.height) return { passed: false, kind: 'HEIGHT', yours: yours.height, answer: answer.height, histogram: 0, contours: 100 }
  const [a, b] = await Promise.all([raw(yours.png), raw(answer.png)])
  const histogram = tileHistogramSimilarity(a, b)
  if (histogram < IMAGE_JUDGE.histogramThreshold) return { passed: false, kind: 'HISTOGRAM', histogram, contours: edgeDifference(a, b) }
  const contours = edgeDifference(a, b)
  if (contours > IMAGE_JUDGE.contourThreshold) return { passed: false, kind: 'CONTOURS', histogram, contours }
  return { passed: true, histogram, contours }
}

const BINS = 16

function tileHistogramSimilarity(a: Raw, b: Raw): number {
  const size = IMAGE_JUDGE.crop
  let total = 0
  let tiles = 0
  for (let y0 = 0; y0 < a.height; y0 += size) {
    for (let x0 = 0; x0 < a.width; x0 += size) {
      const ha = histogram(a, x0, y0, size)
      const hb = histogram(b, x0, y0, size)
      let common = 0
      let count = 0
      for (let i = 0; i < ha.length; i++) {
        common += Math.min(ha[i], hb[i])
        count += ha[i]
      }
      total += count ? common / count : 1
      tiles++
    }
  }
  return tiles ? total / tiles : 1
}

function histogram(img: Raw, x0: number, y0: number, size: number): Uint32Array {
  const h = new Uint32Array(BINS * 3)
  for (let y = y0; y < Math.min(y0 + size, img.height); y++) {
    for (let x = x0; x < Math.min(x0 + size, img.width); x++) {
      const i = (y * img.width + x) * 3
      for (let c = 0; c < 3; c++) h[c * BINS + ((img.data[i + c] * BINS) >> 8)]++
    }
  }
  return h
}

/** % of pixels that are an edge in one rendering but not in the other. */
function edgeDifference(a: Raw, b: Raw): number {
  const ea = edges(a)
  const eb = edges(b)
  let differing = 0
  for (let i = 0; i < ea.length; i++) if (ea[i] !== eb[i]) differing++
  return (100 * differing) / ea.length
}

function edges(img: Raw): Uint8Array {
  const { width, height, data } = img
  const gray = new Float32Array(width * height)
  for (let i = 0; i < gray.length; i++) gray[i] = 0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2]
  const out = new Uint8Array(width * height)
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = (dx: number, dy: number) => gray[(y + dy) * width + x + dx]
      const gx = p(1, -1) + 2 * p(1, 0) + p(1, 1) - p(-1, -1) - 2 * p(-1, 0) - p(-1, 1)
      const gy = p(-1, 1) + 2 * p(0, 1) + p(1, 1) - p(-1, -1) - 2 * p(0, -1) - p(1, -1)
      out[y * width + x] = gx * gx + gy * gy > 100 * 100 ? 1 : 0
    }
  }
  return out
}
