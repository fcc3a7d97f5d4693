import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

/**
 * People search by name as well as e-mail (issue 12): "Popescu" finds Ioana Popescu in the
 * brokers' list, the admin's assessments and the admin's users; accents are optional.
 */
let t: TestApp;
let broker: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let ioanaId: string;
let stefanId: string;
let ioanaUserId: string;

const get = async (url: string, cookie: string) => {
  const res = await t.app.inject({ url, headers: { cookie, 'accept-language': 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
async function submit(cookie: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: WORKED_EXAMPLE });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const brokerSearch = (search: string) => get(`/api/broker/assessments?search=${encodeURIComponent(search)}`, broker.cookie);

beforeAll(async () => {
  t = await createTestApp();
  broker = await signIn(t.app, t.database.db, 'broker');
  admin = await signIn(t.app, t.database.db, 'admin');
  const ioana = await signIn(t.app, t.database.db, 'user', { firstName: 'Ioana', lastName: 'Popescu' });
  const stefan = await signIn(t.app, t.database.db, 'user', { firstName: 'Ștefan', lastName: 'Țăranu' });
  await signIn(t.app, t.database.db, 'user', { firstName: 'Mihai', lastName: 'Stan' });
  ioanaUserId = ioana.user.id;
  ioanaId = await submit(ioana.cookie);
  stefanId = await submit(stefan.cookie);
});
afterAll(() => t.close());

describe('people search', () => {
  it('folds the same letters on both sides', () => {
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length);
  });

  it('finds an applicant by last name, by both names in any order, by part of a name', async () => {
    expect(await brokerSearch('Popescu')).toMatchObject({ total: 1, items: [{ id: ioanaId, userFirstName: 'Ioana', userLastName: 'Popescu' }] });
    for (const search of ['popescu ioana', 'IOANA  Popescu', 'opesc']) expect((await brokerSearch(search)).total, search).toBe(1);
    expect((await brokerSearch('Ioana Stan')).total).toBe(0);
  });

  it('matches with or without accents (ș ş ț ţ ă)', async () => {
    for (const search of ['taranu', 'Țăranu', 'stefan ţăranu', 'ȘTEFAN']) {
      expect(await brokerSearch(search), search).toMatchObject({ total: 1, items: [{ id: stefanId }] });
    }
  });

  it('still finds by e-mail, and takes LIKE\'s own characters literally', async () => {
    const [ioana] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, ioanaUserId));
    expect((await brokerSearch(ioana.email.toUpperCase())).items).toMatchObject([{ id: ioanaId }]);
    expect((await brokerSearch('%')).total).toBe(0);
    expect((await brokerSearch('_')).total).toBe(0);
  });

  it('searches the admin lists the same way, and keeps deleted accounts out of the users list', async () => {
    expect(await get('/api/admin/assessments?search=popescu', admin.cookie)).toMatchObject({ total: 1, items: [{ id: ioanaId }] });
    expect(await get('/api/admin/users?search=Popescu', admin.cookie)).toMatchObject({ total: 1, items: [{ id: ioanaUserId }] });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ioanaUserId));
    expect((await get('/api/admin/users?search=Popescu', admin.cookie)).total).toBe(0);
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, ioanaUserId));
  });
});
