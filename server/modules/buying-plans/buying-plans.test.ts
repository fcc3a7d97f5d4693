/**
 * Issue 24, item 2 (ADR 085): the person's buying plan through the API, and its calendar. A DE
 * resident buying in Romania (core's worked example) asks for a plan to a signing 90 days ahead:
 * the steps with their dates and one trip home; the same plan without travel; the ICS file read
 * back with a real iCalendar parser (ical.js), one event per dated step and one for the trip, on
 * the JSON's days; who may have it; and bad or hostile query strings, never a 5xx.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../core/buying-plan/dates';
import { buyingStepsFor } from '../../../core/reference-data/buying-steps';
import type { BuyingPlanAnswer } from '../../../core/schemas/buying-plans';
import { translate } from '../../i18n';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

let t: TestApp;
let owner: { cookie: string; user: { id: string } };
let assessmentId: string;
/** Today's UTC day, as the server reads it (a run across midnight UTC is not expected). */
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, t.database.db);
  const created = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
  expect(created.statusCode).toBe(201);
  assessmentId = created.json().id;
});
afterAll(async () => {
  await t.close();
});

async function setLanguage(language: 'ro' | 'en' | 'fr') {
  const res = await t.app.inject({ method: 'PATCH', url: '/api/user/language', headers: { cookie: owner.cookie }, payload: { language } });
  expect(res.statusCode).toBe(200);
}

/** A request as the owner by default; `null` for a guest. */
const get = (url: string, cookie: string | null = owner.cookie, language = 'en') =>
  t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), 'accept-language': language } });
const planUrl = (query: string, id = assessmentId) => `/api/assessments/${id}/buying-plan?${query}`;
const icsUrl = (query: string, id = assessmentId) => `/api/assessments/${id}/buying-plan.ics?${query}`;

async function planOf(query: string): Promise<BuyingPlanAnswer> {
  const res = await get(planUrl(query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const stepOf = (plan: BuyingPlanAnswer, key: string) => {
  const found = plan.steps.find((step) => step.key === key);
  if (!found) throw new Error(`no ${key} in the plan`);
  return found;
};

/** The events of an iCalendar text as a parser reads them: uid, summary, first and last (exclusive) day. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), end: event.endDate.toString(), isDate: event.startDate.isDate };
  });
}

describe('GET /api/assessments/:id/buying-plan (issue 24, item 2)', () => {
  it('plans a DE resident’s purchase in Romania 90 days ahead: every step dated, the deed on the day, one trip home', async () => {
    const target = addDays(today(), 90);
    const plan = await planOf(`targetDate=${target}`);
    expect(plan).toMatchObject({ assessmentId, countryCode: 'RO', targetSigningDate: target, today: today(), canTravel: true, lateKeys: [] });
    expect(plan.steps.map((step) => step.key).sort()).toEqual(buyingStepsFor('RO').map((row) => row.key).sort());
    for (const step of plan.steps) {
      expect(step.start <= step.due, step.key).toBe(true);
      for (const dependency of step.dependsOn) expect(stepOf(plan, dependency).due <= step.start, `${dependency} before ${step.key}`).toBe(true);
    }
    expect(stepOf(plan, 'notaryDeed')).toMatchObject({ start: target, due: target, mode: 'inPerson', isInTrip: true });
    expect(plan.trips).toHaveLength(1);
    expect(plan.trips[0].to).toBe(target);
    expect(plan.trips[0].days).toBeLessThanOrEqual(10);
    expect(plan.trips[0].stepKeys).toEqual(expect.arrayContaining(['bankAccount', 'notaryDeed']));
    // Sources and dates travel with every step.
    expect(stepOf(plan, 'reflectionPeriod').source).toMatch(/2014\/17\/EU/);
  });

  it('without travel (canTravel=false), signs by proxy and keeps only the bank account in the country', async () => {
    const target = addDays(today(), 90);
    const travelling = await planOf(`targetDate=${target}&canTravel=true`);
    const staying = await planOf(`targetDate=${target}&canTravel=false`);
    expect(staying.canTravel).toBe(false);
    expect(stepOf(travelling, 'notaryDeed').mode).toBe('inPerson');
    expect(stepOf(staying, 'notaryDeed').mode).toBe('byProxy');
    expect(staying.trips.flatMap((trip) => trip.stepKeys)).toEqual(['bankAccount']);
    expect(staying.trips).not.toEqual(travelling.trips);
  });

  it('flags the steps already late when the signing is close, and plans today itself', async () => {
    const rushed = await planOf(`targetDate=${addDays(today(), 20)}`);
    expect(rushed.lateKeys.length).toBeGreaterThan(0);
    expect(rushed.lateKeys).not.toContain('notaryDeed');
    expect((await get(planUrl(`targetDate=${today()}`))).statusCode).toBe(200);
  });
});

describe('GET /api/assessments/:id/buying-plan.ics', () => {
  it('is an iCalendar file, one all-day event per dated step and one for the trip, on the JSON’s days', async () => {
    const target = addDays(today(), 90);
    const plan = await planOf(`targetDate=${target}`);
    const res = await get(icsUrl(`targetDate=${target}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="acasa-plan-${assessmentId.slice(0, 8)}.ics"`);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const events = eventsOf(res.body);
    expect(events).toHaveLength(plan.steps.length + plan.trips.length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const step of plan.steps) {
      const event = events.find((candidate) => candidate.uid === `${assessmentId}-${step.key}@acasa`);
      expect(event, step.key).toBeDefined();
      // All-day: DTSTART the first day, DTEND the day after the last (RFC 5545, exclusive).
      expect(event).toMatchObject({ start: step.start, end: addDays(step.due, 1), isDate: true });
    }
    const [trip] = plan.trips;
    const tripEvent = events.find((event) => event.uid === `${assessmentId}-trip-1@acasa`);
    expect(tripEvent).toMatchObject({ start: trip.from, end: addDays(trip.to, 1), isDate: true });
    expect(daysBetween(tripEvent!.start, tripEvent!.end)).toBe(trip.days);
  });

  it('titles the events in the account’s language, and keeps each event’s UID from one download to the next', async () => {
    const target = addDays(today(), 60);
    const first = eventsOf((await get(icsUrl(`targetDate=${target}`))).body);
    // Through the API, as the settings page does: on PostgreSQL a direct UPDATE reaches the session
    // cache by NOTIFY, a moment later than the next request may.
    await setLanguage('fr');
    const french = eventsOf((await get(icsUrl(`targetDate=${target}`))).body);
    await setLanguage('ro');
    const romanian = eventsOf((await get(icsUrl(`targetDate=${target}`))).body);
    expect(french.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
    const deed = (events: typeof first) => events.find((event) => event.uid.endsWith('-notaryDeed@acasa'))!.summary;
    expect(deed(french)).toBe(translate('fr', 'steps.notaryDeed', {}, 'plan'));
    expect(deed(french)).toBe('Signature chez le notaire');
    expect(deed(romanian)).toBe('Semnarea la notar');
    expect(romanian.find((event) => event.uid.endsWith('-trip-1@acasa'))!.summary).toBe('Călătoria acasă');
  });
});

describe('who may have a plan', () => {
  it('answers 404 to another user, a broker and an admin, 401 to a guest', async () => {
    const query = `targetDate=${addDays(today(), 90)}`;
    for (const role of ['user', 'broker', 'admin'] as const) {
      const someone = await signIn(t.app, t.database.db, role);
      for (const url of [planUrl(query), icsUrl(query)]) expect((await get(url, someone.cookie)).statusCode, `${role} ${url}`).toBe(404);
    }
    for (const url of [planUrl(query), icsUrl(query)]) expect((await get(url, null)).statusCode).toBe(401);
  });

  it('answers 404 for a draft, an unknown id and a malformed one', async () => {
    const drafter = await signIn(t.app, t.database.db);
    const draft = await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: drafter.cookie }, payload: { residenceCountry: 'DE', originCountry: 'RO' } });
    const query = `targetDate=${addDays(today(), 90)}`;
    for (const [id, cookie] of [
      [draft.json().id as string, drafter.cookie],
      ['00000000-0000-4000-8000-000000000000', owner.cookie],
      ['not-an-id', owner.cookie],
      ['%27%20OR%201%3D1--', owner.cookie],
    ] as const) {
      expect((await get(planUrl(query, id), cookie)).statusCode, id).toBe(404);
      expect((await get(icsUrl(query, id), cookie)).statusCode, id).toBe(404);
    }
  });
});

describe('bad input', () => {
  const cases: Array<[string, string, string]> = [
    // No query at all asks for the stored plan (stored-plans.test.ts); a query without the day is refused.
    ['no date', 'canTravel=true', 'targetDate'],
    ['not a date', 'targetDate=tomorrow', 'targetDate'],
    ['a day that does not exist', 'targetDate=2027-02-30', 'targetDate'],
    ['a day in the past', `targetDate=${addDays(today(), -1)}`, 'targetDate'],
    ['more than 2 years ahead', `targetDate=${addDays(today(), 2 * 366 + 1)}`, 'targetDate'],
    ['canTravel not true/false', `targetDate=${addDays(today(), 90)}&canTravel=maybe`, 'canTravel'],
    ['canTravel twice', `targetDate=${addDays(today(), 90)}&canTravel=true&canTravel=false`, 'canTravel'],
  ];

  it.each(cases)('%s: 400 naming the field, in the request’s language', async (_name, query, field) => {
    for (const url of [planUrl(query), icsUrl(query)]) {
      const res = await get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
      // A sentence, not a key.
      expect(body.fieldErrors[field]).not.toMatch(/^validation\./);
    }
  });

  it('says why a date cannot be planned, in Romanian and French too', async () => {
    const past = await get(planUrl(`targetDate=${addDays(today(), -1)}`), owner.cookie, 'ro');
    expect(past.json().fieldErrors.targetDate).toBe('Data semnării nu poate fi în trecut');
    const far = await get(planUrl(`targetDate=${addDays(today(), 800)}`), owner.cookie, 'fr');
    expect(far.json().fieldErrors.targetDate).toBe('Choisissez une date de signature dans les 2 prochaines années');
    const travel = await get(planUrl(`targetDate=${addDays(today(), 90)}&canTravel=oui`), owner.cookie, 'fr');
    expect(travel.json().fieldErrors.canTravel).toBe('Indiquez si vous pouvez rentrer au pays\u00a0: true ou false');
  });

  it('never answers 5xx to a hostile query string', async () => {
    const hostile = [
      "targetDate=2027-01-01' OR '1'='1",
      'targetDate=2027-01-01;DROP TABLE assessments',
      `targetDate=${'9'.repeat(5000)}`,
      'targetDate=%E0%A4%A',
      'targetDate=%00',
      'targetDate=2027-13-01',
      'targetDate=0000-00-00',
      'targetDate=99999-01-01',
      'targetDate=2027-01-01T00:00:00Z',
      'targetDate[]=2027-01-01',
      'targetDate[a]=1',
      'targetDate=2027-01-01&targetDate=2027-02-01',
      'targetDate=%F0%9F%92%A9',
      'targetDate=\u202e1202-10-72',
      `targetDate=${addDays(today(), 90)}&canTravel=%00`,
      `targetDate=${addDays(today(), 90)}&canTravel[]=true`,
      `targetDate=${addDays(today(), 90)}&canTravel=TRUE`,
      `targetDate=${addDays(today(), 90)}&__proto__[canTravel]=false`,
      `targetDate=${addDays(today(), 90)}&constructor[prototype][x]=1`,
    ];
    for (const query of hostile) {
      for (const url of [planUrl(query), icsUrl(query)]) {
        const res = await get(url);
        expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode !== 200) expect(res.json().code, query).toMatch(/VALIDATION_ERROR|NOT_FOUND/);
      }
    }
  });
});
