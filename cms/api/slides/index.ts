import type { Endpoint } from 'payload'
import { addFavoriteSlide, listFavoriteSlides, removeFavoriteSlide } from './favoriteSlidesEndpoints'
import { librarySearch, loadSlides, searchSuggestions } from './slidesEndpoints'

/** The slide library's calls under /api/slides (docs/learner-api.md "Slides"). */
export const slidesLibraryEndpoints: Endpoint[] = [librarySearch, loadSlides, searchSuggestions]

/** The favourite decks under /api/favorite_slides. */
export const favoriteSlidesLibraryEndpoints: Endpoint[] = [listFavoriteSlides, addFavoriteSlide, removeFavoriteSlide]
