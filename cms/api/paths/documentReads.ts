import { pathRoutes } from '@domain/api/routes'
import { learnerEndpoint } from '../conventions/learnerEndpoint'

/**
 * POST /api/user_document_page_infos {document, finished?} (docs/paths.md "Steps"): the learner opened a
 * document a path lists (reading), or reached its end (read). Reading again never undoes "read".
 */
export const readDocumentEndpoint = learnerEndpoint(
  pathRoutes.readDocument,
  async (ctx) => {
    const slug = typeof ctx.body.document === 'string' ? ctx.body.document : ''
    const finished = ctx.body.finished === true
    const { req, user } = ctx
    const doc = slug ? (await req.payload.find({ collection: 'documents', where: { slug: { equals: slug } }, limit: 1, depth: 0, req, overrideAccess: false, user })).docs[0] : undefined
    if (!doc) throw ctx.fail(404, 'document', 'notFound')
    const existing = (await req.payload.find({ collection: 'user_document_page_infos', where: { and: [{ user: { equals: user.id } }, { document: { equals: doc.id } }] }, limit: 1, depth: 0, overrideAccess: true, req })).docs[0]
    const finishedAt = existing?.finishedAt ?? (finished ? new Date().toISOString() : null)
    if (!existing) {
      await req.payload.create({ collection: 'user_document_page_infos', data: { user: user.id, document: doc.id, finishedAt }, depth: 0, overrideAccess: true, req })
    } else if (finishedAt !== existing.finishedAt) {
      await req.payload.update({ collection: 'user_document_page_infos', id: existing.id, data: { finishedAt }, depth: 0, overrideAccess: true, req })
    }
  },
  { signedIn: true },
)
