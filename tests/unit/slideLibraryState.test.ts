import { describe, expect, it } from 'vitest'
import {
  addLessonIds,
  emptyOption,
  initialState,
  mirrorToQuery,
  moveSuggestion,
  optionFromQuery,
  searchQuery,
  searchResult,
  setSearchOption,
  setSearchWord,
  setSuggestions,
  shouldFetchSuggestions,
  startSearching,
  toggleLanguageId,
  visibleSuggestions,
  type Deck,
} from '@site/lib/slideLibraryState'

const deck = (id: number) => ({ id, title: `Deck ${id}` }) as Deck
const suggestions = ['Select', 'Selectors', 'Sets', 'sort', 'Strings', 'Styles', 'Other'].map((name, i) => ({ id: i + 1, name }))

describe('slide library state (docs/site.md "Slide library")', () => {
  it('replaces all five options at once when the whole search option is set', () => {
    const before = addLessonIds(toggleLanguageId(setSearchWord(initialState(), 'css'), 'html'), [3])
    const option = { searchWord: 'sql', lessonIds: [7, 7, 8], favoriteFlag: true, languageIds: ['sql'], displayedId: 4 }
    expect(setSearchOption(before, option).option).toEqual({ ...option, lessonIds: [7, 8] })
    expect(setSearchOption(before, emptyOption()).option).toEqual(emptyOption())
  })

  it('toggles a language id in and out, and keeps added lesson ids unique', () => {
    const once = toggleLanguageId(initialState(), 'html')
    expect(once.option.languageIds).toEqual(['html'])
    expect(toggleLanguageId(toggleLanguageId(once, 'sql'), 'html').option.languageIds).toEqual(['sql'])
    expect(addLessonIds(addLessonIds(initialState(), [1, 2, 2]), [2, 3]).option.lessonIds).toEqual([1, 2, 3])
  })

  it('fetches suggestions only for a one-character word, shows prefix matches only, at most 5, and clearing the word empties them', () => {
    expect([shouldFetchSuggestions(''), shouldFetchSuggestions('s'), shouldFetchSuggestions('関'), shouldFetchSuggestions('se')]).toEqual([false, true, true, false])
    const typed = setSuggestions(setSearchWord(initialState(), 's'), suggestions)
    expect(visibleSuggestions(typed).map((s) => s.name)).toEqual(['Select', 'Selectors', 'Sets', 'sort', 'Strings'])
    expect(visibleSuggestions(setSearchWord(typed, 'SELECT')).map((s) => s.name)).toEqual(['Select', 'Selectors'])
    expect(visibleSuggestions(setSearchWord(typed, 'x'))).toEqual([])
    const cleared = setSearchWord(moveSuggestion(typed, 'down'), '')
    expect([cleared.suggestions, cleared.suggestionIndex]).toEqual([[], -1])
  })

  it('moves the suggestion selection with up and down, -1 meaning none', () => {
    let state = setSuggestions(setSearchWord(initialState(), 'sel'), suggestions)
    expect(state.suggestionIndex).toBe(-1)
    state = moveSuggestion(state, 'down')
    state = moveSuggestion(state, 'down')
    expect(state.suggestionIndex).toBe(1)
    expect(moveSuggestion(state, 'down').suggestionIndex).toBe(1)
    expect(moveSuggestion(moveSuggestion(state, 'up'), 'up').suggestionIndex).toBe(-1)
    expect(moveSuggestion(setSearchWord(state, 'zz'), 'down').suggestionIndex).toBe(-1)
  })

  it('ends searching on a result and sets the last-slide flag; load more appends without duplicates', () => {
    const first = searchResult(startSearching(initialState()), { slides: [deck(1), deck(2)], isLastSlide: false }, false)
    expect([first.searching, first.isLastSlide, first.slides.map((d) => d.id)]).toEqual([false, false, [1, 2]])
    const more = searchResult(startSearching(first), { slides: [deck(2), deck(3)], isLastSlide: true }, true)
    expect([more.isLastSlide, more.slides.map((d) => d.id)]).toEqual([true, [1, 2, 3]])
  })

  it('mirrors the search word, displayed slide id and lesson ids into the query string, and restores them', () => {
    const option = { searchWord: 'select from', lessonIds: [4, 9], favoriteFlag: true, languageIds: ['sql'], displayedId: 12 }
    const query = mirrorToQuery(option, '?ref=header&search_word=old')
    expect(query).toBe('?ref=header&search_word=select+from&displayed_id=12&lesson_ids=4%2C9')
    expect(optionFromQuery(query)).toEqual({ ...emptyOption(), searchWord: 'select from', lessonIds: [4, 9], displayedId: 12 })
    expect(mirrorToQuery(emptyOption(), '?search_word=x&displayed_id=2')).toBe('')
    expect(optionFromQuery('?lesson_ids=1,x,1,-2&displayed_id=abc')).toEqual({ ...emptyOption(), lessonIds: [1] })
    expect(searchQuery(option, 20)).toBe('search_word=select+from&lesson_ids=4%2C9&language_ids=sql&favorite_flag=true&offset=20')
  })
})
