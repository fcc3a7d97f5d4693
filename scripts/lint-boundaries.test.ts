/**
 * ADR 075: `npm run lint` holds the client's layers. Each fixture below is linted with the
 * repository's own eslint.config.js as if it were a file at `at` in client/src (it is never
 * written there, so `npm run lint` never sees it), importing the real features of the tree.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const featuresDir = join(root, 'client/src/features');

/** Any module of the feature other than its index.ts: what other parts may not reach into. */
function internalFileOf(feature: string): string {
  const files = readdirSync(join(featuresDir, feature), { recursive: true, encoding: 'utf8' });
  const internal = files.find((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx') && file !== 'index.ts');
  if (!internal) throw new Error(`features/${feature} has no file besides index.ts`);
  return internal.replace(/\.tsx?$/, '');
}

// Two real features, whatever they are called today: `importer` imports `target`.
const [importer, target] = readdirSync(featuresDir).filter((name) => readdirSync(join(featuresDir, name)).includes('index.ts')).sort();
const targetInternal = internalFileOf(target);
const importerInternal = internalFileOf(importer);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary errors ESLint reports for `code` placed at `at` (a path inside client/src). */
async function boundaryErrors(at: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'client/src', at) });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('lint refuses an import across the client layers', () => {
  it.each([
    ['the layout imports a feature through its index', 'components/layout/fixture.tsx', `@/features/${target}`],
    ['the layout imports a feature file', 'components/layout/fixture.tsx', `@/features/${target}/${targetInternal}`],
    ['a ui component imports a feature by a relative path', 'components/ui/fixture.tsx', `../../features/${target}`],
    ['lib imports a feature', 'lib/fixture.ts', `@/features/${target}`],
    ['lib imports app', 'lib/fixture.ts', '@/app/router'],
    ['a feature imports app', `features/${importer}/fixture.ts`, '@/app/router'],
    ["a feature imports another feature's file", `features/${importer}/fixture.ts`, `@/features/${target}/${targetInternal}`],
    ["a feature imports another feature's file by a relative path", `features/${importer}/lib/fixture.ts`, `../../${target}/${targetInternal}`],
    ["a page imports a feature's file", 'app/pages/fixture.tsx', `@/features/${target}/${targetInternal}`],
  ])('%s', async (_case, at, source) => {
    expect(await boundaryErrors(at, `import * as imported from '${source}';\nexport { imported };\n`)).toHaveLength(1);
  });

  it("refuses a dynamic import of another feature's file", async () => {
    const code = `export const load = () => import('@/features/${target}/${targetInternal}');\n`;
    expect(await boundaryErrors(`features/${importer}/fixture.ts`, code)).toHaveLength(1);
  });

  it('says what to do instead', async () => {
    const [message] = await boundaryErrors(`features/${importer}/fixture.ts`, `export * from '@/features/${target}/${targetInternal}';\n`);
    expect(message).toContain('through its index.ts');
  });
});

describe('lint allows the imports the layers are for', () => {
  it.each([
    ["a feature imports another feature's index", `features/${importer}/fixture.ts`, `@/features/${target}`],
    ["a feature imports another feature's index by a relative path", `features/${importer}/lib/fixture.ts`, `../../${target}`],
    ['a feature imports its own files', `features/${importer}/fixture.ts`, `@/features/${importer}/${importerInternal}`],
    ['a feature imports components and lib', `features/${importer}/fixture.ts`, '@/lib/utils'],
    ["a page imports a feature's index", 'app/pages/fixture.tsx', `@/features/${target}`],
    ['the layout imports lib', 'components/layout/fixture.tsx', '@/lib/auth/use-auth'],
  ])('%s', async (_case, at, source) => {
    expect(await boundaryErrors(at, `import * as imported from '${source}';\nexport { imported };\n`)).toEqual([]);
  });
});

/** The restricted-import errors ESLint reports for `code` placed at `at` (a path inside core/). */
async function coreErrors(at: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'core', at) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('lint keeps core/ free of the server and the client (issue 21)', () => {
  it.each([
    ['core imports the server one level up', 'fixture.ts', '../server/db/seed'],
    ['core imports the server from deep inside', 'eligibility/testing/fixture.ts', '../../../server/db/schema'],
    ['core imports the client by a relative path', 'eligibility/fixture.ts', '../../client/src/lib/format'],
    ["core imports the client by its '@/' alias", 'schemas/fixture.ts', '@/lib/format'],
    ['core imports drizzle', 'fixture.ts', 'drizzle-orm'],
  ])('%s', async (_case, at, source) => {
    expect(await coreErrors(at, `import * as imported from '${source}';\nexport { imported };\n`)).toHaveLength(1);
  });

  it.each([
    ['core imports its own reference data', 'eligibility/testing/fixture.ts', '../../reference-data'],
    ['core imports a sibling module', 'eligibility/fixture.ts', '../money/round'],
    ['core imports zod', 'schemas/fixture.ts', 'zod'],
  ])('allows: %s', async (_case, at, source) => {
    expect(await coreErrors(at, `import * as imported from '${source}';\nexport { imported };\n`)).toEqual([]);
  });
});

/** The restricted-import errors ESLint reports for `code` placed at `at` (a path inside server/). */
async function serverErrors(at: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'server', at) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('lint keeps the rarely used packages out of the server start (issue 22, ADR 072)', () => {
  it.each(['pdfkit', 'stripe', '@aws-sdk/client-s3', 'nodemailer', 'unpdf', 'tesseract.js', 'ics'])('refuses a static import of %s', async (name) => {
    const [message] = await serverErrors('modules/fixture.ts', `import * as imported from '${name}';\nexport { imported };\n`);
    expect(message).toContain('await import()');
  });

  it.each([
    ['a type import', `import type * as imported from 'pdfkit';\nexport type Imported = typeof imported;\n`],
    ['an import where first used', `export const load = async () => (await import('stripe')).default;\n`],
  ])('allows %s', async (_case, code) => {
    expect(await serverErrors('modules/fixture.ts', code)).toEqual([]);
  });
});
