import type { Endpoint } from 'payload'
import { languageCertificateEndpoints, pathCertificateEndpoints } from './certificateEndpoints'
import { readDocumentEndpoint } from './documentReads'
import { congratulatedEndpoint, pathProgressEndpoint, startPathEndpoint } from './pathEndpoints'

/** Learning paths and their certificates under /api/learning_paths. */
export const learningPathsPathEndpoints: Endpoint[] = [pathProgressEndpoint, ...pathCertificateEndpoints]

/** Language certificates under /api/languages. */
export const languagesPathEndpoints: Endpoint[] = [...languageCertificateEndpoints]

/** Starting, resuming and finishing a path under /api/user_learning_paths. */
export const userLearningPathsPathEndpoints: Endpoint[] = [startPathEndpoint, congratulatedEndpoint]

/** Reading a path's documents under /api/user_document_page_infos. */
export const userDocumentPageInfosPathEndpoints: Endpoint[] = [readDocumentEndpoint]
