import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@core': fromRoot('./core'), '@': fromRoot('./client/src') };

/**
 * Unit tests run once; API tests (server/) run on embedded PGlite and, when
 * TEST_DATABASE_URL is set, again on PostgreSQL, each file in its own fresh database.
 */
const serverTests = ['server/**/*.test.ts'];
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['core/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'] } },
      { resolve: { alias }, test: { name: 'api-pglite', include: serverTests, env: { TEST_DB_ENGINE: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ resolve: { alias }, test: { name: 'api-postgres', include: serverTests, env: { TEST_DB_ENGINE: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
    ],
  },
});
