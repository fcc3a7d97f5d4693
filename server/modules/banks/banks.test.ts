import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicBankList } from '../../../core/schemas/banks';
import { banks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listBanks = async () => ZPublicBankList.parse((await t.app.inject({ url: '/api/banks' })).json());

type ConfigBank = { id: number; name: string; countryCode: string; acceptsInternationalIncome: boolean };
const configBanks = async () => ((await t.app.inject({ url: '/api/assessments/config' })).json() as { banks: ConfigBank[] }).banks;

/** Flips one column of one bank for the length of `run`, then puts it back. */
async function withBank(id: number, change: Partial<typeof banks.$inferInsert>, undo: Partial<typeof banks.$inferInsert>, run: () => Promise<void>) {
  await t.database.db.update(banks).set(change).where(eq(banks.id, id));
  try {
    await run();
  } finally {
    await t.database.db.update(banks).set(undo).where(eq(banks.id, id));
  }
}

describe('GET /api/banks', () => {
  it('lists the active partner banks that lend on income earned abroad, with their names and countries only', async () => {
    const res = await t.app.inject({ url: '/api/banks' });
    expect(res.statusCode).toBe(200);
    const list = ZPublicBankList.parse(res.json());
    for (const bank of list) expect(Object.keys(bank).sort()).toEqual(['countryCode', 'id', 'name', 'website']);
    // The engine's partner banks, less those that lend to residents only.
    const lendingAbroad = (await configBanks()).filter((bank) => bank.acceptsInternationalIncome);
    expect(list.map((bank) => bank.id).sort((a, b) => a - b)).toEqual(lendingAbroad.map((bank) => bank.id).sort((a, b) => a - b));
    expect(list.length).toBeGreaterThan(3);
    // Far smaller than the configuration the landing page used to download for the same list.
    expect(res.rawPayload.length).toBeLessThan((await t.app.inject({ url: '/api/assessments/config' })).rawPayload.length / 4);
  });

  it('leaves out NLB and Zagrebačka banka, which lend to residents only, though they stay partner banks for residents (issue 19)', async () => {
    const names = (await listBanks()).map((bank) => bank.name);
    expect(names).not.toContain('NLB');
    expect(names).not.toContain('Zagrebačka banka');
    const residentsOnly = (await configBanks()).filter((bank) => ['NLB', 'Zagrebačka banka'].includes(bank.name));
    expect(residentsOnly.map((bank) => [bank.name, bank.acceptsInternationalIncome]).sort()).toEqual([
      ['NLB', false],
      ['Zagrebačka banka', false],
    ]);
    // Slovenia and Croatia keep partner banks that lend abroad.
    const countries = new Set((await listBanks()).map((bank) => bank.countryCode));
    expect(countries).toContain('SI');
    expect(countries).toContain('HR');
  });

  it('follows the data: a bank an admin marks as lending on foreign income appears, one marked as not disappears', async () => {
    const nlb = (await configBanks()).find((bank) => bank.name === 'NLB');
    expect(nlb).toBeDefined();
    await withBank(nlb!.id, { acceptsInternationalIncome: true }, { acceptsInternationalIncome: false }, async () => {
      expect((await listBanks()).map((bank) => bank.id)).toContain(nlb!.id);
    });
    const [first] = await listBanks();
    await withBank(first.id, { acceptsInternationalIncome: false }, { acceptsInternationalIncome: true }, async () => {
      expect((await listBanks()).map((bank) => bank.id)).not.toContain(first.id);
    });
  });

  it('leaves out a bank an admin switched off', async () => {
    const [first] = await listBanks();
    await withBank(first.id, { isActive: false }, { isActive: true }, async () => {
      expect((await listBanks()).map((bank) => bank.id)).not.toContain(first.id);
    });
  });
});
