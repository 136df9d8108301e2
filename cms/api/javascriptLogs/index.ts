import type { Endpoint } from 'payload'
import { LOG_KINDS } from '@domain/api/javascriptLogs'
import { recordLog } from './recordLog'

/** The site's JavaScript logs under /api/javascript_logs (docs/learner-api.md "JavaScript logs"). */
export const javascriptLogsLogEndpoints: Endpoint[] = LOG_KINDS.map(recordLog)
