import { Writable } from 'node:stream';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { CSP_NONCE_PLACEHOLDER } from './client/serve-client';
import { assessments, documents, exchangeRates, lendingRules, users } from './db/schema';
import { parseEnv } from './env';
import { countEveryTable, signIn, WORKED_EXAMPLE } from './modules/assessments/assessment-fixtures';
import { signInPro } from './modules/broker/review-fixtures';
import { PDF_BYTES, uploadForm } from './modules/documents/upload-fixtures';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { registerUser, sessionCookie, STRONG_PASSWORD, uniqueEmail } from './test/test-app';

/**
 * Issue 11: what an attack on the running product found, each as the request an attacker
 * sent, on PGlite and PostgreSQL. The app logs at trace level (every level) into memory, so the
 * last test can read every line it wrote for secrets.
 */
let database: TestDatabase;
let app: FastifyInstance;
let uploadDir: string;
const logLines: string[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-hardening-'));
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off', UPLOAD_DIR: uploadDir, RATES_FETCH: 'off' }),
    database,
    clientDir: null,
    logger: { level: 'trace', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(uploadDir, { recursive: true, force: true });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { 'accept-language': 'en', ...headers } });

describe('control characters (item 2)', () => {
  it('refuses a NUL in register with a 400 naming the field, and logs no hash, e-mail or SQL parameter', async () => {
    const email = uniqueEmail('nul');
    const before = await countEveryTable(database.db);
    const res = await post('/api/auth/register', { email, password: STRONG_PASSWORD, firstName: 'A\u0000B', lastName: 'Pop' }, { 'x-forwarded-for': '10.9.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { firstName: 'First name contains characters that are not allowed (control characters)' } });
    expect(await countEveryTable(database.db)).toMatchObject({ ...before, rate_limit_hits: expect.any(Number) });
    secrets.push(email);
  });

  it.each([
    ['login e-mail', '/api/auth/login', { email: 'a\u0000@example.com', password: 'x' }, 'email'],
    ['a test payment secret', '/api/subscriptions/test/confirm', { clientSecret: 'x\u0000', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' }, 'clientSecret'],
    ['a control character in a key', '/api/assessments/preview', { ...WORKED_EXAMPLE, 'bad\u0001key': 1 }, '_'],
    ['an escape character', '/api/assessments/preview', { ...WORKED_EXAMPLE, residenceCountry: 'D\u001bE' }, 'residenceCountry'],
  ])('refuses %s with a 400 naming the field', async (_name, url, payload, field) => {
    const { cookie } = await signIn(app, database.db);
    const res = await post(url, payload, { cookie });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
  });

  it('refuses ?search=%00 on the broker and admin lists', async () => {
    const admin = await signIn(app, database.db, 'admin');
    for (const url of ['/api/broker/assessments?search=%00', '/api/admin/users?search=a%00b', '/api/admin/assessments?search=%00']) {
      const res = await app.inject({ url, headers: { cookie: admin.cookie, 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fieldErrors), url).toEqual(['search']);
    }
  });

  it('keeps line breaks and tabs in notes', async () => {
    const owner = await signInPro(app, database.db);
    const submitted = (await post('/api/assessments', WORKED_EXAMPLE, { cookie: owner.cookie })).json();
    const broker = await signIn(app, database.db, 'broker');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/broker/assessments/${submitted.id}/status`,
      headers: { cookie: broker.cookie },
      payload: { status: 'in_review', notes: 'Line one\nLine two\twith a tab' },
    });
    expect(res.statusCode).toBe(200);
  });
});

/** Every row of the tables an admin or broker edits, to show that a refused request changed none. */
async function editableRows(): Promise<string> {
  const tables = ['countries', 'banks', 'lending_rules', 'exchange_rates', 'assessments', 'assessment_events', 'documents', 'admin_audit_log'];
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    const result = (await database.db.execute(sql`select * from ${sql.identifier(table)} order by 1`)) as unknown as { rows: unknown[] };
    rows[table] = result.rows;
  }
  return JSON.stringify(rows);
}

describe('control characters in every text field a broker or admin writes (item 2)', () => {
  const ids: Record<string, string> = {};
  let adminCookie: string;
  let brokerCookie: string;
  const bank = { name: 'Banca Hardening', countryCode: 'RO', description: 'Plain text', minLoanAmount: '10000', maxLoanAmount: '250000', interestRateMin: '4.5', interestRateMax: '6.5', isActive: false };

  beforeAll(async () => {
    adminCookie = (await signIn(app, database.db, 'admin')).cookie;
    brokerCookie = (await signIn(app, database.db, 'broker')).cookie;
    const owner = await signInPro(app, database.db);
    ids.assessment = (await post('/api/assessments', WORKED_EXAMPLE, { cookie: owner.cookie })).json().id;
    const upload = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: owner.cookie },
      payload: uploadForm({ assessmentId: ids.assessment, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }) as unknown as string,
    });
    ids.document = upload.json().id;
    const country = await post('/api/admin/countries', { name: 'Hardeningland', code: 'QH', flag: '', type: 'both', isActive: false }, { cookie: adminCookie });
    expect(country.statusCode).toBe(201);
    ids.country = String(country.json().id);
    const created = await post('/api/admin/banks', bank, { cookie: adminCookie });
    expect(created.statusCode).toBe(201);
    ids.bank = String(created.json().id);
    ids.rule = String((await database.db.select({ id: lendingRules.id }).from(lendingRules).limit(1))[0].id);
    ids.rate = String((await database.db.select({ id: exchangeRates.id }).from(exchangeRates).where(eq(exchangeRates.currency, 'GBP')).limit(1))[0].id);
  });

  it.each([
    ['broker notes', 'PUT', (): string => `/api/broker/assessments/${ids.assessment}/status`, { status: 'in_review', notes: 'Checked\u0000 income' }, 'notes', 'broker'],
    ['a document rejection reason', 'PUT', (): string => `/api/broker/documents/${ids.document}/status`, { status: 'rejected', reason: 'Unreadable\u0000' }, 'reason', 'broker'],
    ['a new country\'s name', 'POST', (): string => '/api/admin/countries', { name: 'Mol\u0000dova', code: 'QN', flag: '', type: 'both' }, 'name', 'admin'],
    ['a new country\'s flag', 'POST', (): string => '/api/admin/countries', { name: 'Moldova', code: 'QN', flag: '\u0001', type: 'both' }, 'flag', 'admin'],
    ['a country\'s new name', 'PUT', (): string => `/api/admin/countries/${ids.country}`, { name: 'Hardening\u0000land' }, 'name', 'admin'],
    ['a country\'s new flag', 'PUT', (): string => `/api/admin/countries/${ids.country}`, { flag: '\u001b[31m' }, 'flag', 'admin'],
    ['a new bank\'s name', 'POST', (): string => '/api/admin/banks', { ...bank, name: 'Banca\u0000 Nouă' }, 'name', 'admin'],
    ['a new bank\'s description', 'POST', (): string => '/api/admin/banks', { ...bank, name: 'Banca Nouă', description: 'Good\u0000rates' }, 'description', 'admin'],
    ['a bank\'s new name', 'PUT', (): string => `/api/admin/banks/${ids.bank}`, { name: '\u0000' }, 'name', 'admin'],
    ['a bank\'s new description', 'PUT', (): string => `/api/admin/banks/${ids.bank}`, { description: 'Line\u0007bell' }, 'description', 'admin'],
    ['lending-rule notes', 'PUT', (): string => `/api/admin/lending-rules/${ids.rule}`, { notes: 'Checked with the NBR\u0000' }, 'notes', 'admin'],
    ['a new exchange rate\'s source', 'POST', (): string => '/api/admin/exchange-rates', { currency: 'USD', rate: '1.1', rateDate: '2024-06-03', source: 'ECB\u0000' }, 'source', 'admin'],
    ['an exchange-rate correction\'s source', 'PUT', () => `/api/admin/exchange-rates/${ids.rate}`, { rate: '0.85', source: 'typed\u0000' }, 'source', 'admin'],
  ] as const)('refuses a control character in %s with a 400 naming the field, and changes nothing', async (_name, method, url, payload, field, role) => {
    const before = await editableRows();
    const res = await app.inject({
      method,
      url: url(),
      payload,
      headers: { cookie: role === 'admin' ? adminCookie : brokerCookie, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    expect(res.json().fieldErrors[field]).toMatch(/contains characters that are not allowed \(control characters\)$/);
    expect(await editableRows()).toBe(before);
  });

  it('accepts the same requests without the control character (so the refusals above are about it alone)', async () => {
    const broker = { cookie: brokerCookie, 'accept-language': 'en' };
    const admin = { cookie: adminCookie, 'accept-language': 'en' };
    const accepted = [
      await app.inject({ method: 'PUT', url: `/api/broker/assessments/${ids.assessment}/status`, headers: broker, payload: { status: 'in_review', notes: 'Checked income' } }),
      await app.inject({ method: 'PUT', url: `/api/broker/documents/${ids.document}/status`, headers: broker, payload: { status: 'rejected', reason: 'Unreadable' } }),
      await app.inject({ method: 'PUT', url: `/api/admin/countries/${ids.country}`, headers: admin, payload: { name: 'Hardeningland 2', flag: '🏳️' } }),
      await app.inject({ method: 'PUT', url: `/api/admin/banks/${ids.bank}`, headers: admin, payload: { name: 'Banca Hardening 2', description: 'Line\nbreak' } }),
      await app.inject({ method: 'PUT', url: `/api/admin/lending-rules/${ids.rule}`, headers: admin, payload: { notes: 'Checked with the NBR' } }),
      await app.inject({ method: 'PUT', url: `/api/admin/exchange-rates/${ids.rate}`, headers: admin, payload: { rate: '0.85', source: 'typed' } }),
    ];
    expect(accepted.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe('amounts (item 3)', () => {
  it('refuses an amount that rounds to zero cents, and stores nothing', async () => {
    const { cookie } = await signInPro(app, database.db);
    const before = await countEveryTable(database.db);
    const res = await post('/api/assessments', { ...WORKED_EXAMPLE, propertyValue: 0.001, desiredLoanAmount: 0.001 }, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ propertyValue: 'Property value must be a positive number' });
    expect(await countEveryTable(database.db)).toEqual(before);
  });

  it('stores 1000.004 as 1000.00 and 1000.005 as 1000.01', async () => {
    const { cookie } = await signInPro(app, database.db);
    const res = await post('/api/assessments', { ...WORKED_EXAMPLE, monthlyIncome: 3000.004, currentSavings: 1000.005 }, { cookie });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ monthlyIncome: '3000.00', currentSavings: '1000.01' });
  });
});

describe('documents per assessment (item 4)', () => {
  it('stores exactly 30 of 45 uploads sent at once', async () => {
    const owner = await signInPro(app, database.db);
    const { id } = (await post('/api/assessments', WORKED_EXAMPLE, { cookie: owner.cookie })).json();
    const results = await Promise.all(
      Array.from({ length: 45 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/documents',
          headers: { cookie: owner.cookie },
          payload: uploadForm({ assessmentId: id, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }) as unknown as string,
        }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(30);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(15);
    expect(await database.db.select().from(documents).where(eq(documents.assessmentId, id))).toHaveLength(30);
    // A refused upload leaves no file behind.
    const files = readdirSync(uploadDir, { recursive: true }).map(String).filter((name) => statSync(join(uploadDir, name)).isFile());
    expect(files.length).toBe((await database.db.select().from(documents)).length);
  });
});

describe('logout with a JSON content type and no body (item 5)', () => {
  it('ends the session', async () => {
    const { cookie } = await registerUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('still refuses a broken JSON body with a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });
});

describe('login throttling that cannot lock the owner out (item 6)', () => {
  // Its own app: rate limits on, client addresses from X-Forwarded-For (a proxy in front).
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', RATE_LIMITS: 'on', AUTH_RATE_LIMIT_MAX: '10', TRUST_PROXY: '1', RATES_FETCH: 'off' }),
      database,
      clientDir: null,
      logger: { level: 'trace', stream: new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) }) },
    });
    await limited.ready();
  });
  afterAll(() => limited.close());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    limited.inject({ method: 'POST', url, payload: payload as object, headers: { 'accept-language': 'en', ...headers } });

  it('lets the owner in from a browser they used before, while guesses from everywhere else are throttled', async () => {
    const email = uniqueEmail('owner');
    const registered = await post('/api/auth/register', { email, password: STRONG_PASSWORD, firstName: 'Ioana', lastName: 'Pop' }, { 'x-forwarded-for': '10.1.0.1' });
    expect(registered.statusCode).toBe(201);
    const device = registered.cookies.find((cookie) => cookie.name === 'acasa_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    secrets.push(device!.value);

    // Eleven wrong passwords within the minute, each from another address.
    for (let i = 0; i < 11; i++) {
      const guess = await post('/api/auth/login', { email, password: `Wrong-guess-${i}!` }, { 'x-forwarded-for': `10.2.0.${i + 1}` });
      expect(guess.statusCode).not.toBe(200);
    }
    // A new browser on a fresh address is throttled (the account's limit for unknown browsers)...
    const stranger = await post('/api/auth/login', { email, password: STRONG_PASSWORD }, { 'x-forwarded-for': '10.3.0.1' });
    expect(stranger.statusCode).toBe(429);
    // ...the owner's own browser is not.
    const owner = await post('/api/auth/login', { email, password: STRONG_PASSWORD }, { 'x-forwarded-for': '10.3.0.2', cookie: `acasa_device=${device!.value}` });
    expect(owner.statusCode).toBe(200);
    secrets.push(sessionCookie(owner).split('=')[1]);
  });

  it('does not trust a device cookie of another account', async () => {
    const victim = uniqueEmail('victim');
    await post('/api/auth/register', { email: victim, password: STRONG_PASSWORD, firstName: 'V', lastName: 'P' }, { 'x-forwarded-for': '10.4.0.1' });
    const attacker = await post('/api/auth/register', { email: uniqueEmail('attacker'), password: STRONG_PASSWORD, firstName: 'A', lastName: 'P' }, { 'x-forwarded-for': '10.4.0.2' });
    const attackerDevice = attacker.cookies.find((cookie) => cookie.name === 'acasa_device')!.value;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/auth/login', { email: victim, password: `Wrong-${i}!` }, { 'x-forwarded-for': `10.5.0.${i + 1}`, cookie: `acasa_device=${attackerDevice}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('drafts are their owner\'s alone (item 8)', () => {
  it('answers 404 to a broker who tries to review a draft, as GET does', async () => {
    const owner = await registerUser(app);
    const draft = await app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: owner.cookie }, payload: { residenceCountry: 'DE', originCountry: 'RO' } });
    const draftId = draft.json().id;
    const broker = await signIn(app, database.db, 'broker');
    const headers = { cookie: broker.cookie };
    expect((await app.inject({ url: `/api/broker/assessments/${draftId}`, headers })).statusCode).toBe(404);
    const review = await app.inject({ method: 'PUT', url: `/api/broker/assessments/${draftId}/status`, headers, payload: { status: 'in_review' } });
    expect(review.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/assessments/${draftId}/document-checklist`, headers })).statusCode).toBe(404);
    const [row] = await database.db.select().from(assessments).where(eq(assessments.id, draftId));
    expect(row.status).toBe('draft');
  });
  it("keeps a draft's documents from everyone but its owner, on every route", async () => {
    const owner = await registerUser(app);
    const draftId = (await app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: owner.cookie }, payload: { residenceCountry: 'DE', originCountry: 'RO' } })).json().id;
    const upload = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: owner.cookie },
      payload: uploadForm({ assessmentId: draftId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }) as unknown as string,
    });
    expect(upload.statusCode).toBe(201);
    const documentId = upload.json().id;
    expect((await app.inject({ url: `/api/documents/${documentId}/file`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);

    const broker = await signIn(app, database.db, 'broker');
    const admin = await signIn(app, database.db, 'admin');
    const stranger = await registerUser(app);
    const before = await editableRows();
    for (const [who, cookie] of [['broker', broker.cookie], ['admin', admin.cookie], ['another user', stranger.cookie]] as const) {
      const headers = { cookie, 'accept-language': 'en' };
      for (const url of [`/api/documents/${documentId}/file`, `/api/assessments/${draftId}`, `/api/assessments/${draftId}/document-checklist`, `/api/assessments/${draftId}/certificate`]) {
        expect((await app.inject({ url, headers })).statusCode, `${who} GET ${url}`).toBe(404);
      }
      expect((await app.inject({ method: 'DELETE', url: `/api/documents/${documentId}`, headers })).statusCode, `${who} DELETE`).toBe(404);
      const review = await app.inject({ method: 'PUT', url: `/api/broker/documents/${documentId}/status`, headers, payload: { status: 'rejected', reason: 'Unreadable scan' } });
      expect(review.statusCode, `${who} review`).toBe(who === 'another user' ? 403 : 404);
      if (who === 'another user') continue;
      const queue = await app.inject({ url: `/api/broker/documents?assessmentId=${draftId}`, headers });
      expect(queue.json(), `${who} queue`).toEqual([]);
      expect((await app.inject({ url: '/api/broker/documents', headers })).body, `${who} queue`).not.toContain(documentId);
      expect((await app.inject({ url: '/api/admin/assessments?pageSize=100', headers })).body, `${who} admin list`).not.toContain(draftId);
    }
    expect(await editableRows()).toBe(before);
  });
});

describe('certificates of rejected assessments (item 9)', () => {
  it('verify as revoked with the date, and no longer download', async () => {
    const owner = await signInPro(app, database.db);
    const { id } = (await post('/api/assessments', WORKED_EXAMPLE, { cookie: owner.cookie })).json();
    const pdf = await app.inject({ url: `/api/assessments/${id}/certificate`, headers: { cookie: owner.cookie } });
    expect(pdf.statusCode).toBe(200);
    const code = /acasa-certificate-([0-9A-Z]+)\.pdf/.exec(String(pdf.headers['content-disposition']))![1];
    expect((await app.inject({ url: `/api/certificates/${code}` })).json()).toMatchObject({ valid: true });

    const broker = await signIn(app, database.db, 'broker');
    const rejected = await app.inject({
      method: 'PUT',
      url: `/api/broker/assessments/${id}/status`,
      headers: { cookie: broker.cookie },
      payload: { status: 'rejected', notes: 'Income could not be verified.' },
    });
    expect(rejected.statusCode).toBe(200);
    const verification = (await app.inject({ url: `/api/certificates/${code}` })).json();
    expect(verification).toEqual({ valid: false, revokedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const again = await app.inject({ url: `/api/assessments/${id}/certificate`, headers: { cookie: owner.cookie, 'accept-language': 'en' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('rejected');

    // Reopened: valid again.
    await app.inject({ method: 'PUT', url: `/api/broker/assessments/${id}/status`, headers: { cookie: broker.cookie }, payload: { status: 'in_review', notes: 'Reopened with new documents.' } });
    expect((await app.inject({ url: `/api/certificates/${code}` })).json()).toMatchObject({ valid: true });
  });
});

describe('the offline test payment provider in production (item 10)', () => {
  it('refuses to start without Stripe keys unless PAYMENTS=test is asked for', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(parseEnv({ NODE_ENV: 'production', PAYMENTS: 'test' }).PAYMENTS).toBe('test');
    expect(() => parseEnv({ NODE_ENV: 'development', PAYMENTS: 'stripe' })).toThrow(/PAYMENTS/);
  });

  it('says so loudly at every start', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const demoDatabase = await createTestDatabase();
    const demo = await buildApp({ env: parseEnv({ NODE_ENV: 'production', PAYMENTS: 'test' }), database: demoDatabase, clientDir: null, logger: { level: 'warn', stream } });
    await demo.close();
    await demoDatabase.drop();
    expect(lines.join('')).toContain('PAYMENTS=test in production');
  });
});

describe('headers (items 11 and 12)', () => {
  it('marks signed-in answers no-store', async () => {
    const { cookie } = await registerUser(app);
    for (const url of ['/api/auth/user', '/api/assessments', '/api/dashboard', '/api/documents']) {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toContain('no-store');
    }
  });

  it('allows no inline styles and images only from the product and Stripe', async () => {
    const csp = String((await app.inject({ url: '/api/countries' })).headers['content-security-policy']);
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https://*.stripe.com;");
  });

  it("gives each page load its own nonce, in the page and in the page's policy, and never serves the raw template", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'acasa-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      `<html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script nonce="${CSP_NONCE_PLACEHOLDER}" src="/a.js"></script></head></html>`,
    );
    const pagesDatabase = await createTestDatabase();
    const pages = await buildApp({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATES_FETCH: 'off' }), database: pagesDatabase, clientDir });
    try {
      const nonces = [];
      for (const url of ['/', '/assessment', '/index.html']) {
        const res = await pages.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
        const nonce = /nonce="([^"]+)"/.exec(res.body)?.[1];
        expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(res.body.split(`nonce="${nonce}"`)).toHaveLength(3);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain(`style-src 'self' 'nonce-${nonce}';`);
        expect(csp).not.toContain("'unsafe-inline'");
        nonces.push(nonce);
      }
      expect(new Set(nonces).size).toBe(3);
    } finally {
      await pages.close();
      await pagesDatabase.drop();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('the log of this whole file (item 2)', () => {
  it('writes a failed query without its parameters', async () => {
    const marker = 'secret-param-Zq81';
    try {
      await database.db.execute(sql`select ${marker}::int as n`);
      throw new Error('the query should have failed');
    } catch (error) {
      app.log.error({ err: error }, 'unhandled error');
    }
    const line = logLines.filter((entry) => entry.includes('unhandled error')).at(-1) ?? '';
    expect(line).toContain('[parameters not logged]');
    expect(line).not.toContain(marker);
    secrets.push(marker);
  });

  it('writes a failed insert into users, through the route, without the e-mail, the hash or the parameters', async () => {
    // A database that refuses this one insert: the 500 path with the users table's parameters in the error.
    await database.db.execute(
      sql.raw(`create function refuse_log_probe() returns trigger language plpgsql as $$ begin if new.first_name = 'LogProbe' then raise exception 'refused for the log test'; end if; return new; end $$`),
    );
    await database.db.execute(sql.raw('create trigger refuse_log_probe before insert on users for each row execute function refuse_log_probe()'));
    const email = uniqueEmail('log-probe');
    try {
      const res = await post('/api/auth/register', { email, password: STRONG_PASSWORD, firstName: 'LogProbe', lastName: 'Pop' }, { 'x-forwarded-for': '10.9.0.2' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('insert');
    } finally {
      await database.db.execute(sql.raw('drop trigger refuse_log_probe on users'));
    }
    const line = logLines.filter((entry) => entry.includes('unhandled error')).at(-1) ?? '';
    expect(line).toContain('insert into \\"users\\"');
    expect(line).toContain('[parameters not logged]');
    secrets.push(email);
  });

  it('writes a test payment without its card number', async () => {
    const { cookie } = await registerUser(app);
    const setup = await post('/api/get-or-create-subscription', { plan: 'pro' }, { cookie });
    expect(setup.statusCode).toBe(200);
    secrets.push(setup.json().clientSecret);
    const paid = await post('/api/subscriptions/test/confirm', { clientSecret: setup.json().clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '987' }, { cookie });
    expect(paid.statusCode).toBe(200);
  });

  it('holds no password, hash, session or device token, card number or SQL parameters', async () => {
    const hashes = (await database.db.select({ passwordHash: users.passwordHash }).from(users)).map((row) => row.passwordHash ?? '$argon2id');
    const sids = ((await database.db.execute(sql`select sid from sessions`)) as unknown as { rows: Array<{ sid: string }> }).rows.map((row) => row.sid);
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    // Every level was on: debug-level lines are there too.
    expect(log).toContain('"level":20');
    for (const secret of [STRONG_PASSWORD, '$argon2id', '4242424242424242', 'params:', ...hashes, ...sids, ...secrets]) {
      expect(log.includes(secret), `the log contains ${secret.slice(0, 12)}…`).toBe(false);
    }
  });
});

/** Issue 20's lone surrogates: high and low, at the start, in the middle and at the end. */
const LONE_SURROGATES = ['\ud800 at the start', 'in the \udbff middle', 'at the end \ud800', '\udc00 low first', 'low \udfff inside', 'low at the end \udc00'];
/** JSON text with a lone surrogate as a \u escape, as an attacker (or a broken client) sends it. */
const escapedJson = (body: unknown) => JSON.stringify(body).replace(/[\ud800-\udfff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16)}`);

describe('ill-formed Unicode, refused on every kind of input (issue 20)', () => {
  const ids: Record<string, string> = {};
  let adminCookie: string;
  let brokerCookie: string;

  beforeAll(async () => {
    adminCookie = (await signIn(app, database.db, 'admin')).cookie;
    brokerCookie = (await signIn(app, database.db, 'broker')).cookie;
    const owner = await signInPro(app, database.db);
    ids.assessment = (await post('/api/assessments', WORKED_EXAMPLE, { cookie: owner.cookie })).json().id;
    const upload = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: owner.cookie },
      payload: uploadForm({ assessmentId: ids.assessment, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }) as unknown as string,
    });
    ids.document = upload.json().id;
    const bank = { name: 'Banca Surogat', countryCode: 'RO', minLoanAmount: '10000', maxLoanAmount: '250000', interestRateMin: '4.5', interestRateMax: '6.5', isActive: false };
    ids.bank = String((await post('/api/admin/banks', bank, { cookie: adminCookie })).json().id);
  });

  const put = (url: string, body: unknown, cookie: string, language = 'en') =>
    app.inject({ method: 'PUT', url, headers: { cookie, 'accept-language': language, 'content-type': 'application/json' }, payload: escapedJson(body) });

  it.each(LONE_SURROGATES)("refuses %j in a broker's document-review reason with a 400 naming the field (it was a 500 on PostgreSQL), and changes nothing", async (text) => {
    const before = await editableRows();
    const res = await put(`/api/broker/documents/${ids.document}/status`, { status: 'rejected', reason: `Unreadable ${text}` }, brokerCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { reason: 'Reason contains characters that cannot be stored (broken Unicode text, often left by copy and paste). Please type it again' } });
    expect(await editableRows()).toBe(before);
  });

  it.each(LONE_SURROGATES)("refuses %j in an admin's bank-charge source with a 400 naming the field (it was a 500 on PostgreSQL), and changes nothing", async (text) => {
    const before = await editableRows();
    const items = [{ key: 'arrangement', base: 'loan', rate: '0.01', frequency: 'upfront', isMandatory: true, source: `Tariff ${text}` }];
    const res = await put(`/api/admin/banks/${ids.bank}/charges`, { items }, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().fieldErrors)).toEqual(['items.0.source']);
    expect(await editableRows()).toBe(before);
  });

  it('accepts the same two requests with well-formed text (an emoji is a pair, not a lone surrogate)', async () => {
    const review = await put(`/api/broker/documents/${ids.document}/status`, { status: 'rejected', reason: 'Unreadable 📄' }, brokerCookie);
    const items = [{ key: 'arrangement', base: 'loan', rate: '0.01', frequency: 'upfront', isMandatory: true, source: 'Tariff 📄 2024' }];
    const charges = await put(`/api/admin/banks/${ids.bank}/charges`, { items }, adminCookie);
    expect([review.statusCode, charges.statusCode]).toEqual([200, 200]);
    const stored = await database.db.select({ reason: documents.rejectionReason }).from(documents).where(eq(documents.id, ids.document));
    expect(stored[0].reason).toBe('Unreadable 📄');
  });

  it('names the field in Romanian and French', async () => {
    const ro = await put(`/api/broker/documents/${ids.document}/status`, { status: 'rejected', reason: 'x \ud800' }, brokerCookie, 'ro');
    expect(ro.json().fieldErrors.reason).toBe('Câmpul „Motiv” conține caractere care nu pot fi salvate (text Unicode deteriorat, adesea rămas de la o copiere). Scrieți-l din nou');
    expect(ro.json().message).toBe(ro.json().fieldErrors.reason);
    const fr = await put(`/api/broker/documents/${ids.document}/status`, { status: 'rejected', reason: 'x \ud800' }, brokerCookie, 'fr');
    expect(fr.json().fieldErrors.reason).toMatch(/^Le champ «\u00a0Motif\u00a0» contient des caractères qui ne peuvent pas être enregistrés/);
  });

  it('refuses a lone surrogate in a field no schema checks (an unknown field, a route without a body schema) with a 400 naming it', async () => {
    const profile = await app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie: brokerCookie, 'accept-language': 'en', 'content-type': 'application/json' }, payload: escapedJson({ firstName: 'Ana', lastName: 'Pop', nickname: 'x\ud800' }) });
    expect(profile.statusCode).toBe(400);
    expect(Object.keys(profile.json().fieldErrors)).toEqual(['nickname']);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: brokerCookie, 'content-type': 'application/json' }, payload: escapedJson({ reason: 'x\udc00' }) });
    expect(logout.statusCode).toBe(400);
    expect(Object.keys(logout.json().fieldErrors)).toEqual(['reason']);
  });

  it('refuses bytes that are not UTF-8 in a JSON body, naming the field, instead of storing U+FFFD', async () => {
    const before = await countEveryTable(database.db);
    const bytes = Buffer.concat([Buffer.from('{"topic":"other","name":"Ana'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('","email":"ana@example.com","message":"A question about the verdict."}')]);
    const res = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: bytes });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['name']);
    expect(await countEveryTable(database.db)).toMatchObject({ ...before, rate_limit_hits: expect.any(Number) });
  });

  it('refuses a %-escape that is not UTF-8 in a query parameter or a path parameter, naming it', async () => {
    for (const url of ['/api/admin/users?search=%ED%A0%80', '/api/admin/users?page=1&search=Ana%FF', '/api/broker/assessments?search=%C3']) {
      const res = await app.inject({ url, headers: { cookie: adminCookie, 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors, url).toEqual({ search: 'Search contains characters that cannot be stored (broken Unicode text, often left by copy and paste). Please type it again' });
    }
    for (const [method, url] of [['PUT', '/api/broker/documents/%ED%A0%80/status'], ['DELETE', '/api/documents/%FF'], ['PUT', `/api/admin/banks/%ED%B0%80/charges`]] as const) {
      const res = await app.inject({ method, url, headers: { cookie: adminCookie, 'accept-language': 'en' }, payload: {} });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { id: expect.stringMatching(/^Identifier contains characters that cannot be stored/) } });
    }
    // An id longer than any of ours names nothing: a 404 in the API's format, as an unknown id.
    const long = await app.inject({ method: 'DELETE', url: `/api/documents/${'x'.repeat(200)}`, headers: { cookie: adminCookie, 'accept-language': 'en' } });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('line breaks and other controls in single-line fields (issue 20)', () => {
  const HEADER_INJECTION = 'Ana\r\nBcc: x@evil.test';

  it('refuses "Ana\\r\\nBcc: x@evil.test" as a name in Settings and in the contact form, in ro, en and fr, and changes nothing', async () => {
    const { cookie, user } = await signIn(app, database.db);
    const expected = {
      en: 'First name must fit on one line: line breaks, tabs and text-direction control characters are not allowed',
      ro: 'Câmpul „Prenume” trebuie să încapă pe un singur rând: nu sunt permise rânduri noi, taburi sau caractere care schimbă direcția textului',
      fr: 'Le champ «\u00a0Prénom\u00a0» doit tenir sur une seule ligne\u202f: les retours à la ligne, les tabulations et les caractères qui changent le sens du texte ne sont pas autorisés',
    };
    for (const [language, message] of Object.entries(expected)) {
      const before = await countEveryTable(database.db);
      const profile = await app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie, 'accept-language': language }, payload: { firstName: HEADER_INJECTION, lastName: 'Pop' } });
      expect(profile.statusCode).toBe(400);
      expect(profile.json()).toEqual({ message, code: 'VALIDATION_ERROR', fieldErrors: { firstName: message } });
      const contact = await post('/api/contact', { topic: 'other', name: HEADER_INJECTION, email: 'ana@example.com', message: 'A question about the verdict.' }, { 'accept-language': language });
      expect(contact.statusCode).toBe(400);
      expect(Object.keys(contact.json().fieldErrors)).toEqual(['name']);
      expect(await countEveryTable(database.db)).toMatchObject({ ...before, rate_limit_hits: expect.any(Number) });
    }
    const stored = await database.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, user.id));
    expect(stored[0].firstName).not.toContain('\n');
  });

  it.each([
    ['a line feed', 'Ana\nPop'],
    ['a carriage return', 'Ana\rPop'],
    ['a tab', 'Ana\tPop'],
    ['a next-line control (NEL)', 'Ana\u0085Pop'],
    ['a line separator', 'Ana\u2028Pop'],
    ['a paragraph separator', 'Ana\u2029Pop'],
    ['a right-to-left override', 'Ana\u202ePop'],
    ['a bidi isolate', 'Ana\u2066Pop'],
  ])('refuses %s in a name, an e-mail address and a search', async (_name, text) => {
    const register = await post('/api/auth/register', { email: uniqueEmail('lines'), password: STRONG_PASSWORD, firstName: text, lastName: 'Pop' });
    expect(register.statusCode).toBe(400);
    expect(Object.keys(register.json().fieldErrors)).toEqual(['firstName']);
    const email = await post('/api/contact', { topic: 'other', name: 'Ana', email: `ana${text.slice(3, 4)}@example.com`, message: 'A question about the verdict.' });
    expect(email.statusCode).toBe(400);
    expect(Object.keys(email.json().fieldErrors)).toEqual(['email']);
    const admin = await signIn(app, database.db, 'admin');
    const search = await app.inject({ url: `/api/admin/users?search=${encodeURIComponent(text)}`, headers: { cookie: admin.cookie } });
    expect(search.statusCode).toBe(400);
    expect(Object.keys(search.json().fieldErrors)).toEqual(['search']);
  });

  it('keeps line breaks in multi-line fields (a contact message, a rejection reason) and right-to-left marks in names', async () => {
    const contact = await post('/api/contact', { topic: 'other', name: 'Ana', email: 'ana@example.com', message: 'Line one\r\nLine two\n\tindented' });
    expect(contact.statusCode).toBe(201);
    const register = await post('/api/auth/register', { email: uniqueEmail('rtl'), password: STRONG_PASSWORD, firstName: '\u200fדנה', lastName: 'Pop' });
    expect(register.statusCode).toBe(201);
  });
});
