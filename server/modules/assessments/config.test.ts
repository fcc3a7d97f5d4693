import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { evaluate, type EngineConfig } from '../../../core/eligibility';
import { ZAssessmentInput } from '../../../core/schemas/assessment-input';
import { banks, scoringConfig, scoringConfigVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ZPublicEngineConfig } from '../eligibility/eligibility.schemas';
import { signIn, WORKED_EXAMPLE } from './assessment-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getConfig = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/assessments/config', headers });
const preview = (payload: object = WORKED_EXAMPLE) => t.app.inject({ method: 'POST', url: '/api/assessments/preview', payload });

describe('GET /api/assessments/config', () => {
  it('gives the browser what evaluate() needs, public fields only', async () => {
    const res = await getConfig();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const body = res.json();
    // Exactly the schema's shape: parsing (which strips unknown keys) changes nothing.
    expect(ZPublicEngineConfig.parse(body)).toEqual(body);
    expect(body.scoringConfigVersion).toBe(1);
    expect(body.scoring.every((category: { isActive: boolean }) => category.isActive)).toBe(true);
    expect(body.banks.length).toBeGreaterThan(0);
    expect(Object.keys(body.banks[0])).not.toEqual(expect.arrayContaining(['createdAt']));
    expect(JSON.stringify(body)).not.toMatch(/createdAt|updatedAt|isActive":false|notes/);
    // A lending rule's research notes stay in the back office; its sources are public since the
    // result names the regulator's rule behind each limit (issue 19), as the costs of buying, bank
    // charges and schemes carry theirs beside each figure (issue 14).
    expect(body.lendingRules.every((rule: { source: string | null; limitOrigins: object }) => rule.source && Object.keys(rule.limitOrigins).length > 0)).toBe(true);
    expect(body.banks.every((bank: { criteriaSource: string | null }) => bank.criteriaSource)).toBe(true);
    expect(body.closingCosts.every((charge: { source: string }) => charge.source.length > 0)).toBe(true);
    expect(new Set(body.exchangeRates.map((rate: { currency: string }) => rate.currency)).size).toBe(body.exchangeRates.length);
  });

  it("runs in the browser to the server's exact answer", async () => {
    const config = (await getConfig()).json() as EngineConfig;
    const inBrowser = evaluate(ZAssessmentInput.parse(WORKED_EXAMPLE), config);
    expect((await preview()).json()).toEqual(JSON.parse(JSON.stringify(inBrowser)));
  });

  it('answers 304 while unchanged, and a new ETag after a change', async () => {
    const first = await getConfig();
    const etag = first.headers.etag as string;
    const again = await getConfig({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await getConfig({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);

    const [bank] = await t.database.db.select().from(banks).where(eq(banks.isActive, true)).limit(1);
    await t.database.db.update(banks).set({ isActive: false, updatedAt: sql`now()` }).where(eq(banks.id, bank.id));
    t.app.services.eligibility.invalidate();
    try {
      const changed = await getConfig({ 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().banks.map((b: { id: number }) => b.id)).not.toContain(bank.id);
    } finally {
      await t.database.db.update(banks).set({ isActive: true }).where(eq(banks.id, bank.id));
      t.app.services.eligibility.invalidate();
    }
  });
});

describe('scoring config changes', () => {
  it('change future scores only: a stored assessment keeps its numbers and version', async () => {
    const { cookie } = await signIn(t.app, t.database.db, 'user', { plan: 'pro' });
    // Two years with this employer: a score under the partial verdict's ceiling (79), which the
    // worked example reaches, so a change of points shows in full.
    const payload = { ...WORKED_EXAMPLE, employmentDuration: 24, totalEmploymentDuration: undefined };
    const old = (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload })).json();
    expect(old.eligibilityScore).toBeLessThan(79);
    expect(old.scoringConfigVersion).toBe(1);

    // An admin lowers the points of a permanent contract and saves a new version.
    const [category] = await t.database.db.select().from(scoringConfig).where(eq(scoringConfig.category, 'employmentType'));
    const options = { ...category.options, permanent: category.options.permanent - 5 };
    await t.database.db.update(scoringConfig).set({ options, updatedAt: sql`now()` }).where(eq(scoringConfig.id, category.id));
    const [{ version }] = await t.database.db
      .insert(scoringConfigVersions)
      .values({ snapshot: await t.database.db.select().from(scoringConfig) })
      .returning();
    t.app.services.eligibility.invalidate();

    const fresh = (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload })).json();
    expect(fresh.scoringConfigVersion).toBe(version);
    expect(version).toBeGreaterThan(1);
    expect(fresh.eligibilityScore).toBe(old.eligibilityScore - 5);
    expect((await preview()).json().scoringConfigVersion).toBe(version);

    const reread = (await t.app.inject({ url: `/api/assessments/${old.id}`, headers: { cookie } })).json();
    expect(reread).toMatchObject({
      eligibilityScore: old.eligibilityScore,
      scoringConfigVersion: 1,
      maxLoanAmount: old.maxLoanAmount,
      scoreBreakdown: old.scoreBreakdown,
      explanation: old.explanation,
    });
  });
});
