import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { slideRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import {
  addLessonIds,
  initialState,
  mirrorToQuery,
  moveSuggestion,
  optionFromQuery,
  removeLessonIds,
  searchQuery,
  searchResult,
  setDisplayedId,
  setFavorite,
  setFilterPanelOpen,
  setSearchOption,
  setSearchWord,
  setSuggestions,
  shouldFetchSuggestions,
  startSearching,
  toggleLanguageId,
  visibleSuggestions,
  type Deck,
  type LibraryState,
  type SearchOption,
  type Suggestion,
} from '../../lib/slideLibraryState'
import { loadSession } from '../../stores/session'
import { SlideViewer, type ViewerStrings } from './SlideViewer'
import './slides.css'

export interface LibraryStrings extends ViewerStrings {
  title: string
  search: string
  searchLabel: string
  suggestions: string
  all: string
  favorites: string
  filters: string
  courses: string
  lessons: string
  loadMore: string
  searching: string
  noResults: string
  addFavorite: string
  removeFavorite: string
  close: string
  paid: string
  resultCount: string
}

export interface LibraryCourse {
  languageName: string
  title: string
  lessons: { id: number; title: string }[]
}

interface Props {
  strings: LibraryStrings
  localePrefix: string
  courses: LibraryCourse[]
  signInHref: string
}


/**
 * /slides (issue #7, docs/site.md "Slide library"): the slide-library header with the search (suggestions for the
 * first typed character, narrowed as one types, up/down and Enter to pick one), the all/favourites tabs, the
 * filter by course or lesson (a panel that opens on small screens), the decks with favourite toggles and
 * "load more", and the deck viewer. The search word, displayed deck and lesson ids live in the query string,
 * so a copied URL restores the view. The state rules are in lib/slideLibraryState.ts.
 */
export default function SlideLibrary({ strings, localePrefix, courses, signInHref }: Props) {
  const [state, setState] = useState<LibraryState>(() => initialState())
  const [ready, setReady] = useState(false)
  const [viewed, setViewed] = useState<Deck | null>(null)
  const searchSeq = useRef(0)
  const ids = { input: useId(), list: useId(), panel: useId(), tabAll: useId(), tabFav: useId(), results: useId() }
  const update = useCallback((change: (s: LibraryState) => LibraryState) => setState((s) => change(s)), [])

  // Signed-in only; the URL restores the option (all five options replaced at once).
  useEffect(() => {
    void loadSession().then(({ user }) => {
      if (!user) return window.location.assign(signInHref)
      update((s) => setSearchOption(s, optionFromQuery(window.location.search)))
      setReady(true)
    })
  }, [signInHref, update])

  const runSearch = useCallback(async (option: SearchOption, offset: number) => {
    const seq = ++searchSeq.current
    update(startSearching)
    const answer = await learnerCall(slideRoutes.librarySearch, { query: new URLSearchParams(searchQuery(option, offset)) })
    if (seq !== searchSeq.current) return
    update((s) => searchResult(s, answer.ok && answer.body ? answer.body : { slides: [], isLastSlide: true }, offset > 0))
  }, [update])

  // A new search when the options change; typing waits a moment so each keystroke does not search.
  const { searchWord, lessonIds, languageIds, favoriteFlag, displayedId } = state.option
  const filterKey = JSON.stringify([lessonIds, languageIds, favoriteFlag])
  useEffect(() => {
    if (!ready) return
    const timer = setTimeout(() => void runSearch({ ...state.option }, 0), 250)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, searchWord, filterKey, runSearch])

  // The mirrored options in the query string (replaceState: the back button leaves the library, as before).
  useEffect(() => {
    if (!ready) return
    const query = mirrorToQuery(state.option, window.location.search)
    if (query !== window.location.search) window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`)
  }, [ready, state.option])

  // Suggestions for the first character; longer words narrow what was fetched.
  useEffect(() => {
    if (!ready || !shouldFetchSuggestions(searchWord)) return
    let current = true
    void learnerCall(slideRoutes.searchSuggestions, { query: { search_word: searchWord.trim() } }).then((answer) => {
      if (current && answer.body?.suggestions) update((s) => setSuggestions(s, answer.body!.suggestions))
    })
    return () => {
      current = false
    }
  }, [ready, searchWord, update])

  // The displayed deck: from the results, else loaded by id (a copied URL, a picked suggestion).
  useEffect(() => {
    if (displayedId === null) return setViewed(null)
    const listed = state.slides.find((d) => d.id === displayedId)
    if (listed) return setViewed(listed)
    let current = true
    void learnerCall(slideRoutes.load, { query: { displayed_id: displayedId } }).then((answer) => {
      if (current) setViewed(answer.body?.slides?.[0] ?? null)
    })
    return () => {
      current = false
    }
  }, [displayedId, state.slides])

  const shown = visibleSuggestions(state)
  const pick = (suggestion: Suggestion) => update((s) => setDisplayedId(setSuggestions(setSearchWord(s, suggestion.name), []), suggestion.id))
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      update((s) => moveSuggestion(s, event.key === 'ArrowDown' ? 'down' : 'up'))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chosen = shown[state.suggestionIndex]
      if (chosen) pick(chosen)
      else {
        update((s) => setSuggestions(s, []))
        void runSearch(state.option, 0)
      }
    } else if (event.key === 'Escape') update((s) => setSuggestions(s, []))
  }

  const toggleFavorite = async (deck: Deck) => {
    const answer = deck.favorite
      ? await learnerCall(slideRoutes.removeFavorite, { params: { slideId: deck.id } })
      : await learnerCall(slideRoutes.addFavorite, { body: { slide_id: deck.id } })
    if (answer.ok || answer.status === 404) {
      update((s) => setFavorite(s, deck.id, !deck.favorite))
      if (viewed?.id === deck.id) setViewed({ ...viewed, favorite: !deck.favorite })
    }
  }

  const setTab = (favorites: boolean) => update((s) => setSearchOption(s, { ...s.option, favoriteFlag: favorites }))
  const activeId = state.suggestionIndex >= 0 && shown[state.suggestionIndex] ? `${ids.list}-${state.suggestionIndex}` : undefined

  return (
    // data-ready: the session is known and the controls work (the server-rendered ones do nothing before).
    <div className="slide-library" data-ready={ready}>
      <header className="slide-library-header">
        <h1>{strings.title}</h1>
        <form role="search" className="slide-search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={ids.input}>{strings.searchLabel}</label>
          <div className="slide-search-box">
            <input
              id={ids.input}
              type="search"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={shown.length > 0}
              aria-controls={ids.list}
              aria-activedescendant={activeId}
              value={searchWord}
              placeholder={strings.search}
              onChange={(e) => update((s) => setSearchWord(s, e.target.value))}
              onKeyDown={onSearchKey}
            />
            <ul id={ids.list} role="listbox" aria-label={strings.suggestions} className="slide-suggestions" hidden={shown.length === 0}>
              {shown.map((s, i) => (
                <li key={s.id} id={`${ids.list}-${i}`} role="option" aria-selected={i === state.suggestionIndex} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(s)}>
                  {s.name}
                </li>
              ))}
            </ul>
          </div>
        </form>
        <div role="tablist" aria-label={strings.title} className="slide-tabs">
          <button type="button" role="tab" id={ids.tabAll} aria-selected={!favoriteFlag} aria-controls={ids.results} onClick={() => setTab(false)}>
            {strings.all}
          </button>
          <button type="button" role="tab" id={ids.tabFav} aria-selected={favoriteFlag} aria-controls={ids.results} onClick={() => setTab(true)}>
            {strings.favorites}
          </button>
        </div>
        <button type="button" className="slide-filter-toggle" disabled={!ready} aria-expanded={state.filterPanelOpen} aria-controls={ids.panel} onClick={() => update((s) => setFilterPanelOpen(s, !s.filterPanelOpen))}>
          {strings.filters}
        </button>
      </header>
      <div className="slide-library-body">
        <aside id={ids.panel} className="slide-filters" data-open={state.filterPanelOpen} aria-label={strings.filters}>
          {courses.map((course) => (
            <fieldset key={course.languageName}>
              <legend>
                <label>
                  <input type="checkbox" checked={languageIds.includes(course.languageName)} onChange={() => update((s) => toggleLanguageId(s, course.languageName))} /> {course.title}
                </label>
              </legend>
              <ul>
                {course.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <label>
                      <input type="checkbox" checked={lessonIds.includes(lesson.id)} onChange={(e) => update((s) => (e.target.checked ? addLessonIds(s, [lesson.id]) : removeLessonIds(s, [lesson.id])))} /> {lesson.title}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </aside>
        <div className="slide-results" id={ids.results} role="tabpanel" aria-labelledby={favoriteFlag ? ids.tabFav : ids.tabAll} aria-busy={state.searching}>
          {viewed && (
            <div className="slide-displayed">
              <SlideViewer deck={viewed} strings={strings} localePrefix={localePrefix} />
              <p>
                <button type="button" onClick={() => update((s) => setDisplayedId(s, null))}>
                  {strings.close}
                </button>
              </p>
            </div>
          )}
          <p role="status" className="slide-status">
            {state.searching ? strings.searching : state.slides.length === 0 && ready ? strings.noResults : strings.resultCount.replace('{count}', String(state.slides.length))}
          </p>
          <ul className="slide-cards">
            {state.slides.map((deck) => (
              <li key={deck.id} className="slide-card" data-testid="slide-card" data-deck-id={deck.id} data-displayed={deck.id === displayedId || undefined}>
                <button type="button" className="slide-card-open" aria-current={deck.id === displayedId || undefined} onClick={() => update((s) => setDisplayedId(s, deck.id))}>
                  {deck.title}
                </button>
                <span className="slide-card-lesson">{deck.lesson.title}</span>
                {deck.planType !== 'basic' && <span className="slide-card-plan">{strings.paid.replace('{plan}', deck.planType === 'plus' ? 'PLUS' : 'Professional')}</span>}
                <button type="button" className="slide-card-favorite" aria-pressed={deck.favorite} aria-label={`${deck.favorite ? strings.removeFavorite : strings.addFavorite}: ${deck.title}`} onClick={() => void toggleFavorite(deck)}>
                  {deck.favorite ? '★' : '☆'}
                </button>
              </li>
            ))}
          </ul>
          {!state.isLastSlide && (
            <p>
              <button type="button" className="slide-load-more" disabled={state.searching} onClick={() => void runSearch(state.option, state.slides.length)}>
                {strings.loadMore}
              </button>
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
