import { t, type SiteLocale } from '../../i18n/locales'
import type { ViewerStrings } from './SlideViewer'
import type { LibraryStrings } from './SlideLibrary'

/** The slide viewer's texts in a locale (passed to the islands, which have no message catalogue of their own). */
export const viewerStrings = (locale: SiteLocale): ViewerStrings => ({
  back: t(locale, 'slides.back'),
  next: t(locale, 'slides.next'),
  progress: t(locale, 'slides.progress'),
  toExercise: t(locale, 'slides.toExercise'),
  noSlides: t(locale, 'slides.noSlides'),
  video: t(locale, 'slides.video'),
  keyboardHint: t(locale, 'slides.keyboardHint'),
})

export const lessonSlideStrings = (locale: SiteLocale) => ({
  ...viewerStrings(locale),
  open: t(locale, 'slides.open'),
  close: t(locale, 'slides.close'),
  skip: t(locale, 'slides.skip'),
  dialogTitle: t(locale, 'slides.dialogTitle'),
})

export const libraryStrings = (locale: SiteLocale): LibraryStrings => ({
  ...viewerStrings(locale),
  title: t(locale, 'slides.title'),
  search: t(locale, 'slides.search'),
  searchLabel: t(locale, 'slides.searchLabel'),
  suggestions: t(locale, 'slides.suggestions'),
  all: t(locale, 'slides.all'),
  favorites: t(locale, 'slides.favorites'),
  filters: t(locale, 'slides.filters'),
  courses: t(locale, 'slides.courses'),
  lessons: t(locale, 'slides.lessons'),
  loadMore: t(locale, 'slides.loadMore'),
  searching: t(locale, 'slides.searching'),
  noResults: t(locale, 'slides.noResults'),
  addFavorite: t(locale, 'slides.addFavorite'),
  removeFavorite: t(locale, 'slides.removeFavorite'),
  close: t(locale, 'slides.closeViewer'),
  paid: t(locale, 'slides.paid'),
  resultCount: t(locale, 'slides.resultCount'),
})
