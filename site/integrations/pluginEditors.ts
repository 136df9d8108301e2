import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import type { Plugin } from 'vite'
import { readPluginEditors } from '../src/lib/editors/readPluginEditors.ts'
import { readMonacoGrammars } from './monacoGrammars.ts'
import { mapModule, monacoModuleCode, prismModuleCode } from './pluginEditorModules.ts'

// Node loads this through astro.config.mjs before any alias exists: relative imports only, with their extension.

/** The virtual modules, declared for TypeScript in site/src/pluginEditors.d.ts. */
const MODULES = {
  'virtual:plugin-editors': 'map',
  'virtual:plugin-editors/prism': 'prism',
  'virtual:plugin-editors/monaco': 'monaco',
} as const

/**
 * The workspace's per-language set-up, generated from plugins/<id>/manifest.json (plugins/README.md "Editor",
 * docs/workspace.md "Editor"): `virtual:plugin-editors` (extension → Monaco language, Prism grammar, file icon;
 * the plugins' names), `virtual:plugin-editors/prism` (the Prism grammars, in dependency order) and
 * `virtual:plugin-editors/monaco` (the Monaco grammars). Read on every load, so the dev server follows a manifest.
 * vitest.config.ts uses it too.
 */
export function pluginEditorsVite({ pluginsDir, warn = console.warn }: { pluginsDir: string; warn?: (message: string) => void }): Plugin {
  const warned = new Set<string>()
  const warnOnce = (message: string) => {
    if (!warned.has(message)) warn(message)
    warned.add(message)
  }
  return {
    name: 'plugin-editors',
    resolveId: (id) => (id in MODULES ? `\0${id}` : undefined),
    load(id) {
      const kind = id.startsWith('\0') ? MODULES[id.slice(1) as keyof typeof MODULES] : undefined
      if (!kind) return undefined
      const data = readPluginEditors(pluginsDir)
      for (const plugin of Object.keys(data.names)) this.addWatchFile(path.join(pluginsDir, plugin, 'manifest.json'))
      if (kind === 'map') return mapModule(data)
      if (kind === 'prism') return prismModuleCode(data)
      return monacoModuleCode(data, readMonacoGrammars(), warnOnce)
    },
  }
}

/** Registers pluginEditorsVite for the site, reading the plugins/ folder beside the Astro config. */
export function pluginEditors(): AstroIntegration {
  return {
    name: 'plugin-editors',
    hooks: {
      'astro:config:setup': ({ config, updateConfig, logger }) => {
        const pluginsDir = fileURLToPath(new URL('plugins/', config.root))
        // Fail at once, naming the plugins, rather than when the first page imports the map.
        readPluginEditors(pluginsDir)
        updateConfig({ vite: { plugins: [pluginEditorsVite({ pluginsDir, warn: (message) => logger.warn(message) })] } })
      },
    },
  }
}
