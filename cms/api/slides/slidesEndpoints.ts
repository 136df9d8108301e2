import { slideRoutes } from '@domain/api/routes'
import { z } from 'zod'
import { canUsePlan, PLAN_TYPES } from '@domain/plans/entitlement'
import type { AccessUser } from '@domain/roles'
import { learnerEndpoint, LearnerApiError, type LearnerContext } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'
import { deckAnswers } from '../../slides/deckAnswers'
import { readFilterOptions, SLIDE_PAGE_SIZE, SUGGESTION_LIMIT, type FilterOptions } from '../../slides/filterOptions'
import { findDeckIds, findTitleMatches } from '../../slides/slideQuery'

/** The plan types a caller may open; paid decks are listed, suggested and loaded only for these. */
export const usablePlans = (user: unknown) => PLAN_TYPES.filter((plan) => canUsePlan(user as AccessUser | null, plan))

function optionsOf(ctx: LearnerContext): FilterOptions {
  const parsed = readFilterOptions(ctx.req.searchParams)
  if (parsed.success) return parsed.data
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'base')] ??= []).push(t(ctx.locale, 'api.fieldProblem'))
  throw new LearnerApiError(422, errors)
}

async function listing(ctx: LearnerContext, options: FilterOptions, withSearch: boolean) {
  const { ids, isLast } = await findDeckIds(
    ctx.req.payload,
    {
      locale: ctx.locale,
      plans: usablePlans(ctx.user),
      searchWord: withSearch ? options.searchWord : '',
      lessonIds: options.lessonIds,
      languageNames: options.languageIds,
      favoritesOf: options.favoriteFlag && ctx.user ? ctx.user.id : null,
      ids: options.displayedId ? [options.displayedId] : undefined,
      offset: options.offset,
      limit: SLIDE_PAGE_SIZE,
    },
    ctx.req,
  )
  return { slides: await deckAnswers(ctx.req, ids, ctx.locale), isLastSlide: isLast }
}

/**
 * GET /api/slides/library_search?search_word=&lesson_ids=&language_ids=&favorite_flag=&offset= (docs/learner-api.md "Slides"):
 * a page of decks matching the slide library's search option in the caller's locale, and whether it is the
 * last page ("load more" asks again with offset). The displayed deck is the client's to keep: it does not
 * narrow the search. Signed-in only, like the library.
 */
export const librarySearch = learnerEndpoint(slideRoutes.librarySearch, async (ctx) => listing(ctx, { ...optionsOf(ctx), displayedId: undefined }, true), { signedIn: true })

/**
 * GET /api/slides/load?lesson_ids=&displayed_id=&offset= (docs/learner-api.md "Slides"): decks by lesson or by id without a
 * search, for a lesson page's deck (open to visitors: free decks teach before the exercise) and for the
 * library restoring the deck a copied URL displayed. A paid deck the caller is not entitled to is not
 * loaded: it is simply absent from the answer.
 */
export const loadSlides = learnerEndpoint(slideRoutes.load, async (ctx) => listing(ctx, optionsOf(ctx), false))

const suggestionQuery = z.object({ searchWord: z.string().trim().max(100).default('') })

/**
 * GET /api/slides/search_suggestions?search_word= (docs/learner-api.md "Slides"): up to 5 decks whose title in the caller's locale
 * starts with the word (case-insensitive), as { id, name }. The library asks only while the word has at most
 * one character and narrows the answer itself as the learner types on.
 */
export const searchSuggestions = learnerEndpoint(
  slideRoutes.searchSuggestions,
  async ({ req, user, locale }) => {
    const { searchWord } = suggestionQuery.parse({ searchWord: req.searchParams.get('search_word') ?? undefined })
    const ids = await findTitleMatches(req.payload, locale, searchWord, usablePlans(user), SUGGESTION_LIMIT, req)
    const decks = await deckAnswers(req, ids, locale)
    return { suggestions: decks.map((deck) => ({ id: deck.id, name: deck.title })) }
  },
  { signedIn: true },
)
