import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from './assessment-fixtures';

let t: TestApp;
let owner: { cookie: string };
let assessmentId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, t.database.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
  assessmentId = res.json().id;
});
afterAll(() => t.close());

const getOne = (id: string, cookie?: string) =>
  t.app.inject({ url: `/api/assessments/${id}`, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });

describe('GET /api/assessments/:id', () => {
  it('answers the owner with the assessment and its history', async () => {
    const res = await getOne(assessmentId, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: assessmentId, status: 'submitted', maxLoanAmount: '96000.00' });
    expect(res.json().events).toHaveLength(1);
  });

  it.each(['broker', 'admin'] as const)('answers a %s', async (role) => {
    const { cookie } = await signIn(t.app, t.database.db, role);
    const res = await getOne(assessmentId, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(assessmentId);
  });

  it("answers 404, never 403, for another user's assessment", async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    const res = await getOne(assessmentId, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    // Indistinguishable from an id that does not exist.
    const unknown = await getOne(randomUUID(), cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(res.body);
  });

  it("hides another person's draft from brokers and admins too", async () => {
    const applicant = await signIn(t.app, t.database.db);
    const draft = await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: applicant.cookie }, payload: { originCountry: 'RO', draftStep: 2 } });
    expect(draft.statusCode).toBe(200);
    expect((await getOne(draft.json().id, applicant.cookie)).statusCode).toBe(200);
    for (const role of ['broker', 'admin'] as const) {
      const { cookie } = await signIn(t.app, t.database.db, role);
      expect((await getOne(draft.json().id, cookie)).statusCode).toBe(404);
    }
  });

  it.each(['not-a-uuid', '123', 'a'.repeat(90), "1' or '1'='1"])('answers 404 for the malformed id %s', async (id) => {
    const res = await getOne(encodeURIComponent(id), owner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('signed out', () => {
  it.each([
    ['POST', '/api/assessments'],
    ['GET', '/api/assessments'],
    ['GET', '/api/assessments/draft'],
    ['PUT', '/api/assessments/draft'],
    ['DELETE', '/api/assessments/draft'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? WORKED_EXAMPLE : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('GET /api/assessments/:id answers 401 before revealing anything', async () => {
    expect((await getOne(assessmentId)).statusCode).toBe(401);
    expect((await getOne(randomUUID())).statusCode).toBe(401);
  });

  it('may preview and read the engine configuration', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/assessments/preview', payload: WORKED_EXAMPLE })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/assessments/config' })).statusCode).toBe(200);
  });
});
