import { deleteCookie, readCookie } from './cookies'

/** Shows the flash message the previous request left (cookie "flash" = "{type}:{key}"), once. */
export function showFlash() {
  const box = document.querySelector<HTMLElement>('[data-flash]')
  const value = readCookie('flash')
  if (!box || !value) return
  deleteCookie('flash')
  const [type, key] = value.split(':', 2)
  const messages = JSON.parse(box.dataset.messages ?? '{}') as Record<string, string>
  if (!key || !messages[key]) return
  box.dataset.type = type
  box.querySelector('[data-flash-text]')!.textContent = messages[key]
  box.hidden = false
  box.querySelector('[data-flash-close]')?.addEventListener('click', () => (box.hidden = true))
}
