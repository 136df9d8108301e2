import { useState, type FormEvent } from 'react'
import type { CompanyAnswer, CompanyView } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { learnerCall } from '../../lib/api'
import { CompanyFields, companyFieldsOf, companyValues, ErrorRegion, StatusRegion } from './TeamCommon'
import { errorMessages } from './teamClient'
import type { TeamStrings } from './teamStrings'

interface Props {
  s: TeamStrings
  company: CompanyView
  onSaved: (answer: CompanyAnswer) => void
  idPrefix: string
}

/**
 * The team's details (docs/teams.md "Data"): name, address, phone, the billing contact and the receipt's
 * company name, saved with PATCH /api/companies/:id (admins). The settings tab and /companies/{id}/edit.
 */
export function TeamDetailsForm({ s, company, onSaved, idPrefix }: Props) {
  const [errors, setErrors] = useState<string[]>([])
  const [fields, setFields] = useState<Record<string, string[]>>({})
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setErrors([])
    setStatus('')
    const answer = await learnerCall(companyRoutes.update, { params: { id: company.id }, body: { company: companyFieldsOf(event.currentTarget) } })
    setBusy(false)
    if (!answer.ok || !answer.body) {
      setFields(answer.body?.errors ?? {})
      return setErrors(errorMessages(answer, s.failed))
    }
    setFields({})
    setStatus(s['details.saved'])
    onSaved(answer.body)
  }

  return (
    <form className="team-form" onSubmit={(event) => void submit(event)}>
      <p className="team-hint">{s['field.requiredNote']}</p>
      <CompanyFields s={s} idPrefix={idPrefix} values={companyValues(company)} errors={fields} />
      <ErrorRegion errors={errors} />
      <StatusRegion text={status} />
      <p>
        <button type="submit" className="team-button" disabled={busy} aria-busy={busy}>
          {s['details.save']}
        </button>
      </p>
    </form>
  )
}
