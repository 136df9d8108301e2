import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import type { Plugin } from 'vite'
import { LOCALES } from '../../domain/i18n/locales.ts'
import { isWorkspaceMessage } from '../../domain/i18n/workspaceMessages.ts'

// Node loads this through astro.config.mjs before any alias exists: relative imports only, with their extension.

const MODULE_ID = 'virtual:workspace-messages'

/**
 * `virtual:workspace-messages` (declared in site/src/workspaceMessages.d.ts): the workspace's keys of the message
 * catalog in every locale, `{ ja: { key: text }, en: …, id: … }`, read from domain/i18n/messages/*.json on every
 * load (docs/messages.md "In the browser"). vitest.config.ts uses it too.
 */
export function workspaceMessagesVite({ messagesDir }: { messagesDir: string }): Plugin {
  return {
    name: 'workspace-messages',
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : undefined),
    load(id) {
      if (id !== `\0${MODULE_ID}`) return undefined
      const catalogs = Object.fromEntries(
        LOCALES.map((locale) => {
          const file = `${messagesDir}/${locale}.json`
          this.addWatchFile(file)
          const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
          return [locale, Object.fromEntries(Object.entries(messages).filter(([key]) => isWorkspaceMessage(key)))]
        }),
      )
      return `export default ${JSON.stringify(catalogs)}`
    },
  }
}

/** Registers workspaceMessagesVite for the site, reading the catalog beside the Astro config. */
export function workspaceMessages(): AstroIntegration {
  return {
    name: 'workspace-messages',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        updateConfig({ vite: { plugins: [workspaceMessagesVite({ messagesDir: fileURLToPath(new URL('domain/i18n/messages', config.root)) })] } })
      },
    },
  }
}
