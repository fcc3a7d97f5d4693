import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { propertyCountryCodes } from '../../../core/reference-data/countries';
import { buyingStepsFor } from '../../../core/reference-data/buying-steps';
import { ZAdminBuyingStepList, type AdminBuyingStep } from '../../../core/schemas/admin-buying-steps';
import { adminAuditLog, buyingSteps } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

/** Issue 24 item 1: admins edit a country's buying steps like its costs of buying (ADR 085). */
let t: TestApp;
let admin: { cookie: string };
let broker: { cookie: string };
let applicant: { cookie: string };

const inject = (method: 'GET' | 'PUT', url: string, payload?: unknown, cookie = admin.cookie, language = 'en') =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { 'accept-language': language, cookie } });
const stepsOf = async (country: string) => ZAdminBuyingStepList.parse((await inject('GET', '/api/admin/buying-steps')).json()).filter((s) => s.countryCode === country);
/** A listed step as the PUT body takes it back. */
const asInput = ({ countryCode: _c, order: _o, ...rest }: AdminBuyingStep) => rest;
const lastAudit = async () => (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0];
const storedRows = (country: string) => t.database.db.select().from(buyingSteps).where(eq(buyingSteps.countryCode, country));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin');
  broker = await signIn(t.app, t.database.db, 'broker');
  applicant = await signIn(t.app, t.database.db, 'user');
});
afterAll(() => t.close());

describe('buying steps in the back office', () => {
  it('lists every property country’s steps as shipped (synced at start), in order, with sources; admins only', async () => {
    const res = await inject('GET', '/api/admin/buying-steps');
    expect(res.statusCode).toBe(200);
    const list = ZAdminBuyingStepList.parse(res.json());
    expect(new Set(list.map((s) => s.countryCode))).toEqual(new Set(propertyCountryCodes));
    for (const country of propertyCountryCodes) {
      const shipped = buyingStepsFor(country);
      const listed = list.filter((s) => s.countryCode === country);
      expect(listed.map((s) => s.key)).toEqual(shipped.map((s) => s.key));
      expect(listed.map((s) => s.leadDays)).toEqual(shipped.map((s) => s.leadDays));
      expect(listed.map((s) => s.proxyAllowed)).toEqual(shipped.map((s) => s.proxyRoute !== undefined));
    }
    expect(list.find((s) => s.countryCode === 'PL' && s.key === 'bankOffer')).toMatchObject({ isEstimate: false, leadDays: 21 });
    for (const cookie of [broker.cookie, applicant.cookie]) {
      expect((await inject('GET', '/api/admin/buying-steps', undefined, cookie)).statusCode).toBe(403);
      expect((await inject('PUT', '/api/admin/buying-steps/RO', { items: [] }, cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/buying-steps' })).statusCode).toBe(401);
  });

  it('saves a country’s list whole: a corrected lead time and source are stored and audited', async () => {
    const before = await stepsOf('HU');
    const items = before.map(asInput);
    const land = items.find((s) => s.key === 'landRegistry')!;
    land.leadDays = 12;
    land.source = 'Földhivatal: registration within 22 working days (Inytv.), admin re-check: estimate, 12 working days';
    land.verifiedOn = '2026-11-29';
    const res = await inject('PUT', '/api/admin/buying-steps/hu', { items });
    expect(res.statusCode).toBe(200);
    const saved = ZAdminBuyingStepList.parse(res.json());
    expect(saved.map((s) => s.key)).toEqual(before.map((s) => s.key));
    expect(saved.map((s) => s.order)).toEqual(before.map((_, i) => i + 1));
    expect((await stepsOf('HU')).find((s) => s.key === 'landRegistry')).toMatchObject({ leadDays: 12, verifiedOn: '2026-11-29', countryCode: 'HU' });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ entityKind: 'buying_steps', entityId: 'HU', action: 'update' });
    const leadOf = (side: unknown) => (side as { items: { key: string; leadDays: number }[] }).items.find((s) => s.key === 'landRegistry')!.leadDays;
    expect([leadOf(audit.before), leadOf(audit.after)]).toEqual([before.find((s) => s.key === 'landRegistry')!.leadDays, 12]);
    // Allowing no proxy removes the route; the stored row says so.
    const noProxy = items.map((s) => (s.key === 'valuation' ? { ...s, proxyAllowed: false, fromAbroad: 'remote' as const } : s));
    expect((await inject('PUT', '/api/admin/buying-steps/HU', { items: noProxy })).statusCode).toBe(200);
    expect((await storedRows('HU')).find((s) => s.key === 'valuation')!.proxyRoute).toBeNull();
  });

  it('refuses a list no plan could be made from, naming the field in the user’s language, and changes nothing', async () => {
    const items = (await stepsOf('SK')).map(asInput);
    const before = await storedRows('SK');
    const cases: Array<[unknown, string, RegExp]> = [
      [{ items: items.filter((s) => s.key !== 'notaryDeed') }, 'items', /signing at the notary/],
      [{ items: items.map((s) => (s.key === 'valuation' ? { ...s, dependsOn: ['landRegistry'] } : s)) }, 'items', /circle/],
      [{ items: [...items, items[0]] }, `items.${items.length}.key`, /twice/],
      [{ items: items.map((s, i) => (i === 2 ? { ...s, leadDays: 366 } : s)) }, 'items.2.leadDays', /0 to 365/],
      [{ items: items.map((s, i) => (i === 1 ? { ...s, leadDays: 2.5 } : s)) }, 'items.1.leadDays', /whole number/],
      [{ items: items.map((s, i) => (i === 0 ? { ...s, source: ' ' } : s)) }, 'items.0.source', /Source is required/],
      [{ items: items.map((s, i) => (i === 0 ? { ...s, verifiedOn: '2026-02-30' } : s)) }, 'items.0.verifiedOn', /date/],
      [{ items: items.map((s, i) => (i === 0 ? { ...s, fromAbroad: 'byProxy', proxyAllowed: false } : s)) }, 'items.0.proxyAllowed', /proxy/],
      [{ items: items.map((s, i) => (i === 0 ? { ...s, key: 'teleport' } : s)) }, 'items.0.key', /listed steps/],
      [{ items: 'all' }, 'items', /list of 1 to 12/],
    ];
    for (const [body, field, message] of cases) {
      const res = await inject('PUT', '/api/admin/buying-steps/SK', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toMatch(message);
    }
    // Slovakia keeps no notary cost of buying (its costs: land registry and lawyer), so no step may name one.
    const foreignCost = await inject('PUT', '/api/admin/buying-steps/SK', { items: items.map((s, i) => (i === 0 ? { ...s, costKeys: ['notary'] } : s)) }, admin.cookie, 'ro');
    expect(foreignCost.statusCode).toBe(400);
    expect(foreignCost.json().fieldErrors['items.0.costKeys']).toMatch(/costurile cumpărării din această țară/);
    expect(await storedRows('SK')).toEqual(before);
    expect((await inject('PUT', '/api/admin/buying-steps/ZZ', { items })).statusCode).toBe(404);
    expect((await inject('PUT', '/api/admin/buying-steps/ROU', { items })).statusCode).toBe(404);
  });

  it('changes every plan read afterwards: a corrected lead time moves the stored plan’s dates', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload: WORKED_EXAMPLE });
    expect(created.statusCode, created.body).toBe(201);
    const planUrl = `/api/assessments/${created.json().id}/buying-plan`;
    const targetDate = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
    const saved = await t.app.inject({ method: 'PUT', url: planUrl, payload: { targetDate, canTravel: true, bankId: null }, headers: { cookie: applicant.cookie } });
    expect(saved.statusCode, saved.body).toBe(200);
    const valuationOf = (plan: { steps: Array<{ key: string; start: string; leadDays: number }> }) => plan.steps.find((step) => step.key === 'valuation')!;
    const before = valuationOf(saved.json());

    const items = (await stepsOf('RO')).map(asInput).map((step) => (step.key === 'valuation' ? { ...step, leadDays: step.leadDays + 20, leadDayKind: 'calendar' as const } : step));
    expect((await inject('PUT', '/api/admin/buying-steps/RO', { items })).statusCode).toBe(200);

    const after = valuationOf((await t.app.inject({ url: planUrl, headers: { cookie: applicant.cookie } })).json());
    expect(after.leadDays).toBe(before.leadDays + 20);
    expect(after.start < before.start).toBe(true);
  });
});
