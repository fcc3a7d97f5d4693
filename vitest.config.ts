import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@core': fromRoot('./core'), '@': fromRoot('./client/src') };

/**
 * Component tests (ADR 081): client components rendered with Testing Library in happy-dom, with
 * the app's own i18next and query client; part of the inner loop, no build, no browser.
 */
const componentProject = {
  resolve: { alias },
  test: {
    name: 'component',
    pool: 'threads',
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5000/' } },
    include: ['client/src/**/*.test.tsx'],
    setupFiles: ['./client/src/test/component-setup.ts'],
  },
} satisfies TestProjectInlineConfiguration;

/**
 * Unit tests run once, in worker threads: each file still has its own module graph, and threads
 * start faster than the default child processes, which the inner loop (`npm run test:fast`)
 * feels. API tests (server/) run on embedded PGlite and, when TEST_DATABASE_URL is set, again on
 * PostgreSQL, each file in its own fresh database.
 */
const serverTests = ['server/**/*.test.ts'];
/** Migrates and seeds one database per run that each API test file starts from (a copy, not a rebuild). */
const snapshotSetup = './server/test/database-snapshot.ts';
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', pool: 'threads', include: ['core/**/*.test.ts', 'client/src/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'] } },
      componentProject,
      { resolve: { alias }, test: { name: 'api-pglite', include: serverTests, env: { TEST_DB_ENGINE: 'pglite' }, globalSetup: [snapshotSetup], testTimeout: 30_000, hookTimeout: 60_000 } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ resolve: { alias }, test: { name: 'api-postgres', include: serverTests, env: { TEST_DB_ENGINE: 'postgres' }, globalSetup: [snapshotSetup], testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
    ],
  },
});
