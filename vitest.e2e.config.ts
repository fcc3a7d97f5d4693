import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Browser journeys: one real server (built client, fresh embedded database, demo data) for
 * the whole run, driven by Debian's Chromium through playwright-core. Files run one at a
 * time: the machine has two cores and journeys share the server.
 */
export default defineConfig({
  resolve: { alias: { '@core': fromRoot('./core'), '@': fromRoot('./client/src') } },
  test: {
    name: 'e2e',
    include: ['e2e/journeys/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A journey waits for what a person would wait for: on a loaded two-core CI machine, late in a
    // 15-minute run, a page can take over the 1 s default to appear (the landing once did). Speed
    // is measured by the bench (Lighthouse), not by these waits.
    expect: { poll: { timeout: 5_000 } },
  },
});
