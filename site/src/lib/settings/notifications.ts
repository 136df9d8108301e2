import type { Reminder } from '@domain/api/preferences'
import { preferenceRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from '../api'
import type { OneTimeChoice } from '@domain/reminders/choices'
import { setOneTimeReminder } from '../reminders'
import { formatLocalDateTime } from '../../i18n/dates'
import { $ } from './dom'

type Status = 'loading' | 'loaded' | 'saving' | 'saved'

/** The reminder form's status (docs/site.md "Settings"): loading, loaded, saving, saved, shown (and announced) in the form. */
function statusLine(form: HTMLFormElement) {
  const texts = JSON.parse(form.dataset.statuses!) as Record<Status, string>
  const line = $(form, '[data-status]')
  return (status: Status) => {
    line.dataset.state = status
    line.textContent = texts[status]
    form.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled = status === 'loading' || status === 'saving'
  }
}

/** The email categories (GET/PUT /api/user_email_subscription_settings); account support is always on. */
export async function wireEmailSubscriptions(form: HTMLFormElement) {
  const setStatus = statusLine(form)
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox][name]')]
  const show = (settings: Record<string, boolean>) => boxes.forEach((box) => (box.checked = settings[box.name] !== false))
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    setStatus('saving')
    const settings = Object.fromEntries(boxes.map((box) => [box.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), box.checked]))
    const saved = await learnerCall(preferenceRoutes.updateEmailSubscriptions, { body: { settings } })
    $(form, '[data-error]').textContent = saved.ok ? '' : errorText(saved, '')
    if (saved.ok && saved.body) show(saved.body.settings)
    setStatus(saved.ok ? 'saved' : 'loaded')
  })
  const loaded = await learnerCall(preferenceRoutes.readEmailSubscriptions)
  if (loaded.ok && loaded.body) show(loaded.body.settings)
  setStatus('loaded')
}

/**
 * The study reminders (docs/reminders.md "Settings"), read with one GET /api/user_reminder_settings: the weekly
 * one (days of the week and a time in the browser's zone) and a one-time one (the dialog's choices), whose
 * pending time is shown with a way to call it off.
 */
export async function wireReminders(weekly: HTMLFormElement, once: HTMLFormElement) {
  const forms = [wireWeeklyReminder(weekly), wireOneTimeReminder(once)]
  const loaded = await learnerCall(preferenceRoutes.readReminder)
  for (const form of forms) {
    if (loaded.ok && loaded.body) form.show(loaded.body.reminder)
    form.setStatus('loaded')
  }
}

function wireWeeklyReminder(form: HTMLFormElement) {
  const setStatus = statusLine(form)
  const days = [...form.querySelectorAll<HTMLInputElement>('input[name=days]')]
  const time = form.elements.namedItem('time') as HTMLInputElement
  const show = (reminder: Reminder) => {
    days.forEach((box) => (box.checked = reminder.days.includes(box.value)))
    time.value = reminder.time ?? ''
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    setStatus('saving')
    const chosen = days.filter((box) => box.checked).map((box) => box.value)
    const reminder = { days: chosen, time: time.value || null, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone }
    const saved = await learnerCall(preferenceRoutes.updateReminder, { body: { reminder } })
    $(form, '[data-error]').textContent = saved.ok ? '' : errorText(saved, '')
    if (saved.ok && saved.body) show(saved.body.reminder)
    setStatus(saved.ok ? 'saved' : 'loaded')
  })
  return { show, setStatus }
}

function wireOneTimeReminder(form: HTMLFormElement) {
  const setStatus = statusLine(form)
  const pending = $(form, '[data-pending-reminder]')
  const cancel = $<HTMLButtonElement>(form, '[data-cancel-reminder]')
  const choice = form.elements.namedItem('choice') as HTMLSelectElement
  const error = $(form, '[data-error]')
  const show = (nextAt: string | null) => {
    pending.textContent = nextAt ? form.dataset.pending!.replace('{when}', formatLocalDateTime(document.documentElement.lang || 'ja', nextAt)) : form.dataset.none!
    cancel.hidden = !nextAt
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    setStatus('saving')
    const [group, count] = choice.value.split('_')
    const outcome = await setOneTimeReminder({ [group]: Number(count) } as OneTimeChoice, '')
    error.textContent = 'error' in outcome ? outcome.error : ''
    if ('nextAt' in outcome) show(outcome.nextAt)
    setStatus('nextAt' in outcome ? 'saved' : 'loaded')
  })
  cancel.addEventListener('click', async () => {
    setStatus('saving')
    const cancelled = await learnerCall(preferenceRoutes.cancelNextReminder)
    error.textContent = cancelled.ok ? '' : errorText(cancelled, '')
    // The button goes away with the reminder: focus stays in the form, on the choice.
    if (cancelled.ok) {
      show(null)
      choice.focus()
    }
    setStatus(cancelled.ok ? 'saved' : 'loaded')
  })
  return { show: (reminder: Reminder) => show(reminder.nextAt), setStatus }
}
