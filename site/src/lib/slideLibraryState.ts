/**
 * The slide library's state and its rules (docs/site.md "Slide library"), as pure functions the island calls:
 * setting the whole search option replaces all five options, toggling a language id adds or removes it,
 * added lesson ids stay unique, clearing the search word empties the suggestions, suggestion selection moves
 * with up and down (-1 meaning none), a search result sets the last-slide flag and ends searching, and the
 * search word, displayed slide id and lesson ids are mirrored into the query string.
 */

export interface SearchOption {
  searchWord: string
  lessonIds: number[]
  favoriteFlag: boolean
  /** Language names (html, sql, …): the languages' unique key, as the calls take them. */
  languageIds: string[]
  /** The deck open in the viewer, or null. */
  displayedId: number | null
}

/** The decks and suggestions the slide calls answer (declared once in domain/api/slides.ts). */
export type { Deck, DeckItem, Suggestion } from '@domain/api/slides'
import type { Deck, Suggestion } from '@domain/api/slides'

export interface LibraryState {
  option: SearchOption
  slides: Deck[]
  isLastSlide: boolean
  searching: boolean
  /** What the server suggested for the word's first character; shown narrowed by visibleSuggestions. */
  suggestions: Suggestion[]
  suggestionIndex: number
  filterPanelOpen: boolean
}

/** Suggestions shown at once (docs/site.md "Slide library"). */
export const MAX_SUGGESTIONS = 5

export const emptyOption = (): SearchOption => ({ searchWord: '', lessonIds: [], favoriteFlag: false, languageIds: [], displayedId: null })

export const initialState = (option: SearchOption = emptyOption()): LibraryState => ({
  option,
  slides: [],
  isLastSlide: true,
  searching: false,
  suggestions: [],
  suggestionIndex: -1,
  filterPanelOpen: false,
})

/** Replaces all five options at once (a restored URL, the tabs). */
export const setSearchOption = (state: LibraryState, option: SearchOption): LibraryState => ({ ...state, option: { ...option, lessonIds: unique(option.lessonIds), languageIds: [...new Set(option.languageIds)] } })

export function setSearchWord(state: LibraryState, searchWord: string): LibraryState {
  const next = { ...state, option: { ...state.option, searchWord } }
  return searchWord === '' ? { ...next, suggestions: [], suggestionIndex: -1 } : next
}

export function toggleLanguageId(state: LibraryState, languageId: string): LibraryState {
  const ids = state.option.languageIds
  return { ...state, option: { ...state.option, languageIds: ids.includes(languageId) ? ids.filter((id) => id !== languageId) : [...ids, languageId] } }
}

const unique = (ids: number[]) => [...new Set(ids)]

export const addLessonIds = (state: LibraryState, lessonIds: number[]): LibraryState => ({ ...state, option: { ...state.option, lessonIds: unique([...state.option.lessonIds, ...lessonIds]) } })

export const removeLessonIds = (state: LibraryState, lessonIds: number[]): LibraryState => ({ ...state, option: { ...state.option, lessonIds: state.option.lessonIds.filter((id) => !lessonIds.includes(id)) } })

export const setDisplayedId = (state: LibraryState, displayedId: number | null): LibraryState => ({ ...state, option: { ...state.option, displayedId } })

/** Suggestions are fetched only while the typed word has at most one character (and is not empty: clearing empties them). */
export const shouldFetchSuggestions = (word: string) => [...word.trim()].length === 1

/** The fetched suggestions whose names start with the typed word (case-insensitive), at most 5. */
export function visibleSuggestions(state: LibraryState): Suggestion[] {
  const word = state.option.searchWord.trim().toLowerCase()
  if (!word) return []
  return state.suggestions.filter((s) => s.name.toLowerCase().startsWith(word)).slice(0, MAX_SUGGESTIONS)
}

export const setSuggestions = (state: LibraryState, suggestions: Suggestion[]): LibraryState => ({ ...state, suggestions, suggestionIndex: -1 })

/** Up and down through the visible suggestions; -1 is "none selected" (up from the first returns there). */
export function moveSuggestion(state: LibraryState, direction: 'up' | 'down'): LibraryState {
  const count = visibleSuggestions(state).length
  if (!count) return { ...state, suggestionIndex: -1 }
  const index = direction === 'down' ? Math.min(state.suggestionIndex + 1, count - 1) : Math.max(state.suggestionIndex - 1, -1)
  return { ...state, suggestionIndex: index }
}

export const startSearching = (state: LibraryState): LibraryState => ({ ...state, searching: true })

/** A search result: a first page replaces the list, a further page ("load more") appends; searching ends. */
export function searchResult(state: LibraryState, result: { slides: Deck[]; isLastSlide: boolean }, append: boolean): LibraryState {
  const slides = append ? [...state.slides, ...result.slides.filter((s) => !state.slides.some((d) => d.id === s.id))] : result.slides
  return { ...state, slides, isLastSlide: result.isLastSlide, searching: false }
}

export const setFavorite = (state: LibraryState, id: number, favorite: boolean): LibraryState => ({ ...state, slides: state.slides.map((s) => (s.id === id ? { ...s, favorite } : s)) })

export const setFilterPanelOpen = (state: LibraryState, open: boolean): LibraryState => ({ ...state, filterPanelOpen: open })

/**
 * The option as this page's query string: only the search word, displayed slide id and lesson ids are mirrored
 * (docs/site.md "Slide library"), so a copied URL restores the search, the open deck and the lesson filter; other parameters of
 * the URL are kept.
 */
export function mirrorToQuery(option: SearchOption, current: string): string {
  const params = new URLSearchParams(current)
  for (const name of ['search_word', 'displayed_id', 'lesson_ids']) params.delete(name)
  if (option.searchWord) params.set('search_word', option.searchWord)
  if (option.displayedId !== null) params.set('displayed_id', String(option.displayedId))
  if (option.lessonIds.length) params.set('lesson_ids', option.lessonIds.join(','))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The option a URL's query string restores (the rest at their defaults); malformed ids are dropped. */
export function optionFromQuery(search: string): SearchOption {
  const params = new URLSearchParams(search)
  const ids = (params.get('lesson_ids') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0)
  const displayed = Number(params.get('displayed_id'))
  return { ...emptyOption(), searchWord: params.get('search_word') ?? '', lessonIds: unique(ids), displayedId: Number.isInteger(displayed) && displayed > 0 ? displayed : null }
}

/** The query of library_search / load for an option and an offset. */
export function searchQuery(option: SearchOption, offset = 0): string {
  const params = new URLSearchParams()
  if (option.searchWord.trim()) params.set('search_word', option.searchWord.trim())
  if (option.lessonIds.length) params.set('lesson_ids', option.lessonIds.join(','))
  if (option.languageIds.length) params.set('language_ids', option.languageIds.join(','))
  if (option.favoriteFlag) params.set('favorite_flag', 'true')
  if (offset) params.set('offset', String(offset))
  return params.toString()
}
