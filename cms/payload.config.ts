import path from 'node:path'
import { buildConfig } from 'payload'
import { en } from '@payloadcms/translations/languages/en'
import { ja } from '@payloadcms/translations/languages/ja'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'
import { collections } from './collections'
import { globals } from './globals'
import { rootEndpoints, staffEndpoints, webhookEndpoints } from './api'
import { guardStateChanges } from './api/conventions/stateChangeGuard'
import { restrictPayloadRoutes } from './access/payloadRoutes'
import { databaseAdapter } from './database'
import { mailAdapter } from './email/mailAdapter'
import { payloadLocalization } from './localization'
import { rootDir } from '@domain/repoPaths'
import { secret } from './secret'
import { onPayloadInit } from './bootstrap/onInit'
import { databaseUnavailableAnswer } from './hooks/databaseUnavailableAnswer'

// Every state-changing route, Payload's own included, obeys the CSRF and Origin rule (stateChangeGuard.ts).
export default guardStateChanges(
  buildConfig({
    serverURL: process.env.PUBLIC_URL ?? '',
    secret: secret(),
    admin: {
      user: 'users',
      meta: { titleSuffix: ' · Open Learn CMS' },
      // Payload's default avatar is a Gravatar request per page view: a third party, and broken offline.
      avatar: 'default',
      components: {
        providers: ['/components/CsrfFetch#CsrfFetch'],
        // The curriculum tree and staff docs (docs/admin.md), the staff views of the site's events and JavaScript logs
        // (docs/admin.md "Analytics and JavaScript errors").
        afterNavLinks: ['/components/AdminNavLinks#AdminNavLinks', '/components/telemetry/TelemetryNavLinks#TelemetryNavLinks'],
        views: {
          curriculumTree: { Component: '/components/curriculumTree/CurriculumTreeView#CurriculumTreeView', path: '/curriculum' },
          analytics: { Component: '/components/telemetry/AnalyticsView#AnalyticsView', path: '/analytics' },
          javascriptErrors: { Component: '/components/telemetry/JavascriptErrorsView#JavascriptErrorsView', path: '/javascript-errors' },
        },
      },
      importMap: {
        baseDir: path.join(rootDir, 'cms'),
        importMapFile: path.join(rootDir, 'cms', 'app', '(payload)', 'admin', 'importMap.js'),
      },
    },
    routes: { admin: '/admin', api: '/api' },
    collections,
    globals,
    // The learner calls, and Stripe's webhook (not a learner call: Stripe signs it, no session or CSRF).
    endpoints: [...rootEndpoints, ...webhookEndpoints, ...staffEndpoints],
    localization: payloadLocalization,
    // The admin in English or Japanese, as the staff member's browser or choice says (docs/admin.md "Labels").
    i18n: { fallbackLanguage: 'en', supportedLanguages: { en, ja } },
    editor: lexicalEditor(),
    db: databaseAdapter(),
    email: mailAdapter,
    sharp,
    telemetry: false,
    typescript: { outputFile: path.join(rootDir, 'cms', 'payload-types.ts'), autoGenerate: false },
    graphQL: { disable: true },
    onInit: onPayloadInit,
    hooks: { afterError: [databaseUnavailableAnswer] },
  }).then(restrictPayloadRoutes),
)
