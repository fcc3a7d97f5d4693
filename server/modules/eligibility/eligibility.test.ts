import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { evaluate } from '../../../core/eligibility';
import { seedConfig, workedExampleInput } from '../../../core/eligibility/testing/seed-config';
import { banks, countries, countryClosingCosts, exchangeRates, firstHomeSchemes, lendingRules } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createEligibilityRepository, type EligibilityRepository } from './eligibility.repository';
import { createEligibilityService } from './eligibility.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
afterEach(() => vi.restoreAllMocks());

/** A repository whose calls are counted. */
function spiedRepository(): { repo: EligibilityRepository; fingerprints: () => number; loads: () => number } {
  const repo = createEligibilityRepository(database.db);
  const fingerprint = vi.spyOn(repo, 'readFingerprint');
  const load = vi.spyOn(repo, 'loadConfigRows');
  return { repo, fingerprints: () => fingerprint.mock.calls.length, loads: () => load.mock.calls.length };
}

/** Moves the service's clock forward (it reads Date.now()). */
function advanceClock(ms: number) {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
}

describe('the engine configuration from the database', () => {
  it('is the seeded configuration: same answers as the engine tests use', async () => {
    const { config, incomeCountries, propertyCountries } = await createEligibilityService(createEligibilityRepository(database.db)).snapshot();
    const seeded = seedConfig();
    expect(config.scoringConfigVersion).toBe(1);
    expect(config.parameters).toEqual(seeded.parameters);
    expect(config.scoring.map((c) => c.category)).toEqual(seeded.scoring.filter((c) => c.isActive).map((c) => c.category));
    expect([...config.banks].sort((a, b) => a.id - b.id)).toEqual(seeded.banks);
    expect(evaluate(workedExampleInput(), config)).toEqual(evaluate(workedExampleInput(), seeded));
    expect(incomeCountries.has('DE')).toBe(true);
    expect(incomeCountries.has('RO')).toBe(false);
    expect(propertyCountries.has('RO')).toBe(true);
    expect(propertyCountries.has('DE')).toBe(false);
  });
});

describe('the cache', () => {
  it('answers from memory within the re-check interval, then re-checks only the fingerprint', async () => {
    const { repo, fingerprints, loads } = spiedRepository();
    const service = createEligibilityService(repo, { recheckMs: 2000 });
    const first = await service.snapshot();
    expect(await service.snapshot()).toBe(first);
    expect([fingerprints(), loads()]).toEqual([0, 1]);

    advanceClock(2500);
    expect(await service.snapshot()).toBe(first);
    expect([fingerprints(), loads()]).toEqual([1, 1]);
  });

  it('shares one load between concurrent requests', async () => {
    const { repo, loads } = spiedRepository();
    const service = createEligibilityService(repo);
    const snapshots = await Promise.all(Array.from({ length: 10 }, () => service.snapshot()));
    expect(new Set(snapshots).size).toBe(1);
    expect(loads()).toBe(1);
  });

  it("sees another instance's change after the interval, even one that does not touch updated_at", async () => {
    const { repo, loads } = spiedRepository();
    const service = createEligibilityService(repo, { recheckMs: 2000 });
    const before = await service.snapshot();
    const [rule] = await database.db.select().from(lendingRules).where(eq(lendingRules.countryCode, 'RO')).limit(1);
    // A console-style write: no updated_at bump, no invalidate() on this instance.
    await database.db.update(lendingRules).set({ ltvCap: '0.777' }).where(eq(lendingRules.id, rule.id));
    try {
      expect(await service.snapshot()).toBe(before);
      advanceClock(2500);
      const after = await service.snapshot();
      expect(after).not.toBe(before);
      expect(after.fingerprint).not.toBe(before.fingerprint);
      expect(after.config.lendingRules.find((r) => r.countryCode === 'RO' && r.loanCurrency === rule.loanCurrency)?.ltvCap).toBe(0.777);
      expect(after.etag).not.toBe(before.etag);
      expect(loads()).toBe(2);
    } finally {
      await database.db.update(lendingRules).set({ ltvCap: rule.ltvCap }).where(eq(lendingRules.id, rule.id));
    }
  });

  it('carries the costs of buying, the banks’ charges and the schemes, and sees a change to each (issue 14)', async () => {
    const service = createEligibilityService(createEligibilityRepository(database.db), { recheckMs: 0 });
    const before = await service.snapshot();
    const roNotary = before.config.closingCosts.find((c) => c.countryCode === 'RO' && c.key === 'notary')!;
    expect(roNotary).toMatchObject({ base: 'price', vatRate: 0.21 });
    expect(roNotary.source).toContain('177/C/2024');
    // Inactive rows (Czechia's abolished transfer tax) stay out of the engine.
    expect(before.config.closingCosts.some((c) => c.countryCode === 'CZ' && c.key === 'transferTax')).toBe(false);
    expect(before.config.banks.find((b) => b.name === 'BCR (Erste Group)')!.charges.map((c) => c.key)).toContain('lifeInsurance');
    expect(before.config.schemes.map((s) => s.key)).toContain('hu_otthon_start');
    expect(JSON.parse(before.publicJson).closingCosts.length).toBe(before.config.closingCosts.length);

    const [landRegistry] = await database.db
      .select()
      .from(countryClosingCosts)
      .where(and(eq(countryClosingCosts.countryCode, 'RO'), eq(countryClosingCosts.key, 'landRegistry')));
    const [bcr] = await database.db.select().from(banks).where(eq(banks.name, 'BCR (Erste Group)'));
    const [scheme] = await database.db.select().from(firstHomeSchemes).where(eq(firstHomeSchemes.key, 'hu_otthon_start'));
    try {
      await database.db.update(countryClosingCosts).set({ rate: '0.004000' }).where(eq(countryClosingCosts.id, landRegistry.id));
      const afterCost = await service.snapshot();
      expect(afterCost.config.closingCosts.find((c) => c.countryCode === 'RO' && c.key === 'landRegistry')!.rate).toBe(0.004);
      await database.db.update(banks).set({ charges: [] }).where(eq(banks.id, bcr.id));
      expect((await service.snapshot()).config.banks.find((b) => b.name === 'BCR (Erste Group)')!.charges).toEqual([]);
      await database.db.update(firstHomeSchemes).set({ isActive: false }).where(eq(firstHomeSchemes.id, scheme.id));
      expect((await service.snapshot()).config.schemes.map((s) => s.key)).not.toContain('hu_otthon_start');
    } finally {
      await database.db.update(countryClosingCosts).set({ rate: landRegistry.rate }).where(eq(countryClosingCosts.id, landRegistry.id));
      await database.db.update(banks).set({ charges: bcr.charges }).where(eq(banks.id, bcr.id));
      await database.db.update(firstHomeSchemes).set({ isActive: true }).where(eq(firstHomeSchemes.id, scheme.id));
    }
  });

  it('uses the newest rate of each currency, and sees a new rate', async () => {
    const service = createEligibilityService(createEligibilityRepository(database.db), { recheckMs: 0 });
    const before = (await service.snapshot()).config.exchangeRates.find((rate) => rate.currency === 'GBP')!;
    const [inserted] = await database.db
      .insert(exchangeRates)
      .values({ currency: 'GBP', rate: '0.900000', rateDate: '2099-01-01', fxHaircut: '0.150' })
      .returning();
    try {
      const after = (await service.snapshot()).config.exchangeRates.filter((rate) => rate.currency === 'GBP');
      expect(after).toEqual([{ currency: 'GBP', rate: 0.9, rateDate: '2099-01-01', fxHaircut: 0.15 }]);
      expect(before.rateDate).not.toBe('2099-01-01');
    } finally {
      await database.db.delete(exchangeRates).where(eq(exchangeRates.id, inserted.id));
    }
  });

  it('reloads at once after invalidate() (an admin write on this instance)', async () => {
    const { repo, loads } = spiedRepository();
    const service = createEligibilityService(repo, { recheckMs: 60_000 });
    const before = await service.snapshot();
    await database.db.update(countries).set({ isActive: false }).where(eq(countries.code, 'BG'));
    try {
      expect((await service.snapshot()).propertyCountries.has('BG')).toBe(true);
      service.invalidate();
      const after = await service.snapshot();
      expect(after).not.toBe(before);
      expect(after.propertyCountries.has('BG')).toBe(false);
      expect(loads()).toBe(2);
    } finally {
      await database.db.update(countries).set({ isActive: true }).where(eq(countries.code, 'BG'));
    }
  });

  it('does not keep a load that started before invalidate()', async () => {
    const { repo } = spiedRepository();
    const service = createEligibilityService(repo, { recheckMs: 60_000 });
    const stale = service.snapshot();
    service.invalidate();
    const fresh = service.snapshot();
    const [a, b] = await Promise.all([stale, fresh]);
    expect(b).not.toBe(a);
    expect(await service.snapshot()).toBe(b);
  });
});
