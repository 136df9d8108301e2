import { $ } from './dom'

/**
 * The settings tabs (WAI-ARIA tabs: arrow keys, Home and End move between them, each selection shows its
 * panel). The selected tab is mirrored in ?tab= so a link or a reload opens the same one.
 */
export function wireTabs(main: HTMLElement) {
  const tablist = $(main, '[data-settings-tabs]')
  const tabs = [...tablist.querySelectorAll<HTMLButtonElement>('[role=tab]')]
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab
      other.setAttribute('aria-selected', String(selected))
      other.tabIndex = selected ? 0 : -1
      $(main, `#${other.getAttribute('aria-controls')}`).hidden = !selected
    }
    if (focus) tab.focus()
    const url = new URL(window.location.href)
    url.searchParams.set('tab', tab.dataset.tab!)
    window.history.replaceState(null, '', url)
  }
  tablist.hidden = false
  const wanted = new URLSearchParams(window.location.search).get('tab')
  select(tabs.find((tab) => tab.dataset.tab === wanted) ?? tabs[0], false)
  for (const tab of tabs) tab.addEventListener('click', () => select(tab, false))
  tablist.addEventListener('keydown', (event) => {
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined || index < 0) return
    event.preventDefault()
    select(tabs[(next + tabs.length) % tabs.length], true)
  })
}
