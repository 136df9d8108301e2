import type { AfterErrorHook } from 'payload'
import { t } from '@domain/i18n/messages'
import { isDatabaseUnavailable } from '../api/conventions/databaseUnavailable'

/**
 * Payload's own routes (REST reads of the exercise page, the admin) answer 503 with a "try again" message while the
 * database is out of reach, like the learner calls (docs/learner-api.md "Errors"), instead of a 500.
 */
export const databaseUnavailableAnswer: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  const locale = req.locale === 'en' || req.locale === 'id' ? 'en' : 'ja'
  return { status: 503, response: { errors: [{ message: t(locale, 'api.databaseUnavailable') }] } }
}
