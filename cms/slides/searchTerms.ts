import type { Locale } from '@domain/i18n/locales'
import type { Slide } from '../payload-types'

/**
 * The words slide search indexes and looks up, shared by the indexing hook, the search query and the bench's
 * generator so that all three cut text the same way.
 *
 * Latin-script and digit runs are whole words ("select", "css3"). Japanese has no spaces, so a run of kanji,
 * hiragana and katakana is indexed as its overlapping two-character pieces plus its last character alone:
 * any substring of two or more characters is then a set of pieces that all occur, and any single character
 * is the start of some piece or the last character. A query word matches terms that start with it, so typing
 * "sel" finds "select" and "関" finds "関数"; every word of a query must match (AND).
 */
const RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+|[\p{L}\p{N}]+/gu
const JAPANESE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u

/** Longest term kept; longer words are cut (a prefix query still finds them). */
export const MAX_TERM_LENGTH = 32
/** Most distinct terms kept per deck and locale, so that one huge deck cannot bloat the index. */
export const MAX_TERMS_PER_DECK = 2000

const normalise = (text: string) => text.normalize('NFKC').toLowerCase()

function piecesOf(run: string): string[] {
  if (!JAPANESE.test(run)) return [run.slice(0, MAX_TERM_LENGTH)]
  const chars = [...run]
  if (chars.length === 1) return chars
  const pieces: string[] = []
  for (let i = 0; i + 1 < chars.length; i++) pieces.push(chars[i] + chars[i + 1])
  pieces.push(chars[chars.length - 1])
  return pieces
}

/** The distinct terms of a text, as the index stores them. */
export function indexTerms(text: string): string[] {
  const terms = new Set<string>()
  for (const [run] of normalise(text).matchAll(RUNS)) {
    for (const piece of piecesOf(run)) {
      terms.add(piece)
      if (terms.size >= MAX_TERMS_PER_DECK) return [...terms]
    }
  }
  return [...terms]
}

/**
 * The prefixes a search word asks for, each to be matched as "some term starts with it". Japanese runs give
 * their two-character pieces (a one-character run stays one character); redundant prefixes are dropped.
 */
export function queryPrefixes(word: string): string[] {
  const prefixes = new Set<string>()
  for (const [run] of normalise(word).matchAll(RUNS)) {
    if (!JAPANESE.test(run)) prefixes.add(run.slice(0, MAX_TERM_LENGTH))
    else {
      const chars = [...run]
      if (chars.length === 1) prefixes.add(run)
      for (let i = 0; i + 1 < chars.length; i++) prefixes.add(chars[i] + chars[i + 1])
    }
  }
  return [...prefixes].slice(0, 8)
}

/** The exclusive upper bound of the terms starting with `prefix`, for an index range scan (term >= p AND term < end). */
export const prefixEnd = (prefix: string) => prefix + '\u{10FFFF}'

/** A deck title as suggestions compare it: normalised and lower-cased. */
export const titleKey = (title: string) => normalise(title).trim().slice(0, 200)

/** The text of a deck that search reads in one locale: its title, then each slide's title, text and code. */
export const deckText = (deck: Pick<Slide, 'title' | 'items'>) =>
  [deck.title, ...(deck.items ?? []).flatMap((item) => [item.title, item.body, item.code])].filter(Boolean).join('\n')

/** The index rows of one deck in one locale (cms/collections/SlideSearchTerms). */
export const deckRows = (slideId: number | string, locale: Locale, deck: Pick<Slide, 'title' | 'items'>) => [
  { slide: slideId, locale, kind: 'title', term: titleKey(deck.title ?? '') },
  ...indexTerms(deckText(deck)).map((term) => ({ slide: slideId, locale, kind: 'text', term })),
]
