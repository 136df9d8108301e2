import { pluginNameOf } from './fileEditors'
import { useT } from './i18n'

/** The language the page's code runs as: the `name` of the plugin its judgeLanguage names (docs/workspace.md "Editor"). */
export function LanguageLabel({ pluginId }: { pluginId: string }) {
  const { t } = useT()
  const name = pluginNameOf(pluginId)
  if (!name) return null
  return (
    <p className="ws-language" data-testid="page-language">
      <span className="ws-sr-only">{t('ws.language')}: </span>
      {name}
    </p>
  )
}
