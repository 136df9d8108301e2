import type { Endpoint } from 'payload'
import { rankings } from './rankingsEndpoint'

/** The rankings at the API root (docs/learner-api.md "Rankings"). */
export const rootRankingEndpoints: Endpoint[] = [rankings]
