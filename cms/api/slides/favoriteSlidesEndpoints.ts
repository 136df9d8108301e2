import { z } from 'zod'
import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { slideRoutes } from '@domain/api/routes'
import { usablePlans } from './slidesEndpoints'

const slideId = z.coerce.number().int().positive()

/** GET /api/favorite_slides: the signed-in learner's favourite decks, newest first, as { id, slideId }. */
export const listFavoriteSlides = learnerEndpoint(
  slideRoutes.listFavorites,
  async ({ req, user }) => {
    const { docs } = await req.payload.find({ collection: 'favorite_slides', where: { user: { equals: user.id } }, sort: '-createdAt', depth: 0, pagination: false, overrideAccess: true, req })
    return { favoriteSlides: docs.map((f) => ({ id: f.id, slideId: Number(f.slide) })) }
  },
  { signedIn: true },
)

/**
 * POST /api/favorite_slides {slide_id}: marks a deck the learner may open as a favourite. Marking it twice
 * is not an error (the answer is the existing mark), so a double click cannot fail.
 */
export const addFavoriteSlide = learnerEndpoint(
  slideRoutes.addFavorite,
  async ({ req, user, body, fail }) => {
    const parsed = slideId.safeParse((body as { slide_id?: unknown; slideId?: unknown }).slide_id ?? (body as { slideId?: unknown }).slideId)
    if (!parsed.success) throw fail(422, 'slideId', 'required')
    const deck = await req.payload.findByID({ collection: 'slides', id: parsed.data, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (!deck || !usablePlans(user).includes(deck.planType)) throw fail(404, 'slideId', 'notFound')
    const where = { user: { equals: user.id }, slide: { equals: deck.id } }
    const existing = (await req.payload.find({ collection: 'favorite_slides', where, depth: 0, limit: 1, overrideAccess: true, req })).docs[0]
    const favorite = existing ?? (await req.payload.create({ collection: 'favorite_slides', data: { user: user.id, slide: deck.id }, overrideAccess: true, req }))
    return { favoriteSlide: { id: favorite.id, slideId: deck.id } }
  },
  { signedIn: true },
)

/** DELETE /api/favorite_slides/{slideId}: removes the learner's own mark of that deck (204; 404 when there is none). */
export const removeFavoriteSlide = learnerEndpoint(
  slideRoutes.removeFavorite,
  async ({ req, user, params, fail }) => {
    const parsed = slideId.safeParse(params.slideId)
    if (!parsed.success) throw fail(404, 'base', 'notFound')
    const { docs } = await req.payload.delete({ collection: 'favorite_slides', where: { user: { equals: user.id }, slide: { equals: parsed.data } }, overrideAccess: true, req })
    if (!docs.length) throw fail(404, 'base', 'notFound')
  },
  { signedIn: true },
)
