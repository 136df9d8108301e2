import { THEME_STORAGE_KEY, type SiteTheme } from '../../lib/theme'

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')
const systemTheme = (): SiteTheme => (darkQuery().matches ? 'dark' : 'light')
/** The theme the page shows: the stored choice Head.astro applied, else the system's. */
const shownTheme = (): SiteTheme => (document.documentElement.dataset.theme as SiteTheme | undefined) ?? systemTheme()

/**
 * The header's theme switch (docs/site.md "Theme"): a toggle button, pressed while the page is dark. Choosing the
 * system's own theme forgets the choice, so the page follows the system again; any other choice is stored.
 */
export function startThemeSwitch() {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-switch]')
  if (buttons.length === 0) return
  const render = () => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(shownTheme() === 'dark'))
  }
  for (const button of buttons) {
    button.addEventListener('click', () => {
      apply(shownTheme() === 'dark' ? 'light' : 'dark')
      render()
    })
  }
  darkQuery().addEventListener('change', render)
  render()
}

function apply(theme: SiteTheme) {
  const root = document.documentElement
  const follows = theme === systemTheme()
  try {
    if (follows) localStorage.removeItem(THEME_STORAGE_KEY)
    else localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  if (follows) delete root.dataset.theme
  else root.dataset.theme = theme
  document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]')?.setAttribute('content', follows ? 'light dark' : theme)
}
