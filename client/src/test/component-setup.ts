import '@testing-library/jest-dom/vitest';
import { readFile } from 'node:fs/promises';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '@/lib/query-client';

/**
 * Component tests (ADR 081) run the client's real modules in happy-dom: its real i18next setup
 * reads the real translation files, which the built product serves from client/public/locales.
 * That static folder is the only "server" here; any other request fails the test, so a component
 * that reaches for the API is seen, not silently answered.
 */
const TRANSLATION_FILE = /^\/locales\/([a-z]{2})\/([a-z-]+)\.json$/;

globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const match = TRANSLATION_FILE.exec(url.pathname);
  if (!match) throw new Error(`component tests have no server: ${url.pathname} (seed the query cache instead)`);
  const body = await readFile(`client/public/locales/${match[1]}/${match[2]}.json`, 'utf8');
  return new Response(body, { headers: { 'content-type': 'application/json' } });
};

afterEach(() => {
  cleanup();
  queryClient.clear();
});
