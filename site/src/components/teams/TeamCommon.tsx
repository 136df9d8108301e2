import type { ReactNode } from 'react'
import type { CompanyView } from '@domain/api/companies'
import { signInHref, type CompanyState } from './teamClient'
import type { TeamLinks, TeamStrings } from './teamStrings'

/**
 * The errors of the last call, as the server worded them ({ errors: { field: [message] } }, already in the
 * page's locale): a live region that is always there, so a screen reader announces what appears in it.
 */
export function ErrorRegion({ errors, id }: { errors: string[]; id?: string }) {
  return (
    <div className="team-errors" role="alert" aria-atomic="true" id={id}>
      {errors.length > 1 ? (
        <ul>
          {errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      ) : errors.length === 1 ? (
        <p>{errors[0]}</p>
      ) : null}
    </div>
  )
}

/** A polite live region for what a call did ("Saved."). */
export function StatusRegion({ text }: { text: string }) {
  return (
    <p className="team-status" role="status">
      {text}
    </p>
  )
}

/** What a team page shows until the team is there: loading, a sign-in link, not found, or the errors. */
export function CompanyGate({ state, s, links, title }: { state: CompanyState; s: TeamStrings; links: TeamLinks; title: string }) {
  let body: ReactNode
  if (state.kind === 'loading') body = <p>{s.loading}</p>
  else if (state.kind === 'signedOut')
    body = (
      <p>
        {s.signInFirst} <a href={signInHref(links)}>{s.signIn}</a>
      </p>
    )
  else if (state.kind === 'notFound')
    body = (
      <p>
        {s.notFound} <a href={links.dashboard}>{s.toDashboard}</a>
      </p>
    )
  else if (state.kind === 'failed') body = <ErrorRegion errors={state.errors} />
  return (
    <>
      <h1>{title}</h1>
      {body}
    </>
  )
}

/** The team's details, as the settings tab, the edit page and registration ask for them; required as the server requires them (docs/teams.md "Registration"). */
export type CompanyFieldName = 'name' | 'address' | 'phone' | 'adminName' | 'adminEmail' | 'receiptCompanyName'
export const COMPANY_FIELDS: { name: CompanyFieldName; type: string; autoComplete: string; required: boolean; maxLength: number }[] = [
  { name: 'name', type: 'text', autoComplete: 'organization', required: true, maxLength: 100 },
  { name: 'address', type: 'text', autoComplete: 'street-address', required: false, maxLength: 200 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false, maxLength: 30 },
  { name: 'adminName', type: 'text', autoComplete: 'name', required: true, maxLength: 100 },
  { name: 'adminEmail', type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
  { name: 'receiptCompanyName', type: 'text', autoComplete: 'off', required: false, maxLength: 100 },
]

/** A field's own messages among a call's errors (the server names it `name` or `company.name`). */
export const fieldErrors = (errors: Record<string, string[]> | undefined, field: string) => [...(errors?.[field] ?? []), ...(errors?.[`company.${field}`] ?? [])]

/** The team's detail inputs, each labelled, with its messages tied to it (aria-describedby). */
export function CompanyFields({ s, idPrefix, values, errors }: { s: TeamStrings; idPrefix: string; values: Partial<Record<CompanyFieldName, string | null>>; errors?: Record<string, string[]> }) {
  return (
    <>
      {COMPANY_FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`
        const own = fieldErrors(errors, field.name)
        return (
          <p className="team-field" key={field.name}>
            <label htmlFor={id}>
              {s[`field.${field.name}`]}
              {field.required ? <span aria-hidden="true"> *</span> : <span className="team-hint"> {s['field.optional']}</span>}
            </label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={field.maxLength}
              defaultValue={values[field.name] ?? ''}
              aria-invalid={own.length ? true : undefined}
              aria-describedby={own.length ? `${id}-error` : undefined}
            />
            {own.length ? (
              <span className="team-field-error" id={`${id}-error`}>
                {own.join(' ')}
              </span>
            ) : null}
          </p>
        )
      })}
    </>
  )
}

/** The detail fields of a submitted form. */
export function companyFieldsOf(form: HTMLFormElement) {
  const data = new FormData(form)
  const value = (name: CompanyFieldName) => String(data.get(name) ?? '').trim()
  return { name: value('name'), address: value('address'), phone: value('phone'), adminName: value('adminName'), adminEmail: value('adminEmail'), receiptCompanyName: value('receiptCompanyName') }
}

export const companyValues = (company: CompanyView) => ({
  name: company.name,
  address: company.address,
  phone: company.phone,
  adminName: company.adminName,
  adminEmail: company.adminEmail,
  receiptCompanyName: company.receiptCompanyName,
})

/** The terms of use and privacy policy checkbox a payment needs (learner.md §5 "Team payment"). */
export function TermsCheckbox({ s, links, id, checked, onChange }: { s: TeamStrings; links: TeamLinks; id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="team-terms">
      <p>
        {s['terms.read']}{' '}
        <a href={links.policy} target="_blank" rel="noopener">
          {s['terms.policy']}
        </a>{' '}
        ·{' '}
        <a href={links.privacy} target="_blank" rel="noopener">
          {s['terms.privacy']}
        </a>
      </p>
      <p className="team-check">
        <input type="checkbox" id={id} name="agreeToTerms" required checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />{' '}
        <label htmlFor={id}>{s['terms.agree']}</label>
      </p>
    </div>
  )
}
