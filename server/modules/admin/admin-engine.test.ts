import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ZAdminExchangeRateList, ZAdminLendingRule, ZAdminLendingRuleList, ZScoringConfig, type ScoringConfig } from '../../../core/schemas/admin';
import { adminAuditLog, scoringConfigVersions } from '../../db/schema';
import { lendingRuleSeed } from '../../../core/reference-data/lending-rules';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { signInPro } from '../broker/review-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let applicant: { cookie: string };

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = admin.cookie) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { 'accept-language': 'en', cookie } });
const scoring = async (): Promise<ScoringConfig> => ZScoringConfig.parse((await inject('GET', '/api/admin/scoring-config')).json());
const category = (config: ScoringConfig, name: string) => config.categories.find((c) => c.category === name)!;
const submit = async () => (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload: WORKED_EXAMPLE })).json();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin');
  applicant = await signInPro(t.app, t.database.db);
});
afterAll(() => t.close());

describe('scoring configuration', () => {
  it('lists the categories with the current version and the total of active weights', async () => {
    const config = await scoring();
    expect(config.version).toBe(1);
    expect(config.totalActiveWeight).toBe(100);
    expect(category(config, 'affordability')).toMatchObject({ weight: 30, isActive: true, options: { le_60pct: 30, above: 0 } });
    expect(category(config, 'maritalStatus')).toMatchObject({ weight: 0, isActive: false });
  });

  it('saves a new version; stored assessments keep the version they were scored with', async () => {
    const before = await submit();
    expect(before.scoringConfigVersion).toBe(1);
    const config = await scoring();
    const employment = category(config, 'employmentType');
    const affordability = category(config, 'affordability');

    // Issue 12: one weight alone cannot move: the total would be 90, and nothing is saved.
    const lowered = { weight: 5, options: { permanent: 5, 'self-employed': 3, temporary: 2, freelance: 2, other: 1 } };
    const alone = await inject('PUT', `/api/admin/scoring-config/${employment.id}`, lowered);
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The active weights must total 100; with these changes they would total 90. Nothing was saved.' });
    expect((await scoring()).version).toBe(1);

    // All categories at once: one request, one version, total 100.
    const res = await inject('PUT', '/api/admin/scoring-config', { categories: [{ id: employment.id, ...lowered }, { id: affordability.id, weight: 40 }] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZScoringConfig.parse(res.json());
    expect(saved).toMatchObject({ version: 2, totalActiveWeight: 100 });
    expect(category(saved, 'employmentType')).toMatchObject({ weight: 5, options: { permanent: 5, other: 1 } });
    expect(category(saved, 'affordability')).toMatchObject({ weight: 40 });

    const [version] = await t.database.db.select().from(scoringConfigVersions).orderBy(desc(scoringConfigVersions.version)).limit(1);
    expect(version).toMatchObject({ version: 2, createdBy: admin.user.id });
    const snapshot = version.snapshot as { categories: Array<{ category: string; weight: number }>; verdictCeilings: object };
    expect(snapshot.categories.find((c) => c.category === 'employmentType')!.weight).toBe(5);
    expect(snapshot.verdictCeilings).toEqual({ notEligible: 49, partial: 79 });
    expect(snapshot.categories.find((c) => c.category === 'affordability')!.weight).toBe(40);

    const after = await submit();
    expect(after.scoringConfigVersion).toBe(2);
    expect(after.eligibilityScore).not.toBe(before.eligibilityScore);
    const old = await t.app.inject({ url: `/api/assessments/${before.id}`, headers: { cookie: applicant.cookie } });
    expect(old.json()).toMatchObject({ scoringConfigVersion: 1, eligibilityScore: before.eligibilityScore });
    expect((await t.app.inject({ url: '/api/assessments/config' })).json().scoringConfigVersion).toBe(2);

    // Back as it was, in one version again.
    const restored = await inject('PUT', '/api/admin/scoring-config', {
      categories: [
        { id: employment.id, weight: 15, options: employment.options },
        { id: affordability.id, weight: 30 },
      ],
    });
    expect(ZScoringConfig.parse(restored.json())).toMatchObject({ version: 3, totalActiveWeight: 100 });
  });

  it('saves all categories or none: a total of 110, one bad category or an unknown one changes nothing', async () => {
    const config = await scoring();
    const employment = category(config, 'employmentType');
    const reserves = category(config, 'reserves');
    const put = (categories: object[]) => inject('PUT', '/api/admin/scoring-config', { categories });

    const tooMuch = await put([{ id: reserves.id, weight: 20 }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The active weights must total 100; with these changes they would total 110. Nothing was saved.');

    const oneBad = await put([
      { id: reserves.id, weight: 20 },
      { id: employment.id, weight: 5 },
    ]);
    expect(oneBad.statusCode).toBe(400);
    // Points kept above a lowered weight, named per category.
    expect(oneBad.json().fieldErrors).toMatchObject({ [`categories.${employment.id}.options.permanent`]: "Points cannot exceed the category's weight" });

    expect((await put([{ id: 9999, weight: 1 }])).statusCode).toBe(404);
    expect((await put([])).statusCode).toBe(400);
    const after = await scoring();
    expect(after.version).toBe(config.version);
    expect(category(after, 'reserves').weight).toBe(reserves.weight);
  });

  it('makes no version when nothing changes', async () => {
    const employment = category(await scoring(), 'employmentType');
    const res = await inject('PUT', `/api/admin/scoring-config/${employment.id}`, { weight: employment.weight, isActive: true });
    expect(ZScoringConfig.parse(res.json()).version).toBe(3);
    const batch = await inject('PUT', '/api/admin/scoring-config', { categories: [{ id: employment.id, weight: employment.weight }] });
    expect(ZScoringConfig.parse(batch.json()).version).toBe(3);
  });

  it('refuses option points above the weight, sent or stored', async () => {
    const affordability = category(await scoring(), 'affordability');
    const sent = await inject('PUT', `/api/admin/scoring-config/${affordability.id}`, { weight: 20, options: { le_60pct: 25 } });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().fieldErrors).toEqual({ 'options.le_60pct': "Points cannot exceed the category's weight" });
    // Lowering the weight below points it keeps is refused too, naming each option.
    const stored = await inject('PUT', `/api/admin/scoring-config/${affordability.id}`, { weight: 20 });
    expect(stored.statusCode).toBe(400);
    expect(Object.keys(stored.json().fieldErrors).sort()).toEqual(['options.le_60pct', 'options.le_80pct']);
    const points = await inject('PUT', `/api/admin/scoring-config/${affordability.id}`, { options: { le_60pct: 31 } });
    expect(points.json().fieldErrors).toEqual({ 'options.le_60pct': "Points cannot exceed the category's weight" });
    expect((await scoring()).version).toBe(3);
  });

  it.each([
    ['a weight over 100', { weight: 101 }, 'weight', 'Weight must be a whole number from 0 to 100'],
    ['a fractional weight', { weight: 10.5 }, 'weight', 'Weight must be a whole number from 0 to 100'],
    ['negative points', { options: { le_60pct: -1 } }, 'options.le_60pct', 'Points must be a whole number from 0 to 100'],
    ['an unknown option', { options: { le_50pct: 10 } }, 'options.le_50pct', 'This option does not exist in the category'],
  ])('refuses %s', async (_name, payload, field, message) => {
    const affordability = category(await scoring(), 'affordability');
    const res = await inject('PUT', `/api/admin/scoring-config/${affordability.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await inject('PUT', '/api/admin/scoring-config/9999', { weight: 1 })).statusCode).toBe(404);
  });

  it('lists and saves the verdict ceilings as a new version; the engine caps scores with them', async () => {
    const config = await scoring();
    expect(config.verdictCeilings).toEqual({ notEligible: 49, partial: 79 });
    // The worked example is partial (banks lend 96,000 of 100,000): its score may not pass the partial ceiling.
    const res = await inject('PUT', '/api/admin/scoring-config/verdict-ceilings', { notEligible: 30, partial: 60 });
    expect(res.statusCode).toBe(200);
    const saved = ZScoringConfig.parse(res.json());
    expect(saved.verdictCeilings).toEqual({ notEligible: 30, partial: 60 });
    expect(saved.version).toBe(config.version + 1);
    const preview = (await t.app.inject({ method: 'POST', url: '/api/assessments/preview', payload: WORKED_EXAMPLE })).json();
    expect(preview.verdict).toBe('partial');
    expect(preview.eligibilityScore).toBe(60);
    expect(preview.scoreCeiling).toBe(60);
    expect(preview.scoreBeforeCeiling).toBeGreaterThan(60);

    // Unchanged: no new version. Out of order: refused, nothing changes.
    expect(ZScoringConfig.parse((await inject('PUT', '/api/admin/scoring-config/verdict-ceilings', { notEligible: 30, partial: 60 })).json()).version).toBe(saved.version);
    const refused = await inject('PUT', '/api/admin/scoring-config/verdict-ceilings', { notEligible: 80, partial: 79 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ partial: 'The ceiling for a partial result must be above the one for no loan' });
    const restored = ZScoringConfig.parse((await inject('PUT', '/api/admin/scoring-config/verdict-ceilings', { notEligible: 49, partial: 79 })).json());
    expect(restored.verdictCeilings).toEqual({ notEligible: 49, partial: 79 });
    expect(restored.version).toBe(saved.version + 1);
  });
});

describe('lending rules', () => {
  it('lists the rules and updates one; the engine uses the change at once', async () => {
    const rules = ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json());
    const roEur = rules.find((rule) => rule.countryCode === 'RO' && rule.loanCurrency === 'EUR')!;
    const seeded = lendingRuleSeed.find((rule) => rule.countryCode === 'RO' && rule.loanCurrency === 'EUR')!;
    expect(roEur).toMatchObject({ dstiCap: '0.200', ltvCap: '0.800', maxTermYears: 30, baseRate: '5.00', stressAddon: '0.00', verifiedOn: seeded.verifiedOn });
    expect(roEur.source).toContain('cec.ro');
    const before = await submit();

    const res = await inject('PUT', `/api/admin/lending-rules/${roEur.id}`, {
      dstiCap: 0.25,
      ltvCap: '0.75',
      maxTermYears: '25',
      maxAgeAtMaturity: 70,
      baseRate: '5.25',
      stressAddon: 1.5,
      notes: 'Checked with CEC, 2026.',
      source: 'cec.ro',
      isVerified: true,
      countryCode: 'PL',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      countryCode: 'RO',
      loanCurrency: 'EUR',
      dstiCap: '0.250',
      ltvCap: '0.750',
      maxTermYears: 25,
      maxAgeAtMaturity: 70,
      baseRate: '5.25',
      stressAddon: '1.50',
      notes: 'Checked with CEC, 2026.',
      isVerified: true,
    });
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    expect(engine.lendingRules.find((r: { countryCode: string; loanCurrency: string }) => r.countryCode === 'RO' && r.loanCurrency === 'EUR')).toMatchObject({
      dstiCap: 0.25,
      ltvCap: 0.75,
      baseRate: 5.25,
    });
    const after = await submit();
    expect(after.maxLoanAmount).toBeDefined();
    expect(before.id).not.toBe(after.id);
  });

  it('adds a new country’s rule (issue 21): the engine lists it at once and the audit trail records who added it', async () => {
    expect((await inject('POST', '/api/admin/countries', { name: 'Latvia', code: 'LV', flag: '', type: 'property' })).statusCode).toBe(201);
    const res = await inject('POST', '/api/admin/lending-rules', {
      countryCode: 'lv',
      loanCurrency: 'eur',
      dstiCap: '0.4',
      ltvCap: 0.9,
      maxTermYears: '30',
      baseRate: '4.1',
      stressAddon: '0',
      source: 'bank.lv',
    });
    expect(res.statusCode).toBe(201);
    const rule = ZAdminLendingRule.parse(res.json());
    expect(rule).toMatchObject({ countryCode: 'LV', loanCurrency: 'EUR', dstiCap: '0.400', ltvCap: '0.900', maxTermYears: 30, baseRate: '4.10', isActive: true });
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    expect(engine.lendingRules.find((r: { countryCode: string }) => r.countryCode === 'LV')).toMatchObject({ dstiCap: 0.4, ltvCap: 0.9, baseRate: 4.1 });
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityKind, 'lending_rule'), eq(adminAuditLog.entityId, String(rule.id)), eq(adminAuditLog.action, 'create')));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(admin.user.id);
  });

  it('refuses a second rule for a country and currency (409), an unknown country or a bad field (400, naming the field)', async () => {
    const required = { dstiCap: '0.4', ltvCap: '0.8', maxTermYears: 30, baseRate: '5', stressAddon: '0' };
    const count = async () => ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json()).length;
    const before = await count();

    const taken = await inject('POST', '/api/admin/lending-rules', { ...required, countryCode: 'RO', loanCurrency: 'RON' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ countryCode: 'This country already has a lending rule for this loan currency' });

    const unknown = await inject('POST', '/api/admin/lending-rules', { ...required, countryCode: 'ZZ', loanCurrency: 'EUR' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ countryCode: 'No property country has this code; add the country first' });

    const badCap = await inject('POST', '/api/admin/lending-rules', { ...required, countryCode: 'RO', loanCurrency: 'USD', ltvCap: '1.5' });
    expect(badCap.statusCode).toBe(400);
    expect(Object.keys(badCap.json().fieldErrors)).toEqual(['ltvCap']);

    const missing = await inject('POST', '/api/admin/lending-rules', { countryCode: 'RO', loanCurrency: 'USD', ltvCap: '0.8', maxTermYears: 30, baseRate: '5', stressAddon: '0' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(['dstiCap']);

    expect(await count()).toBe(before);
  });

  it('edits the stress per rate type, its ceiling and the date the sources were checked', async () => {
    const rules = ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json());
    const sk = rules.find((rule) => rule.countryCode === 'SK')!;
    expect(sk).toMatchObject({ stressAddon: '2.00', stressedRateCap: '6.00', subsistenceMinimumEur: '284.13', subsistencePerDependantEur: '129.74' });
    const res = await inject('PUT', `/api/admin/lending-rules/${sk.id}`, { stressAddonVariable: '3', stressedRateCap: '', verifiedOn: '2026-11-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stressAddonVariable: '3.00', stressedRateCap: null, verifiedOn: '2026-11-30' });
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    expect(engine.lendingRules.find((r: { countryCode: string }) => r.countryCode === 'SK')).toMatchObject({ stressAddonVariable: 3, stressedRateCap: null });
    const bad = await inject('PUT', `/api/admin/lending-rules/${sk.id}`, { verifiedOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['verifiedOn']);
  });

  it('shows whose each limit is and lets the admin change it (issue 19)', async () => {
    const rules = ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json());
    const roRon = rules.find((rule) => rule.countryCode === 'RO' && rule.loanCurrency === 'RON')!;
    expect(roRon.limitOrigins).toMatchObject({ dsti: 'regulator', ltv: 'regulator', maxAgeAtMaturity: 'bank' });
    const origins = { ...roRon.limitOrigins, maxAgeAtMaturity: 'acasa', stress: 'bank' };
    const res = await inject('PUT', `/api/admin/lending-rules/${roRon.id}`, { limitOrigins: origins });
    expect(res.statusCode).toBe(200);
    expect(res.json().limitOrigins).toEqual(origins);
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    const rule = engine.lendingRules.find((r: { countryCode: string; loanCurrency: string }) => r.countryCode === 'RO' && r.loanCurrency === 'RON');
    expect(rule.limitOrigins).toMatchObject({ maxAgeAtMaturity: 'acasa', stress: 'bank' });
    for (const [payload, field] of [
      [{ limitOrigins: { dsti: 'parliament' } }, 'limitOrigins.dsti'],
      [{ limitOrigins: { ageOfTheMoon: 'bank' } }, 'limitOrigins'],
      [{ limitOrigins: ['regulator'] }, 'limitOrigins'],
    ] as const) {
      const refused = await inject('PUT', `/api/admin/lending-rules/${roRon.id}`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors[field]).toBe('Each origin must be the regulator, the bank or Acasa, for a limit the lending rules know');
    }
    const unchanged = ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json()).find((r) => r.id === roRon.id)!;
    expect(unchanged.limitOrigins).toEqual(origins);
  });

  it('keeps each limit’s own source, hands it to the engine, and refuses a bad one naming the field (issue 19, audit)', async () => {
    const roRon = ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json()).find((r) => r.countryCode === 'RO' && r.loanCurrency === 'RON')!;
    // The seed cites the banks for Romania's term, the NBR for its DSTI.
    expect(roRon.limitSources.maxTerm).toMatch(/cec\.ro/);
    expect(roRon.limitSources.dsti).toMatch(/Regulation 17\/2012/);
    const sources = { ...roRon.limitSources, maxTerm: 'BT, BCR and BRD: 30 years; CEC: 35 years (their published terms)', stress: '  ' };
    const res = await inject('PUT', `/api/admin/lending-rules/${roRon.id}`, { limitSources: sources });
    expect(res.statusCode).toBe(200);
    // A blank source is no source.
    const { stress: _blank, ...kept } = sources;
    expect(res.json().limitSources).toEqual(kept);
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    const rule = engine.lendingRules.find((r: { countryCode: string; loanCurrency: string }) => r.countryCode === 'RO' && r.loanCurrency === 'RON');
    expect(rule.limitSources.maxTerm).toBe(sources.maxTerm);
    for (const payload of [{ limitSources: { dsti: 'x'.repeat(501) } }, { limitSources: { ageOfTheMoon: 'a law' } }, { limitSources: { dsti: 40 } }, { limitSources: 'NBR' }]) {
      const refused = await inject('PUT', `/api/admin/lending-rules/${roRon.id}`, payload);
      expect(refused.statusCode).toBe(400);
      expect(Object.entries(refused.json().fieldErrors).find(([field]) => field.startsWith('limitSources'))?.[1]).toBe(
        'Each limit’s source must be a text of at most 500 characters, without control characters or broken Unicode, for a limit the lending rules know',
      );
    }
    const unchanged = ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json()).find((r) => r.id === roRon.id)!;
    expect(unchanged.limitSources).toEqual(kept);
  });

  it('refuses notes with a lone surrogate rather than storing a replacement character', async () => {
    const [rule] = ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json());
    const res = await inject('PUT', `/api/admin/lending-rules/${rule.id}`, { notes: 'Checked \ud800 with the bank' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.notes).toBe('Notes must be at most 4000 characters, without control characters or broken Unicode');
  });

  it.each([
    ['a cap above 1', { dstiCap: 1.2 }, 'dstiCap', 'DSTI cap must be a fraction from 0 to 1 (0.4 = 40 %), with at most 3 decimals'],
    ['a cap with 4 decimals', { ltvCap: '0.8001' }, 'ltvCap', 'LTV cap must be a fraction from 0 to 1 (0.4 = 40 %), with at most 3 decimals'],
    ['a rate off the 0.01 step', { baseRate: '5.255' }, 'baseRate', 'Base rate must be a percentage from 0 to 100 in steps of 0.01'],
    ['a term of 0 years', { maxTermYears: 0 }, 'maxTermYears', 'Maximum term must be a whole number of years from 1 to 50'],
  ])('refuses %s', async (_name, payload, field, message) => {
    const [rule] = ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json());
    const res = await inject('PUT', `/api/admin/lending-rules/${rule.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });
});

describe('exchange rates', () => {
  it('adds a dated rate that becomes the one the engine uses', async () => {
    const res = await inject('POST', '/api/admin/exchange-rates', { currency: 'gbp', rate: '0.85', rateDate: '2026-01-15' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ currency: 'GBP', rate: '0.850000', rateDate: '2026-01-15', fxHaircut: '0.150', isCurrent: true });
    const list = ZAdminExchangeRateList.parse((await inject('GET', '/api/admin/exchange-rates?currency=GBP')).json());
    expect(list.map((rate) => [rate.rateDate, rate.isCurrent])).toEqual([
      ['2026-01-15', true],
      ['2025-02-28', false],
    ]);
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    expect(engine.exchangeRates.find((r: { currency: string }) => r.currency === 'GBP')).toMatchObject({ rate: 0.85, rateDate: '2026-01-15' });
  });

  it('keeps an older rate in the history without using it', async () => {
    const res = await inject('POST', '/api/admin/exchange-rates', { currency: 'GBP', rate: 0.84, rateDate: '2025-06-01', fxHaircut: '0.1' });
    expect(res.json()).toMatchObject({ isCurrent: false, fxHaircut: '0.100' });
    const all = ZAdminExchangeRateList.parse((await inject('GET', '/api/admin/exchange-rates')).json());
    expect(all.filter((rate) => rate.isCurrent).map((rate) => rate.currency).sort()).toEqual([...new Set(all.map((rate) => rate.currency))].sort());
  });

  it.each([
    ['a duplicate currency and date', { currency: 'GBP', rate: '0.86', rateDate: '2026-01-15' }, 409, 'rateDate', 'A rate for this currency and date already exists'],
    ['a zero rate', { currency: 'GBP', rate: 0, rateDate: '2026-01-16' }, 400, 'rate', 'Rate must be a positive number with at most 6 decimals'],
    ['an impossible date', { currency: 'GBP', rate: 1, rateDate: '2026-02-30' }, 400, 'rateDate', 'Date must be a valid date (YYYY-MM-DD)'],
    ['a future date', { currency: 'GBP', rate: 1, rateDate: '2999-01-01' }, 400, 'rateDate', 'The date cannot be in the future'],
    ['a haircut above 1', { currency: 'GBP', rate: 1, rateDate: '2026-01-17', fxHaircut: 1.5 }, 400, 'fxHaircut', 'Haircut must be a fraction from 0 to 1 (0.15 = 15 %)'],
    ['a euro rate other than 1', { currency: 'EUR', rate: 1.1, rateDate: '2026-01-17' }, 400, 'rate', 'EUR is the base currency: its rate is always 1'],
    ['a currency that is not 3 letters', { currency: 'EU', rate: 1, rateDate: '2026-01-17' }, 400, 'currency', 'Currency must be a three-letter code (for example USD)'],
  ])('refuses %s', async (_name, payload, status, field, message) => {
    const res = await inject('POST', '/api/admin/exchange-rates', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('corrects a mistyped rate of today in place, and the engine uses the corrected one', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const typo = await inject('POST', '/api/admin/exchange-rates', { currency: 'CHF', rate: '9.394', rateDate: today, source: 'typed by hand' });
    expect(typo.statusCode).toBe(201);
    // A second rate for the same day is refused: the way to fix it is to correct it.
    expect((await inject('POST', '/api/admin/exchange-rates', { currency: 'CHF', rate: '0.9394', rateDate: today })).statusCode).toBe(409);
    const fixed = await inject('PUT', `/api/admin/exchange-rates/${typo.json().id}`, { rate: '0.9394' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ id: typo.json().id, currency: 'CHF', rate: '0.939400', rateDate: today, source: 'typed by hand', isCurrent: true });
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    expect(engine.exchangeRates.find((r: { currency: string }) => r.currency === 'CHF')).toMatchObject({ rate: 0.9394, rateDate: today });
  });

  it('refuses a correction that is not a rate, to a missing row, or of the euro, and changes nothing', async () => {
    const [gbp] = ZAdminExchangeRateList.parse((await inject('GET', '/api/admin/exchange-rates?currency=GBP')).json());
    const refused = await inject('PUT', `/api/admin/exchange-rates/${gbp.id}`, { rate: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.rate).toBe('Rate must be a positive number with at most 6 decimals');
    expect((await inject('PUT', '/api/admin/exchange-rates/999999', { rate: 1 })).statusCode).toBe(404);
    const [eur] = ZAdminExchangeRateList.parse((await inject('GET', '/api/admin/exchange-rates?currency=EUR')).json());
    expect((await inject('PUT', `/api/admin/exchange-rates/${eur.id}`, { rate: 2 })).json().fieldErrors.rate).toBe('EUR is the base currency: its rate is always 1');
    const after = ZAdminExchangeRateList.parse((await inject('GET', '/api/admin/exchange-rates?currency=GBP')).json());
    expect(after[0]).toEqual(gbp);
    expect((await inject('PUT', `/api/admin/exchange-rates/${gbp.id}`, { rate: 1 }, applicant.cookie)).statusCode).toBe(403);
  });

  it('is for admins only', async () => {
    const broker = await signIn(t.app, t.database.db, 'broker');
    const versionsBefore = (await t.database.db.select().from(scoringConfigVersions)).length;
    expect((await inject('GET', '/api/admin/exchange-rates', undefined, broker.cookie)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/admin/scoring-config/1', { weight: 1 }, applicant.cookie)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/admin/scoring-config/verdict-ceilings', { notEligible: 10, partial: 20 }, broker.cookie)).statusCode).toBe(403);
    expect((await t.database.db.select().from(scoringConfigVersions)).length).toBe(versionsBefore);
    expect((await inject('PUT', '/api/admin/scoring-config', { categories: [{ id: 1, weight: 1 }] }, broker.cookie)).statusCode).toBe(403);
    const rule = { countryCode: 'RO', loanCurrency: 'USD', dstiCap: '0.4', ltvCap: '0.8', maxTermYears: 30, baseRate: '5', stressAddon: '0' };
    expect((await inject('POST', '/api/admin/lending-rules', rule, broker.cookie)).statusCode).toBe(403);
    expect((await inject('POST', '/api/admin/lending-rules', rule, applicant.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/lending-rules', payload: rule })).statusCode).toBe(401);
    expect(ZAdminLendingRuleList.parse((await inject('GET', '/api/admin/lending-rules')).json()).some((r) => r.loanCurrency === 'USD')).toBe(false);
  });
});
