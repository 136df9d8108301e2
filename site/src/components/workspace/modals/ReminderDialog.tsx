import { useEffect, useRef, useState, type ReactNode } from 'react'
import { REMINDER_DAYS, REMINDER_MINUTES, type OneTimeChoice } from '@domain/reminders/choices'
import { trackClick } from '../../../lib/events'
import { setOneTimeReminder } from '../../../lib/reminders'
import { formatLocalDateTime } from '../../../i18n/dates'
import { useT } from '../i18n'
import { Dialog } from './Dialog'

type Phase = 'minutes' | 'days' | 'set'

interface Props {
  open: boolean
  settingsHref: string
  /** What follows the dialog (the next page's link on the last step). */
  after: ReactNode
  onDone: () => void
}

/**
 * Offered after a lesson clear (docs/reminders.md "After a lesson"): a short break (5, 15, 30, 60 minutes) or,
 * skipped, a few days (3, 7, 14, 30); each button reports its click (reminder_modal:…), a reminder that was
 * set reports reminder_modal:set. Focus moves to the first choice of each new question.
 */
export function ReminderDialog({ open, settingsHref, after, onDone }: Props) {
  const { t, locale } = useT()
  const [phase, setPhase] = useState<Phase>('minutes')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [setFor, setSetFor] = useState('')
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open) first.current?.focus()
  }, [open, phase])

  const choose = async (choice: OneTimeChoice, target: string) => {
    trackClick(`reminder_modal:${target}`)
    setBusy(true)
    const outcome = await setOneTimeReminder(choice, t('ws.reminder.failed'))
    setBusy(false)
    if ('error' in outcome) return setError(outcome.error)
    trackClick('reminder_modal:set')
    setError('')
    setSetFor(t('reminder.setFor', { when: formatLocalDateTime(locale, outcome.nextAt) }))
    setPhase('set')
  }
  const skip = (group: 'minutes' | 'days') => {
    trackClick(`reminder_modal:${group}_skip`)
    setError('')
    if (group === 'minutes') setPhase('days')
    else onDone()
  }
  const choices = (group: 'minutes' | 'days', values: readonly number[]) => (
    <>
      <div role="group" aria-label={t(group === 'minutes' ? 'ws.reminder.minutesGroup' : 'ws.reminder.daysGroup')} className="ws-reminder-choices">
        {values.map((value, index) => (
          <button key={value} type="button" ref={index === 0 ? first : undefined} disabled={busy} onClick={() => void choose({ [group]: value } as OneTimeChoice, `${group}_${value}`)}>
            {t(group === 'minutes' ? 'reminder.minutes' : 'reminder.days', { count: value })}
          </button>
        ))}
      </div>
      <div className="ws-dialog-actions">
        <button type="button" disabled={busy} onClick={() => skip(group)}>{t('ws.reminder.skip')}</button>
      </div>
    </>
  )
  return (
    <Dialog open={open} title={t('reminder.title')} onClose={onDone} testId="reminder-modal">
      {phase === 'minutes' && <p>{t('ws.reminder.minutesLead')}</p>}
      {phase === 'minutes' && choices('minutes', REMINDER_MINUTES)}
      {phase === 'days' && <p>{t('ws.reminder.daysLead')}</p>}
      {phase === 'days' && choices('days', REMINDER_DAYS)}
      <p role="status">{setFor}</p>
      <p role="alert" className="ws-error">{error}</p>
      {phase === 'set' && (
        <>
          <p><a href={settingsHref}>{t('ws.reminder.settings')}</a></p>
          <div className="ws-dialog-actions">
            <button type="button" ref={first} onClick={onDone}>{t('ws.close')}</button>
            {after}
          </div>
        </>
      )}
    </Dialog>
  )
}
