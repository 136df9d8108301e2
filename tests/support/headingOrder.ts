import * as cheerio from 'cheerio'
import { NOT_SHOWN } from './pageLinks'

/**
 * The heading-level jumps of a page as it arrives (axe's heading-order rule, read from the markup): each
 * heading more than one level below the one before it ("h1 → h3"). Going back up is fine. Content a script
 * reveals later is left to axe in the browser.
 */
export function headingJumps(html: string): string[] {
  const $ = cheerio.load(html)
  const jumps: string[] = []
  let previous = 0
  $('h1, h2, h3, h4, h5, h6').each((_, element) => {
    if ($(element).closest(NOT_SHOWN).length > 0) return
    const level = Number(element.tagName.slice(1))
    const text = $(element).text().trim().replace(/\s+/g, ' ').slice(0, 40)
    if (previous > 0 && level > previous + 1) jumps.push(`h${previous} → h${level} "${text}"`)
    previous = level
  })
  return jumps
}
