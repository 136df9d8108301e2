// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'

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
  integrations: [react()],
  i18n: {
    locales: ['ja', 'en', 'id'],
    defaultLocale: 'ja',
    fallback: { id: 'en' },
    routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' },
  },
  vite: {
    // Known pitfalls of Astro beside Express in one package.json (DEVELOPERS.md).
    environments: { prerender: { resolve: { noExternal: ['cookie'] } } },
    build: { cssCodeSplit: false },
  },
})
