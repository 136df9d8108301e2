import { z } from 'zod'
import { LANGUAGE_NAMES } from '@domain/languageNames'

/** Decks per answer of library_search and load (docs/site.md "Slide library": 20 at a time). */
export const SLIDE_PAGE_SIZE = 20
/** Suggestions per answer (docs/site.md "Slide library"). */
export const SUGGESTION_LIMIT = 5

/** A query parameter that may be repeated (`lesson_ids=1&lesson_ids=2`, Rails' `lesson_ids[]=1`) or comma-separated. */
const listParam = (params: URLSearchParams, name: string) =>
  [...params.getAll(name), ...params.getAll(`${name}[]`)].flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)

const id = z.coerce.number().int().positive()
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/**
 * The slide library's search option as query parameters (docs/site.md "Slide library": searchWord, lessonIds, favoriteFlag,
 * languageIds, displayedId), snake-cased like every call's query. Language ids are the languages' names
 * (html, sql, …), their unique key. Unknown or malformed values are a 422, not silently dropped.
 */
export const filterOptions = z.object({
  searchWord: z.string().trim().max(100).default(''),
  lessonIds: z.array(id).max(50).transform((ids) => [...new Set(ids)]),
  favoriteFlag: flag.default(false),
  languageIds: z.array(z.enum(LANGUAGE_NAMES)).max(30),
  displayedId: id.optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type FilterOptions = z.infer<typeof filterOptions>

export function readFilterOptions(params: URLSearchParams) {
  return filterOptions.safeParse({
    searchWord: params.get('search_word') ?? undefined,
    lessonIds: listParam(params, 'lesson_ids'),
    favoriteFlag: params.get('favorite_flag') || undefined,
    languageIds: listParam(params, 'language_ids'),
    displayedId: params.get('displayed_id') || undefined,
    offset: params.get('offset') || undefined,
  })
}
