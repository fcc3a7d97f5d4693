import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { fromRoot } from '../paths';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * Issue 13: what a phone downloads. The real client build (into a folder of its own, so a
 * running product's dist/ is left alone), served by the real app: assets leave compressed the
 * way the browser asked and are cached for a year; the page is revalidated every time.
 */
let clientDir: string;
let database: TestDatabase;
let app: FastifyInstance;
let html: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'acasa-client-build-'));
  execFileSync(fromRoot('node_modules/.bin/vite'), ['build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: fromRoot(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync(fromRoot('node_modules/.bin/tsx'), [fromRoot('scripts/prerender-shell.tsx'), clientDir], { cwd: fromRoot(), stdio: ['ignore', 'ignore', 'inherit'] });
  html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  database = await createTestDatabase();
  app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', RATES_FETCH: 'off' }), database, clientDir });
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(clientDir, { recursive: true, force: true });
});

/**
 * The entry's largest script (the entry itself may be a one-line module that imports the code,
 * ADR 066) and the style sheet: the files a first visit spends its bytes on.
 */
function assetPaths() {
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!entry || !style) throw new Error(`index.html names no entry script or style sheet:\n${html}`);
  const imported = [...readFileSync(join(clientDir, entry), 'utf8').matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
  const [script] = [entry, ...imported].sort((a, b) => statSync(join(clientDir, b)).size - statSync(join(clientDir, a)).size);
  return { script, style };
}

describe('static assets', () => {
  it('sends the entry script and style sheet brotli-compressed to a browser, cached for a year', async () => {
    for (const path of Object.values(assetPaths())) {
      const res = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary), path).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], path).toMatch(path.endsWith('.js') ? /javascript/ : /text\/css/);
      const original = readFileSync(join(clientDir, path));
      expect(brotliDecompressSync(res.rawPayload).equals(original), path).toBe(true);
      // What a phone saves: the compressed script is well under half the original.
      expect(res.rawPayload.length, path).toBeLessThan(original.length / 2);
    }
  });

  it('sends gzip to a client that accepts only gzip, and the file as is to one that accepts nothing', async () => {
    for (const path of Object.values(assetPaths())) {
      const original = readFileSync(join(clientDir, path));
      const gzip = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.statusCode, path).toBe(200);
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gzip.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(gzip.rawPayload).equals(original), path).toBe(true);

      const plain = await app.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
      expect(plain.statusCode, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.rawPayload.equals(original), path).toBe(true);
    }
  });

  it('has the page itself revalidated on every visit, with its nonce filled in, compressed', async () => {
    for (const url of ['/', '/assessment']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body, url).toContain('<div id="root">');
      expect(body, url).not.toContain('ACASA_CSP_NONCE');
    }
  });

  it('keeps translations revalidated (not immutable), compressed too', async () => {
    const res = await app.inject({ url: '/locales/ro/translation.json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(
      JSON.parse(readFileSync(join(clientDir, 'locales/ro/translation.json'), 'utf8')),
    );
  });
});

describe('API answers', () => {
  it('compresses a large answer (the engine configuration) for a client that accepts it, with the same content', async () => {
    const plain = await app.inject({ url: '/api/assessments/config' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(5000);

    const br = await app.inject({ url: '/api/assessments/config', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await app.inject({ url: '/api/assessments/config', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is: compressing it would save no round trip', async () => {
    const res = await app.inject({ url: '/api/auth/user', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: expect.any(String) });
  });

  it('reads a request body as sent: a gzip-labelled body is not inflated behind the route (the webhook signs raw bytes)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/assessments/preview',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': 'en' },
      payload: '{"not":"gzip"}',
    });
    // Without request decompression the JSON is read as is and validated: a 400 naming fields, never a 500.
    expect(res.statusCode).toBe(400);
  });
});

describe("the landing page's and the wizard's first screen in the page (issue 13)", () => {
  const heading = (body: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1];

  it('sends a signed-out visitor the hero in Romanian, or in the language their cookie names', async () => {
    const ro = await app.inject({ url: '/' });
    expect(heading(ro.body)).toBe('Cumpărați o casă acasă, oriunde ați locui și lucra');
    expect(ro.body).toContain('<html lang="ro" data-boot-shell=""');
    expect(ro.body).toContain('<div id="boot-shell" inert>');
    expect(String(ro.headers.vary)).toMatch(/cookie/i);
    const fr = await app.inject({ url: '/', headers: { cookie: 'acasa_lang=fr' } });
    expect(heading(fr.body)).toBe('Achetez chez vous, où que vous viviez et travailliez');
    expect(fr.body).toContain('<html lang="fr" data-boot-shell=""');
    // A language we do not speak falls back to the default.
    const xx = await app.inject({ url: '/', headers: { cookie: 'acasa_lang=xx' } });
    expect(heading(xx.body)).toBe('Cumpărați o casă acasă, oriunde ați locui și lucra');
  });

  it("sends a first visit the hero in its browser's language among those offered (issue 25); the cookie's choice wins", async () => {
    const polish = await app.inject({ url: '/', headers: { 'accept-language': 'pl-PL,pl;q=0.9,en-US;q=0.8' } });
    expect(polish.body).toContain('<html lang="pl" data-boot-shell=""');
    expect(heading(polish.body)).toBe(heading((await app.inject({ url: '/', headers: { cookie: 'acasa_lang=pl' } })).body));
    expect(String(polish.headers.vary)).toMatch(/accept-language/i);
    const german = await app.inject({ url: '/', headers: { 'accept-language': 'es-ES,de-AT;q=0.7' } });
    expect(german.body).toContain('<html lang="de" data-boot-shell=""');
    const chosen = await app.inject({ url: '/', headers: { 'accept-language': 'hu-HU', cookie: 'acasa_lang=fr' } });
    expect(chosen.body).toContain('<html lang="fr" data-boot-shell=""');
    // None offered: Romanian, the default.
    const spanish = await app.inject({ url: '/', headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(heading(spanish.body)).toBe('Cumpărați o casă acasă, oriunde ați locui și lucra');
  });

  it('never repeats an id of the app, and carries no script of its own (the CSP stays as it is)', async () => {
    const body = (await app.inject({ url: '/' })).body;
    const shell = body.slice(body.indexOf('<div id="boot-shell"'), body.indexOf('<div id="root">'));
    const ids = [...shell.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]).filter((id) => id !== 'boot-shell');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^boot-/);
    expect(shell).not.toContain('<script');
    expect(shell).not.toContain('data-testid');
    // The page paints without them: the app's scripts start after the first paint (boot.js).
    expect(body).toMatch(/<script defer src="\/boot.js" data-entry="\/assets\/index-[^"]+\.js" nonce="[^"]+"><\/script>/);
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).toContain('rel="acasa-modulepreload"');
    const boot = await app.inject({ url: '/boot.js' });
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['content-type']).toMatch(/javascript/);
  });

  it('leaves it out for a visitor with a session (the dashboard is their home) and on other pages', async () => {
    const signedIn = await app.inject({ url: '/', headers: { cookie: 'acasa_session=' + 'a'.repeat(43) } });
    expect(signedIn.body).not.toContain('boot-shell');
    expect(heading(signedIn.body)).toBeUndefined();
    const signedInWizard = await app.inject({ url: '/assessment', headers: { cookie: 'acasa_session=' + 'a'.repeat(43) } });
    expect(signedInWizard.body).not.toContain('boot-shell');
    const pricing = await app.inject({ url: '/pricing' });
    expect(pricing.body).not.toContain('boot-shell');
  });

  it("sends a signed-out visitor the wizard's page header", async () => {
    const wizard = await app.inject({ url: '/assessment', headers: { cookie: 'acasa_lang=en' } });
    expect(heading(wizard.body)).toBe('Loan eligibility assessment');
    expect(wizard.body).toContain('<div id="boot-shell" inert>');
    expect(wizard.body).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-/);
    expect(wizard.body).toContain('<link rel="modulepreload" fetchpriority="low" ');
  });

  it("names on the wizard's page the translation files its scripts will ask for, in the visitor's language", async () => {
    const wizard = await app.inject({ url: '/assessment', headers: { cookie: 'acasa_lang=fr' } });
    for (const namespace of ['translation', 'wizard', 'result']) {
      expect(wizard.body).toContain(`<link rel="preload" as="fetch" crossorigin href="/locales/fr/${namespace}.json">`);
      expect((await app.inject({ url: `/locales/fr/${namespace}.json` })).statusCode).toBe(200);
    }
    expect(wizard.body).not.toContain('/locales/ro/');
  });

  it('does not serve the stored first screens as a file', async () => {
    expect((await app.inject({ url: '/boot-shell.json' })).statusCode).toBe(404);
  });
});
