import type { PayloadRequest } from 'payload'
import type { Certificate, LearningPath } from '../payload-types'
import type { PathProgress } from '@domain/paths/pathProgress'
import type { Locale } from '@domain/i18n/locales'
import type { CertificateItemType } from '@domain/certificates/certificateState'
import { isLanguageName } from '@domain/languageNames'
import { languageRequirements } from '../progress/languageRequirements'
import { findPath, readPathProgress } from '../progress/pathProgressReader'

/** What a certificate is of, as issuing reads it: its title, what it asks for now, what the learner has done. */
export interface CertificateSubject {
  itemType: CertificateItemType
  title: string
  /** The certificate's fields that name the item (one row per learner and item). */
  key: { learningPath: number } | { languageName: NonNullable<Certificate['languageName']> }
  requirements: string[]
  done: string[]
}

/** A path's certificate subject from the learner's progress on it (already read by the path page's call). */
export const pathSubjectFrom = (path: LearningPath, progress: PathProgress): CertificateSubject => ({
  itemType: 'path',
  title: path.title,
  key: { learningPath: path.id },
  requirements: progress.requirements,
  done: progress.done,
})

/** A learning path by slug, with the learner's progress on it; null when there is no such path. */
export async function pathSubject(req: PayloadRequest, slug: string, userId: number, locale: Locale): Promise<CertificateSubject | null> {
  const path = await findPath(req, slug, locale)
  if (!path) return null
  return pathSubjectFrom(path, (await readPathProgress(req, path, userId, locale)).progress)
}

/** A language by name (one the CMS has), with the learner's lessons in it; null when there is none. */
export async function languageSubject(req: PayloadRequest, name: string, userId: number, locale: Locale): Promise<CertificateSubject | null> {
  if (!isLanguageName(name)) return null
  const language = (await req.payload.find({ collection: 'languages', where: { name: { equals: name } }, limit: 1, depth: 0, locale, overrideAccess: true, req })).docs[0]
  if (!language) return null
  const { requirements, done } = await languageRequirements(req, name, userId)
  return { itemType: 'language', title: language.title, key: { languageName: name }, requirements, done }
}

/** The learner's certificate of a subject, if issued. */
export async function findCertificate(req: PayloadRequest, subject: CertificateSubject, userId: number): Promise<Certificate | null> {
  const [field, value] = Object.entries(subject.key)[0]
  const found = await req.payload.find({ collection: 'certificates', where: { and: [{ user: { equals: userId } }, { [field]: { equals: value } }] }, limit: 1, depth: 0, overrideAccess: true, req })
  return found.docs[0] ?? null
}
