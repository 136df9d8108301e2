import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { pluginEditorsVite } from './site/integrations/pluginEditors.ts'
import { workspaceMessagesVite } from './site/integrations/workspaceMessages.ts'

/**
 * Four suites. unit: pure logic. integration: Payload's Local API against a real database — SQLite by
 * default, PostgreSQL with TEST_DB=postgres (server from TEST_DATABASE_URL). e2e: the started platform
 * driven by Debian's Chromium through playwright-core. faults: parts of the platform killed under use. Files run one after another inside the database
 * suites, which share one scratch database per run.
 */
export default defineConfig({
  // The @domain/, @cms/, … aliases of tsconfig.json (docs/architecture.md "Imports").
  resolve: { tsconfigPaths: true },
  // The site's virtual:plugin-editors and virtual:workspace-messages modules, for tests importing workspace modules
  // (docs/workspace.md "Editor", docs/messages.md "In the browser").
  plugins: [
    pluginEditorsVite({ pluginsDir: fileURLToPath(new URL('./plugins/', import.meta.url)) }),
    workspaceMessagesVite({ messagesDir: fileURLToPath(new URL('./domain/i18n/messages', import.meta.url)) }),
  ],
  test: {
    // CI retries a failed test once: a test that fails on a loaded machine and then passes does not refuse the
    // whole run, and scripts/test.ts names it in its summary (tests/support/retriedTestsReporter.ts). Locally a
    // failure is a failure.
    retry: process.env.CI ? 1 : 0,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/setup/database.ts'],
          fileParallelism: false,
          pool: 'forks',
          // One process for every file, its modules and Payload kept: a fresh one per file spent ~10 s on imports and
          // Payload's start each (PostgreSQL pass 315 s, was ~540 s; SQLite integration 774 s). Files therefore leave
          // what they change (env, pools) as they found it, and each makes its own users and pages.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Fault tests (issue #23): a part of the platform killed or cut off under use, and the data checked afterwards.
        extends: true,
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/integration/setup/database.ts'],
          fileParallelism: false,
          pool: 'forks',
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/setup/platform.ts'],
          fileParallelism: false,
          pool: 'forks',
          testTimeout: 180_000,
          hookTimeout: 600_000,
          // A page's scripts wait for the session and their calls; under a loaded CI machine that takes more than the 1 s default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
