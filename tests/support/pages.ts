import type { Payload } from 'payload'
import type { Page } from '@cms/payload-types'

/** A page of the imported curriculum by its qualified slug ("python-study-1.print"), everything included. */
export const starterPage = async (payload: Payload, slug: string) =>
  (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0] as Page
