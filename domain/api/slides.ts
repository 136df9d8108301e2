import type { PlanType } from '../plans/entitlement'

/** The slide library and a lesson's deck (docs/learner-api.md "Slides"). */

export interface DeckItem {
  title: string | null
  body: string | null
  code: string | null
  videoUrl: string | null
  image: { url: string; width: number | null; height: number | null } | null
}

/** One deck as the slide calls answer it: what the library and lesson pages draw. */
export interface Deck {
  id: number
  title: string
  version: 'v1' | 'v2' | 'v3'
  planType: PlanType
  lesson: { id: number; title: string; languageName: string; category: string; order: number; url: string }
  /** Where the last slide leads: the lesson's first exercise, or the lesson page when it has none. */
  exerciseUrl: string
  favorite: boolean
  items: DeckItem[]
}

/** GET /api/slides/library_search and /api/slides/load: a page of decks and whether it is the last. */
export interface DecksAnswer {
  slides: Deck[]
  isLastSlide: boolean
}

export interface Suggestion {
  id: number
  name: string
}

/** GET /api/slides/search_suggestions. */
export interface SuggestionsAnswer {
  suggestions: Suggestion[]
}

/** GET /api/favorite_slides. */
export interface FavoriteSlidesAnswer {
  favoriteSlides: { id: number; slideId: number }[]
}

/** POST /api/favorite_slides. */
export interface FavoriteSlideRequest {
  slide_id: number
}

export interface FavoriteSlideAnswer {
  favoriteSlide: { id: number; slideId: number }
}
