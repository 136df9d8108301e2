import { hasMessage, localized, type MessageKey, type PluginMessageKey } from '@domain/i18n/messages'
import type { RunOutput } from '@plugins/contract'

/**
 * A run's output with its error explained in every locale (docs/workspace.md "Output"): by the plugin's own
 * text for that kind (`plugin.<id>.errorKind.<kind>` in plugins/<id>/messages.json), else by the platform's
 * text for the kinds many languages share (`judge.errorKind.<kind>`: SyntaxError, NameError, TypeError); an
 * error of any other kind gets no explanation.
 */
export function explainRunError(output: RunOutput, pluginId: string): RunOutput {
  const kind = output.error?.kind
  if (!kind) return output
  const key = ([`plugin.${pluginId}.errorKind.${kind}`, `judge.errorKind.${kind}`] as (MessageKey | PluginMessageKey)[]).find(hasMessage)
  if (!key) return output
  return { ...output, error: { ...output.error!, explanation: localized(key) } }
}
