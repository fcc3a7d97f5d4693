import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_INFO_VARIABLES, ZSiteInfo } from '../../../core/schemas/site-info';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

/** A company as an operator would set it, in the environment. */
const OPERATOR = {
  ACASA_COMPANY_NAME: 'Acasa Credit Consult SRL',
  ACASA_COMPANY_REGISTRATION_NUMBER: 'J40/12345/2026',
  ACASA_COMPANY_VAT_ID: 'RO12345678',
  ACASA_COMPANY_ADDRESS: 'Str. Exemplu 1, București',
  ACASA_COMPANY_EMAIL: 'privacy@acasa.example',
  ACASA_COMPANY_PHONE: '+40 21 000 0000',
  ACASA_DPO_CONTACT: 'dpo@acasa.example',
  ACASA_GOVERNING_LAW: 'ro',
  ACASA_COURTS: 'the courts of Bucharest',
  ACASA_EMAIL_PROVIDER: 'Brevo (Sendinblue SAS, France)',
  ACASA_STORAGE_PROVIDER: 'Scaleway (Paris)',
  ACASA_HOSTING_PROVIDER: 'Hetzner Online GmbH (Germany)',
  ACASA_FACEBOOK_URL: 'https://www.facebook.com/acasa.example',
  ACASA_LINKEDIN_URL: 'https://www.linkedin.com/company/acasa-example',
};

describe('GET /api/site-info', () => {
  let unset: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    [unset, configured] = await Promise.all([createTestApp(), createTestApp({ ...OPERATOR, DOCUMENT_STORAGE: 'database' })]);
  });
  afterAll(async () => {
    await Promise.all([unset?.close(), configured?.close()]);
  });

  it('gives a guest nulls for what the operator has not set, never an invented company, and the ANSPDCP by default', async () => {
    const res = await unset.app.inject({ url: '/api/site-info' });
    expect(res.statusCode).toBe(200);
    const info = ZSiteInfo.parse(res.json());
    expect(Object.values(info.company)).toEqual([null, null, null, null, null, null, null]);
    expect(info.social).toEqual({ facebook: null, instagram: null, linkedin: null, youtube: null });
    expect(info.supervisoryAuthority.name).toContain('ANSPDCP');
    expect(info.supervisoryAuthority.website).toBe('https://www.dataprotection.ro');
    expect(info.supervisoryAuthority.address).toContain('Magheru');
    expect(info.governingLaw).toEqual({ country: 'RO', courts: null });
    // The test app has no Stripe keys, no SMTP and the default storage.
    expect(info.processors).toMatchObject({ payments: 'test', isEmailSent: false, documentStorage: 'filesystem' });
  });

  it("states the operator's company, law, providers and only the networks that have a page", async () => {
    const info = ZSiteInfo.parse((await configured.app.inject({ url: '/api/site-info' })).json());
    expect(info.company).toEqual({
      name: OPERATOR.ACASA_COMPANY_NAME,
      registrationNumber: OPERATOR.ACASA_COMPANY_REGISTRATION_NUMBER,
      vatId: OPERATOR.ACASA_COMPANY_VAT_ID,
      address: OPERATOR.ACASA_COMPANY_ADDRESS,
      email: OPERATOR.ACASA_COMPANY_EMAIL,
      phone: OPERATOR.ACASA_COMPANY_PHONE,
      dpoContact: OPERATOR.ACASA_DPO_CONTACT,
    });
    expect(info.governingLaw).toEqual({ country: 'RO', courts: 'the courts of Bucharest' });
    expect(info.social).toEqual({ facebook: OPERATOR.ACASA_FACEBOOK_URL, instagram: null, linkedin: OPERATOR.ACASA_LINKEDIN_URL, youtube: null });
    expect(info.processors).toMatchObject({
      documentStorage: 'database',
      emailProvider: OPERATOR.ACASA_EMAIL_PROVIDER,
      storageProvider: OPERATOR.ACASA_STORAGE_PROVIDER,
      hostingProvider: OPERATOR.ACASA_HOSTING_PROVIDER,
    });
  });

  it("is cacheable by a guest's browser, never for a session, and carries nothing but the declared facts", async () => {
    const res = await configured.app.inject({ url: '/api/site-info' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { cookie } = await registerUser(configured.app);
    const signedIn = await configured.app.inject({ url: '/api/site-info', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.json()).toEqual(res.json());
    expect(Object.keys(res.json() as object).sort()).toEqual(['accessibilityAuthority', 'company', 'governingLaw', 'processors', 'social', 'supervisoryAuthority']);
    // No secret of the environment travels with it.
    expect(res.body).not.toMatch(/DEMO_PASSWORD|Acasa-demo-2026|smtp:\/\//);
  });
});

describe('the company variables in server/env.ts', () => {
  it('parses every variable the placeholders name', () => {
    const set = Object.fromEntries(Object.values(SITE_INFO_VARIABLES).map((name) => [name, name === 'ACASA_COMPANY_EMAIL' ? 'a@b.example' : `value of ${name}`]));
    const env = parseEnv({ NODE_ENV: 'test', ...set }) as unknown as Record<string, unknown>;
    for (const name of Object.values(SITE_INFO_VARIABLES)) expect(env[name], name).toBe(set[name]);
  });

  it('stops the start with the variable named when a value is unusable', () => {
    expect(() => parseEnv({ ACASA_FACEBOOK_URL: 'javascript:alert(1)' })).toThrow(/ACASA_FACEBOOK_URL: an https:\/\/ address/);
    expect(() => parseEnv({ ACASA_YOUTUBE_URL: 'http://youtube.com/acasa' })).toThrow(/ACASA_YOUTUBE_URL/);
    expect(() => parseEnv({ ACASA_GOVERNING_LAW: 'ROU' })).toThrow(/ACASA_GOVERNING_LAW: a two-letter country code/);
    expect(() => parseEnv({ ACASA_COMPANY_EMAIL: 'not an address' })).toThrow(/ACASA_COMPANY_EMAIL/);
    expect(() => parseEnv({ ACASA_SUPERVISORY_AUTHORITY_URL: 'dataprotection.ro' })).toThrow(/ACASA_SUPERVISORY_AUTHORITY_URL/);
  });

  it('treats an empty or blank value as unset (a compose file that lists the variable without a value)', () => {
    const env = parseEnv({ ACASA_COMPANY_NAME: '   ', ACASA_FACEBOOK_URL: '', ACASA_COMPANY_EMAIL: '' });
    expect(env.ACASA_COMPANY_NAME).toBeUndefined();
    expect(env.ACASA_FACEBOOK_URL).toBeUndefined();
    expect(env.ACASA_COMPANY_EMAIL).toBeUndefined();
  });
});

describe('a production start without the company', () => {
  it('warns loudly in the log, naming the variables; with them set it says nothing', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const start = async (extra: Record<string, string>) => {
      const database = await createTestDatabase();
      const app = await buildApp({ env: parseEnv({ NODE_ENV: 'production', PAYMENTS: 'test', RATES_FETCH: 'off', JOB_WORKERS: 'off', ...extra }), database, clientDir: null, logger: { level: 'warn', stream } });
      await app.close();
      await database.drop();
    };
    await start({});
    expect(lines.filter((line) => line.includes('ACASA_COMPANY_NAME'))).toHaveLength(1);
    lines.length = 0;
    await start(OPERATOR);
    expect(lines.filter((line) => line.includes('ACASA_COMPANY_NAME'))).toEqual([]);
  });
});
