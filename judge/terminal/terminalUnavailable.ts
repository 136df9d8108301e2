import type { Localized } from '@domain/i18n/messages'

/** No terminal can start here: no sandbox for a shell, the plugin's toolchain missing, the process full. */
export class TerminalUnavailable extends Error {
  constructor(readonly localized: Localized, reason: string) {
    super(reason)
  }
}
