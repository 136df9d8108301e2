import type { Reminder } from '@domain/api/preferences'
import { preferenceRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from '../api'
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

/** The study reminder (GET/PUT /api/user_reminder_settings): days of the week and a time in the browser's zone. */
export async function wireReminders(form: HTMLFormElement) {
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
  const loaded = await learnerCall(preferenceRoutes.readReminder)
  if (loaded.ok && loaded.body) show(loaded.body.reminder)
  setStatus('loaded')
}
