import { useT } from './i18n'
import { THEMES, type Theme } from './layout'

/** The editor theme (docs/workspace.md "Editor": monokai by default, vibrant_ink, chrome), remembered by the workspace. */
export function ThemePicker({ theme, onTheme }: { theme: Theme; onTheme: (theme: Theme) => void }) {
  const { t } = useT()
  return (
    <label className="ws-theme">
      <span className="ws-sr-only">{t('ws.theme')}</span>
      <select value={theme} onChange={(e) => onTheme(e.target.value as Theme)}>
        {THEMES.map((name) => (
          <option key={name} value={name}>{name}</option>
        ))}
      </select>
    </label>
  )
}
