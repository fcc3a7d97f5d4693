import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicCountryList } from '../../../core/schemas/countries';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/countries', () => {
  it('lists the seeded countries in the public shape only', async () => {
    const res = await t.app.inject({ url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const list = ZPublicCountryList.parse(res.json());
    const byCode = new Map(list.map((c) => [c.code, c]));
    for (const code of ['DE', 'FR', 'UK', 'IT', 'ES', 'NL', 'BE', 'AT', 'US', 'CH', 'CA', 'AU']) expect(byCode.get(code)?.type).toBe('income');
    for (const code of ['RO', 'BG', 'HU', 'PL', 'CZ', 'SK', 'HR', 'SI']) expect(byCode.get(code)?.type).toBe('property');
    expect(byCode.get('RO')?.flag).toBe('🇷🇴');
    for (const country of list) expect(Object.keys(country).sort()).toEqual(['code', 'flag', 'id', 'name', 'type']);
  });
});
