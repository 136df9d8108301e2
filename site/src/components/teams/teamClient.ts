import { useEffect, useState } from 'react'
import type { CompanyAnswer } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { format } from '@domain/i18n/format'
import { learnerCall, type ApiAnswer } from '../../lib/api'
import { localeTag } from '../../i18n/localeTags'
import type { TeamLinks, TeamStrings } from './teamStrings'

export { format }

/**
 * A value only the browser knows (the address), read after the first render so the page built at build time
 * and the first render in the browser agree; undefined until then.
 */
export function useBrowserValue<T>(read: () => T): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  useEffect(() => setValue(() => read()), [])
  return value
}

/** The team's id in the address: /companies/{id}, /companies/{id}/invitation, … in any locale prefix. */
export const companyIdFromPath = (): number | null => Number(/\/companies\/(\d+)(?:\/|$)/.exec(window.location.pathname)?.[1]) || null

/** The team's id of a page that takes it as ?company= (the restart form). */
export const companyIdFromQuery = (): number | null => Number(new URLSearchParams(window.location.search).get('company')) || null

/** Every message of a failed call ({ errors: { field: [message] } }, localised by the server), or the fallback. */
export function errorMessages(answer: ApiAnswer<unknown>, fallback: string): string[] {
  const messages = Object.values(answer.body?.errors ?? {}).flat().filter(Boolean)
  return messages.length ? messages : [fallback]
}

export { formatLocalDate as formatDate, formatLocalDateTime as formatDateTime } from '../../i18n/dates'
export const formatNumber = (locale: string, value: number, digits = 0) => new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: digits }).format(value)

/** The sign-in page, coming back to this very address (path and query) afterwards. */
export const signInHref = (links: TeamLinks) => `${links.signIn}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`
export const signUpHref = (links: TeamLinks) => `${links.signUp}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`

export type CompanyState =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'notFound' }
  | { kind: 'failed'; errors: string[] }
  | { kind: 'ready'; answer: CompanyAnswer }

/**
 * The team of the page (GET /api/companies/:id): signed out (401), not found or not a member (404: the team's
 * existence is not revealed), or the team with the user's own membership.
 */
export function useCompany(id: number | null | undefined, s: TeamStrings) {
  const [state, setState] = useState<CompanyState>({ kind: 'loading' })
  useEffect(() => {
    if (id === undefined) return
    if (!id) return setState({ kind: 'notFound' })
    void learnerCall(companyRoutes.show, { params: { id } }).then((answer) => {
      if (answer.status === 401) setState({ kind: 'signedOut' })
      else if (answer.status === 404) setState({ kind: 'notFound' })
      else if (!answer.ok || !answer.body) setState({ kind: 'failed', errors: errorMessages(answer, s.failed) })
      else setState({ kind: 'ready', answer: answer.body })
    })
  }, [id])
  const update = (answer: CompanyAnswer) => setState({ kind: 'ready', answer })
  return [state, update] as const
}
