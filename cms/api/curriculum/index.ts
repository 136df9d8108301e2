import type { Endpoint } from 'payload'
import { curriculumOrder } from './order'

/** The admin's curriculum calls at the API root, staff only (docs/admin.md "Curriculum tree"). */
export const rootCurriculumEndpoints: Endpoint[] = [curriculumOrder]
