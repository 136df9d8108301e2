import * as cheerio from 'cheerio'

/**
 * What one built page points at and offers, read from its markup (docs/site.md "No dead ends"): every address
 * in an attribute a browser follows or loads, the ids its fragments can land on, and the links and buttons
 * that lead nowhere by their markup alone.
 */
export interface PageLinks {
  /** Addresses as written (relative ones are resolved against the page later). */
  targets: PageTarget[]
  /** Every `id` and `<a name>` on the page: what `#fragment` links to it may name. */
  ids: Set<string>
  /** "what → why" for each link or button that is a dead end whatever the server answers. */
  deadEnds: string[]
}

export interface PageTarget {
  /** `a href`, `form action`, `img srcset`, …: where on the page the address is. */
  source: string
  address: string
  /** A form's method (the checker only reads, so only GET forms are requested). */
  method?: string
}

/** Attributes whose address the browser loads or follows, by element. */
const ADDRESS_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['source[src]', 'src'],
  ['iframe[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['track[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
  ['input[type=image][src]', 'src'],
  ['button[formaction]', 'formaction'],
]
const SRCSET_ELEMENTS = ['img[srcset]', 'source[srcset]', 'link[imagesrcset]']
/** Meta tags whose content is an address shared pages are shown with. */
const ADDRESS_METAS = ['meta[property="og:url"]', 'meta[property="og:image"]', 'meta[name="twitter:image"]']

/** An element as cheerio wraps it. */
type Wrapped = ReturnType<cheerio.CheerioAPI>

/** Markup a visitor does not get on arrival: hidden until a script shows it, closed dialogs, templates. */
export const NOT_SHOWN = '[hidden], dialog:not([open]), template, noscript, [aria-hidden="true"]'

/** A link that goes nowhere by its markup: no address, only "#", or script in place of an address. */
const NOWHERE = /^\s*(#?|javascript:.*)\s*$/is

export function pageLinks(html: string): PageLinks {
  const $ = cheerio.load(html)
  const targets: PageTarget[] = []
  const deadEnds: string[] = []
  const tagOf = (selector: string) => selector.replace(/\[.*$/, '')
  for (const [selector, attribute] of ADDRESS_ATTRIBUTES) {
    const tag = tagOf(selector)
    $(selector).each((_, element) => {
      const address = $(element).attr(attribute)!
      const source = `${tag} ${attribute}`
      if (tag === 'a' && NOWHERE.test(address)) deadEnds.push(`<a href="${address}"> "${label($(element))}" → leads nowhere`)
      else targets.push({ source, address: address.trim() })
    })
  }
  for (const selector of SRCSET_ELEMENTS) {
    const tag = tagOf(selector)
    const attribute = tag === 'link' ? 'imagesrcset' : 'srcset'
    $(selector).each((_, element) => {
      for (const candidate of $(element).attr(attribute)!.split(/,\s+/)) {
        const address = candidate.trim().split(/\s+/)[0]
        if (address) targets.push({ source: `${tag} ${attribute}`, address })
      }
    })
  }
  for (const selector of ADDRESS_METAS) $(selector).each((_, element) => void targets.push({ source: `meta ${$(element).attr('property') ?? $(element).attr('name')}`, address: $(element).attr('content')!.trim() }))
  $('form[action]').each((_, element) => {
    targets.push({ source: 'form action', address: $(element).attr('action')!.trim(), method: ($(element).attr('method') ?? 'get').toLowerCase() })
  })
  // An <a> without href is a placeholder a script makes a link (certificate downloads); shown like that on arrival it leads nowhere.
  $('a:not([href])').each((_, element) => {
    if (!$(element).attr('name') && $(element).closest(NOT_SHOWN).length === 0) deadEnds.push(`<a> "${label($(element))}" without href, shown on arrival → leads nowhere`)
  })
  $('button').each((_, element) => {
    const problem = buttonProblem($(element), element.attribs)
    if (problem) deadEnds.push(`<button> "${label($(element))}" → ${problem}`)
  })
  return { targets, ids: pageIds($), deadEnds }
}

/** Where a `#fragment` can land on a page: every `id`, and the `name` of an `<a>`. */
export function pageIds($: cheerio.CheerioAPI): Set<string> {
  const ids = new Set<string>()
  $('[id]').each((_, element) => void ids.add($(element).attr('id')!))
  $('a[name]').each((_, element) => void ids.add($(element).attr('name')!))
  return ids
}

/**
 * A button inside a form submits or resets it. Outside one it does only what a script binds to it, so it must
 * say type="button" and carry something a script finds it by (an id, a data- attribute, aria-controls or
 * popovertarget). React islands bind their buttons themselves: their markup carries no such hook.
 */
function buttonProblem(button: Wrapped, attribs: Record<string, string>): string | null {
  if (button.closest('form').length > 0 || button.attr('form')) return null
  if (button.closest('astro-island').length > 0) return null
  if (button.attr('type') !== 'button') return 'outside a form without type="button"'
  const attributes = Object.keys(attribs)
  const hooked = attributes.some((name) => name === 'id' || name.startsWith('data-') || name === 'aria-controls' || name === 'popovertarget' || name === 'commandfor')
  return hooked ? null : 'nothing a script could bind it by (no id, data- attribute, aria-controls or popovertarget)'
}

const label = (element: Wrapped) => {
  const text = (element.text().trim() || element.attr('aria-label') || '').replace(/\s+/g, ' ')
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}
