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

describe('GET /api/banks', () => {
  it("lists the active partner banks with their names and countries only, the same banks the engine's configuration has", async () => {
    const res = await t.app.inject({ url: '/api/banks' });
    expect(res.statusCode).toBe(200);
    const list = ZPublicBankList.parse(res.json());
    for (const bank of list) expect(Object.keys(bank).sort()).toEqual(['countryCode', 'id', 'name', 'website']);
    const config = (await t.app.inject({ url: '/api/assessments/config' })).json() as { banks: { id: number; name: string; countryCode: string }[] };
    expect(list.map((bank) => bank.id).sort((a, b) => a - b)).toEqual(config.banks.map((bank) => bank.id).sort((a, b) => a - b));
    expect(list.length).toBeGreaterThan(3);
    // Far smaller than the configuration the landing page used to download for the same list.
    expect(res.rawPayload.length).toBeLessThan((await t.app.inject({ url: '/api/assessments/config' })).rawPayload.length / 4);
  });

  it('leaves out a bank an admin switched off', async () => {
    const [first] = ZPublicBankList.parse((await t.app.inject({ url: '/api/banks' })).json());
    await t.database.db.update(banks).set({ isActive: false }).where(eq(banks.id, first.id));
    try {
      const after = ZPublicBankList.parse((await t.app.inject({ url: '/api/banks' })).json());
      expect(after.map((bank) => bank.id)).not.toContain(first.id);
    } finally {
      await t.database.db.update(banks).set({ isActive: true }).where(eq(banks.id, first.id));
    }
  });
});
