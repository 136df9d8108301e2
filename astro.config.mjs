// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
// Node loads this config itself, before any alias exists: a relative path with its .ts extension (the module has no imports).
import { DEFAULT_LOCALE, LOCALES } from './domain/i18n/locales.ts'
import { islandPreload } from './site/integrations/islandPreload.ts'
import { pluginEditors } from './site/integrations/pluginEditors.ts'
import { workspaceMessages } from './site/integrations/workspaceMessages.ts'

/**
 * The public site: static pages built from the CMS (site/src), React islands where a page is interactive.
 * The platform server serves the build from dist/site/current; scripts/build-site.ts chooses SITE_OUT_DIR.
 */
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: process.env.SITE_OUT_DIR ?? './dist/site/dev',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // pluginEditors: the workspace's languages, file icons and highlighting from plugins/*/manifest.json (docs/workspace.md "Editor");
  // workspaceMessages: the workspace's part of the message catalog for the browser (docs/messages.md "In the browser").
  integrations: [react(), islandPreload(), pluginEditors(), workspaceMessages()],
  i18n: {
    // The platform's locales (docs/messages.md "Locales").
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    fallback: { id: 'en' },
    routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' },
  },
  vite: {
    // Known pitfalls of Astro beside Express in one package.json (DEVELOPERS.md).
    environments: { prerender: { resolve: { noExternal: ['cookie'] } } },
    // CSS split per page. Vite drops the CSS Monaco's lazily imported modules pull in: the workspace links
    // Monaco's own stylesheet when it loads the editor (site/src/components/workspace/loadMonaco.ts).
    build: { cssCodeSplit: true },
  },
})
