/**
 * Issue 24, item 2 (ADR 085 addendum): the buying plan a person keeps. A DE resident buying in
 * Romania stores a plan (target day, travel, chosen bank), marks steps done and undone, reads it
 * back as JSON and as a calendar; bad input names its field and writes nothing; nobody else
 * reaches it.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/buying-plan/dates';
import { buyingStepsFor } from '../../../core/reference-data/buying-steps';
import type { BuyingPlanAnswer } from '../../../core/schemas/buying-plans';
import { banks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countEveryTable, signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

let t: TestApp;
let owner: { cookie: string; user: { id: string } };
let assessmentId: string;
let recommended: Array<{ bankId: number; name: string }>;
const today = () => new Date().toISOString().slice(0, 10);
const target = () => addDays(today(), 90);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, t.database.db);
  const created = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
  expect(created.statusCode).toBe(201);
  assessmentId = created.json().id;
  recommended = created.json().bankRecommendations;
});
afterAll(async () => {
  await t.close();
});

const planUrl = (id = assessmentId) => `/api/assessments/${id}/buying-plan`;
const stepUrl = (key: string, id = assessmentId) => `${planUrl(id)}/steps/${key}`;
const send = (method: 'GET' | 'PUT', url: string, payload?: object, cookie: string | null = owner.cookie) =>
  t.app.inject({ method, url, payload, headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' } });

async function ok(method: 'GET' | 'PUT', url: string, payload?: object): Promise<BuyingPlanAnswer> {
  const res = await send(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const stepOf = (plan: BuyingPlanAnswer, key: string) => plan.steps.find((step) => step.key === key);
const datesOf = (plan: BuyingPlanAnswer) => Object.fromEntries(plan.steps.map((step) => [step.key, `${step.start}..${step.due}`]));

describe('the stored plan', () => {
  it('is 404 NOT_FOUND before one is stored; then PUT stores it and GET with no query reads it back', async () => {
    const none = await send('GET', planUrl());
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NOT_FOUND');
    expect((await send('GET', `${planUrl()}.ics`)).statusCode).toBe(404);
    expect((await send('PUT', stepUrl('translations'), { done: true })).statusCode).toBe(404);

    const bank = recommended[0];
    const saved = await ok('PUT', planUrl(), { targetDate: target(), canTravel: true, bankId: bank.bankId });
    expect(saved).toMatchObject({ assessmentId, countryCode: 'RO', targetSigningDate: target(), canTravel: true, isStored: true, bankId: bank.bankId, bankName: bank.name, doneKeys: [], doneSteps: [] });
    expect(await ok('GET', planUrl())).toEqual(saved);
    // A query still answers a plan computed and not stored, as before.
    const computed = await ok('GET', `${planUrl()}?targetDate=${addDays(today(), 60)}`);
    expect(computed).toMatchObject({ isStored: false, bankId: null, bankName: null, targetSigningDate: addDays(today(), 60) });
    expect((await ok('GET', planUrl())).targetSigningDate).toBe(target());
  });

  it('lists every step of Romania with its dates, the deed on the day and exactly one trip home', async () => {
    const plan = await ok('GET', planUrl());
    expect(plan.steps.map((step) => step.key).sort()).toEqual(buyingStepsFor('RO').map((row) => row.key).sort());
    for (const step of plan.steps) expect(step.start <= step.due, step.key).toBe(true);
    expect(stepOf(plan, 'notaryDeed')).toMatchObject({ start: target(), due: target(), mode: 'inPerson' });
    expect(plan.trips).toHaveLength(1);
    expect(plan.trips[0].to).toBe(target());
  });

  it('names the documents the chosen bank still needs, each required; with no bank, the assessment’s checklist', async () => {
    const withBank = await ok('GET', planUrl());
    expect(withBank.missingDocuments.length).toBeGreaterThan(0);
    for (const document of withBank.missingDocuments) expect(document).toEqual({ type: expect.any(String), required: true });
    const noBank = await ok('PUT', planUrl(), { targetDate: target(), canTravel: true, bankId: null });
    expect(noBank).toMatchObject({ bankId: null, bankName: null });
    const types = new Set(noBank.missingDocuments.map((document) => document.type));
    for (const document of withBank.missingDocuments) expect(types.has(document.type), document.type).toBe(true);
  });

  it('changes when a step is marked done, and back when it is undone', async () => {
    const before = await ok('GET', planUrl());
    const done = await ok('PUT', stepUrl('reflectionPeriod'), { done: true });
    expect(stepOf(done, 'reflectionPeriod')).toBeUndefined();
    expect(done.doneKeys).toEqual(['reflectionPeriod']);
    expect(done.doneSteps).toEqual([{ key: 'reflectionPeriod', doneAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    // The deed no longer waits for it, and the offer it waited on is no longer dated back from it.
    expect(stepOf(done, 'notaryDeed')!.dependsOn).not.toContain('reflectionPeriod');
    expect(stepOf(done, 'bankOffer')!.start).not.toBe(stepOf(before, 'bankOffer')!.start);
    expect(await ok('GET', planUrl())).toEqual(done);
    // Marked twice: the first time it was done stays.
    expect((await ok('PUT', stepUrl('reflectionPeriod'), { done: true })).doneSteps).toEqual(done.doneSteps);

    // The signing done: the registrations that waited for it are dated again.
    const signed = await ok('PUT', stepUrl('notaryDeed'), { done: true });
    expect(datesOf(signed).landRegistry).not.toBe(datesOf(done).landRegistry);
    await ok('PUT', stepUrl('notaryDeed'), { done: false });

    const undone = await ok('PUT', stepUrl('reflectionPeriod'), { done: false });
    expect(undone.doneKeys).toEqual([]);
    expect(undone.steps).toEqual(before.steps);
    expect(undone.trips).toEqual(before.trips);
  });

  it('answers 404 for a key that is not one of the country’s steps', async () => {
    for (const key of ['nope', 'NOTARYDEED', '__proto__', 'constructor', '%27%20OR%201%3D1--']) {
      const res = await send('PUT', stepUrl(key), { done: true });
      expect(res.statusCode, key).toBe(404);
    }
  });
});

describe('the stored plan’s calendar', () => {
  it('parses with ical.js: one all-day event per dated step and one per trip, on the plan’s days', async () => {
    const plan = await ok('GET', planUrl());
    const res = await send('GET', `${planUrl()}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(plan.steps.length + plan.trips.length);
    for (const step of plan.steps) {
      const event = events.find((candidate) => candidate.uid === `${assessmentId}-${step.key}@acasa`);
      expect(event, step.key).toBeDefined();
      expect(event!.startDate.isDate).toBe(true);
      expect(event!.startDate.toString()).toBe(step.start);
      expect(event!.endDate.toString()).toBe(addDays(step.due, 1));
    }
    expect(events.find((event) => event.uid === `${assessmentId}-trip-1@acasa`)!.startDate.toString()).toBe(plan.trips[0].from);
  });
});

describe('refused requests', () => {
  const cases: Array<[string, object, string]> = [
    ['no target date', { canTravel: true, bankId: null }, 'targetDate'],
    ['a day that does not exist', { targetDate: '2027-02-30', canTravel: true, bankId: null }, 'targetDate'],
    ['a day in the past', { targetDate: '2020-01-01', canTravel: true, bankId: null }, 'targetDate'],
    ['more than 2 years ahead', { targetDate: '2099-01-01', canTravel: true, bankId: null }, 'targetDate'],
    ['canTravel as a string', { targetDate: '2027-06-01', canTravel: 'true', bankId: null }, 'canTravel'],
    ['no canTravel', { targetDate: '2027-06-01', bankId: null }, 'canTravel'],
    ['bankId as a string', { targetDate: '2027-06-01', canTravel: true, bankId: '1' }, 'bankId'],
    ['bankId missing', { targetDate: '2027-06-01', canTravel: true }, 'bankId'],
    ['bankId a fraction', { targetDate: '2027-06-01', canTravel: true, bankId: 1.5 }, 'bankId'],
    ['bankId huge', { targetDate: '2027-06-01', canTravel: true, bankId: 2 ** 40 }, 'bankId'],
  ];

  it.each(cases)('%s: 400 naming the field, nothing written', async (_name, payload, field) => {
    const before = await countEveryTable(t.database.db);
    const stored = await ok('GET', planUrl());
    const body = { ...payload } as Record<string, unknown>;
    // Dates relative to today where the case is about a valid day.
    if (body.targetDate === '2027-06-01') body.targetDate = addDays(today(), 30);
    const res = await send('PUT', planUrl(), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    expect(res.json().fieldErrors[field]).not.toMatch(/^validation\./);
    expect(await countEveryTable(t.database.db)).toEqual(before);
    expect(await ok('GET', planUrl())).toEqual(stored);
  });

  it('refuses a bank the assessment does not recommend, naming bankId', async () => {
    const ids = new Set(recommended.map((bank) => bank.bankId));
    const other = (await t.database.db.select({ id: banks.id }).from(banks)).find((bank) => !ids.has(bank.id))!;
    const stored = await ok('GET', planUrl());
    const res = await send('PUT', planUrl(), { targetDate: target(), canTravel: false, bankId: other.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ bankId: 'Choose one of the banks your result recommends, or none' });
    expect(await ok('GET', planUrl())).toEqual(stored);
  });

  it('refuses a step body that is not { done: boolean }, naming done', async () => {
    for (const payload of [{}, { done: 'yes' }, { done: null }]) {
      const res = await send('PUT', stepUrl('translations'), payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['done']);
    }
  });
});

describe('hostile input', () => {
  it('never answers 5xx to a broken or hostile body or step key', async () => {
    const bodies: Array<string | object> = [
      '',
      '{',
      'null',
      '[]',
      '"2027-01-01"',
      { targetDate: "2027-01-01' OR '1'='1", canTravel: true, bankId: null },
      { targetDate: '9'.repeat(5000), canTravel: true, bankId: null },
      { targetDate: addDays(today(), 30), canTravel: true, bankId: -1 },
      { targetDate: addDays(today(), 30), canTravel: true, bankId: 1e308 },
      { targetDate: addDays(today(), 30), canTravel: true, bankId: { $ne: null } },
      { targetDate: [addDays(today(), 30)], canTravel: [true], bankId: [1] },
      JSON.parse(`{"targetDate":"${addDays(today(), 30)}","canTravel":true,"bankId":null,"__proto__":{"isAdmin":true}}`),
    ];
    for (const payload of bodies) {
      for (const url of [planUrl(), stepUrl('translations')]) {
        const res = await t.app.inject({ method: 'PUT', url, payload, headers: { cookie: owner.cookie, 'content-type': 'application/json' } });
        expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}: ${res.body}`).toBeLessThan(500);
      }
    }
    for (const key of ['%E0%A4%A', '%00', 'a'.repeat(5000), '..%2F..%2Fetc']) {
      const res = await send('PUT', stepUrl(key), { done: true });
      expect(res.statusCode, key).toBeLessThan(500);
    }
  });
});

describe('who may keep a plan', () => {
  it('answers 404 to another user, a broker and an admin, writing nothing; 401 to a guest', async () => {
    const stored = await ok('GET', planUrl());
    const body = { targetDate: target(), canTravel: false, bankId: null };
    for (const role of ['user', 'broker', 'admin'] as const) {
      const someone = await signIn(t.app, t.database.db, role);
      const before = await countEveryTable(t.database.db);
      expect((await send('GET', planUrl(), undefined, someone.cookie)).statusCode, role).toBe(404);
      expect((await send('GET', `${planUrl()}.ics`, undefined, someone.cookie)).statusCode, role).toBe(404);
      expect((await send('PUT', planUrl(), body, someone.cookie)).statusCode, role).toBe(404);
      expect((await send('PUT', stepUrl('translations'), { done: true }, someone.cookie)).statusCode, role).toBe(404);
      expect(await countEveryTable(t.database.db)).toEqual(before);
    }
    expect((await send('PUT', planUrl(), body, null)).statusCode).toBe(401);
    expect(await ok('GET', planUrl())).toEqual(stored);
  });

  it('answers 404 for a draft, an unknown and a malformed id', async () => {
    const drafter = await signIn(t.app, t.database.db);
    const draft = await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: drafter.cookie }, payload: { residenceCountry: 'DE', originCountry: 'RO' } });
    const body = { targetDate: target(), canTravel: true, bankId: null };
    for (const [id, cookie] of [
      [draft.json().id as string, drafter.cookie],
      ['00000000-0000-4000-8000-000000000000', owner.cookie],
      ['not-an-id', owner.cookie],
    ] as const) {
      expect((await send('PUT', planUrl(id), body, cookie)).statusCode, id).toBe(404);
      expect((await send('PUT', stepUrl('translations', id), { done: true }, cookie)).statusCode, id).toBe(404);
      expect((await send('GET', planUrl(id), undefined, cookie)).statusCode, id).toBe(404);
    }
  });
});
