import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CASE_STAGES, type CaseStage } from '../../../core/case-stages';
import { ZBoard, ZBrokerList, type Board } from '../../../core/schemas/broker-board';
import { assessments, caseEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

/**
 * Issue 24 item 4: the broker's pipeline board. Cases are submitted through the API (and a
 * column's worth inserted directly, for paging); clocks are set in the database before the
 * board is first read (the board is kept per change marker, which a direct write does not move).
 */
let t: TestApp;
let broker: { cookie: string; user: { id: string } };
let admin: { cookie: string; user: { id: string } };
let applicant: { cookie: string; user: { id: string } };
const ids: Record<'deRo' | 'ukPl' | 'frRo' | 'overdue', string> = { deRo: '', ukPl: '', frRo: '', overdue: '' };
const offerIds: string[] = [];

const inject = (options: { method?: 'GET' | 'PUT'; url: string; cookie?: string; payload?: unknown }) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    payload: options.payload as object | undefined,
    headers: { 'accept-language': 'en', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

async function submitAs(overrides: Record<string, unknown>, names: { firstName: string; lastName: string }) {
  const person = await signIn(t.app, t.database.db, 'user', names);
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: person.cookie }, payload: { ...WORKED_EXAMPLE, ...overrides } });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as string, person };
}

async function board(query = '', cookie = broker.cookie): Promise<Board> {
  const res = await inject({ url: `/api/broker/board${query ? `?${query}` : ''}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return ZBoard.parse(res.json());
}

const moveStage = (id: string, stage: string, cookie = broker.cookie, note?: string) =>
  inject({ method: 'PUT', url: `/api/broker/assessments/${id}/stage`, cookie, payload: { stage, note } });
const assign = (id: string, brokerId: string | null, cookie = broker.cookie) =>
  inject({ method: 'PUT', url: `/api/broker/assessments/${id}/assignee`, cookie, payload: { brokerId } });

function expectAddsUp(result: Board) {
  expect(result.stages.map((column) => column.stage)).toEqual([...CASE_STAGES]);
  const sum = CASE_STAGES.reduce((total, stage) => total + result.counts[stage], 0);
  expect(result.counts.total).toBe(sum);
  for (const column of result.stages) {
    expect(column.count).toBe(result.counts[column.stage]);
    expect(column.cards.length).toBeLessThanOrEqual(column.count);
  }
  expect(result.counts.overdue).toBeLessThanOrEqual(result.counts.total);
}

beforeAll(async () => {
  t = await createTestApp();
  broker = await signIn(t.app, t.database.db, 'broker', { firstName: 'Andrei', lastName: 'Ionescu' });
  admin = await signIn(t.app, t.database.db, 'admin', { firstName: 'Maria', lastName: 'Dumitru' });
  applicant = await signIn(t.app, t.database.db, 'user', { firstName: 'Ioana', lastName: 'Popescu' });
  ids.deRo = (await submitAs({}, { firstName: 'Elena', lastName: 'Marin' })).id;
  ids.ukPl = (await submitAs({ residenceCountry: 'UK', incomeCurrency: 'GBP', originCountry: 'PL' }, { firstName: 'Piotr', lastName: 'Nowak' })).id;
  ids.frRo = (await submitAs({ residenceCountry: 'FR' }, { firstName: 'Luc', lastName: 'Moreau' })).id;
  ids.overdue = (await submitAs({}, { firstName: 'Radu', lastName: 'Vasile' })).id;
  // Submitted three days ago, due two days ago, never answered.
  await t.database.db
    .update(assessments)
    .set({ submittedAt: sql`now() - interval '3 days'`, responseDueAt: sql`now() - interval '2 days'` })
    .where(eq(assessments.id, ids.overdue));
  // A full column of offers (more than one page), inserted directly.
  const base = Date.parse('2026-01-05T09:00:00.000Z');
  const rows = await t.database.db
    .insert(assessments)
    .values(
      Array.from({ length: 23 }, (_, i) => ({
        userId: applicant.user.id,
        status: 'approved' as const,
        residenceCountry: 'DE',
        originCountry: 'BG',
        caseStage: 'offer' as const,
        submittedAt: new Date(base + i * 3_600_000),
        responseDueAt: new Date(base + i * 3_600_000 + 86_400_000),
        firstResponseAt: new Date(base + i * 3_600_000 + 600_000),
      })),
    )
    .returning({ id: assessments.id });
  offerIds.push(...rows.map((row) => row.id).reverse());
});
afterAll(() => t.close());

describe('access: brokers and admins only', () => {
  it.each([
    ['GET', '/api/broker/board'],
    ['GET', '/api/broker/brokers'],
    ['PUT', '/api/broker/assessments/ID/stage'],
    ['PUT', '/api/broker/assessments/ID/assignee'],
  ] as const)('%s %s: 403 for an applicant, 401 signed out', async (method, url) => {
    const path = url.replace('ID', ids.deRo);
    const payload = url.endsWith('stage') ? { stage: 'documents' } : url.endsWith('assignee') ? { brokerId: null } : undefined;
    expect((await inject({ method, url: path, cookie: applicant.cookie, payload })).statusCode).toBe(403);
    expect((await inject({ method, url: path, payload })).statusCode).toBe(401);
  });

  it('an admin sees the board too', async () => {
    expect((await inject({ url: '/api/broker/board', cookie: admin.cookie })).statusCode).toBe(200);
  });
});

describe('GET /api/broker/board', () => {
  it('answers every stage in order, counters adding up, newest first, with the card', async () => {
    const result = await board();
    expectAddsUp(result);
    expect(result.counts).toMatchObject({ new: 4, offer: 23, total: 27, overdue: 1 });
    const newColumn = result.stages[0];
    expect(newColumn.cards.map((card) => card.id)).toEqual([ids.frRo, ids.ukPl, ids.deRo, ids.overdue]);
    expect(newColumn.nextCursor).toBeNull();
    const card = newColumn.cards.find((item) => item.id === ids.ukPl)!;
    expect(card).toMatchObject({
      applicantName: 'Piotr Nowak',
      propertyCountry: 'PL',
      residenceCountry: 'UK',
      stage: 'new',
      assignedBroker: null,
      firstResponseAt: null,
      isOverdue: false,
      openDocumentRequests: 0,
      eligibilityScore: expect.any(Number),
    });
    expect(Date.parse(card.responseDueAt!)).toBeGreaterThan(Date.parse(card.submittedAt!));
    expect(newColumn.cards.find((item) => item.id === ids.overdue)?.isOverdue).toBe(true);
  });

  it('pages a column with its cursor, 20 at a time, without repeats', async () => {
    const first = await board();
    const offers = first.stages.find((column) => column.stage === 'offer')!;
    expect(offers.cards.map((card) => card.id)).toEqual(offerIds.slice(0, 20));
    expect(offers.nextCursor).toEqual(expect.any(String));
    const next = await board(`cursor=${offers.nextCursor}`);
    expectAddsUp(next);
    const page2 = next.stages.find((column) => column.stage === 'offer')!;
    expect(page2.cards.map((card) => card.id)).toEqual(offerIds.slice(20));
    expect(page2.nextCursor).toBeNull();
    // Only the cursor's column has cards on a next page.
    expect(next.stages.filter((column) => column.stage !== 'offer').every((column) => column.cards.length === 0)).toBe(true);
    // A cursor of another stage than ?stage= is refused.
    const clash = await inject({ url: `/api/broker/board?stage=new&cursor=${offers.nextCursor}`, cookie: broker.cookie });
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json().fieldErrors)).toEqual(['cursor']);
  });

  it.each([
    ['stage=draft', 'stage'],
    ['stage=NEW', 'stage'],
    ['country=ROU', 'country'],
    ['country=1', 'country'],
    ['brokerId=nobody', 'brokerId'],
    ['overdue=yes', 'overdue'],
    ['cursor=%24%24', 'cursor'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
  ])('refuses ?%s with a 400 naming the field', async (query, field) => {
    const res = await inject({ url: `/api/broker/board?${query}`, cookie: broker.cookie });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
  });
});

describe('PUT /api/broker/assessments/:id/stage', () => {
  it('moves the case, records who moved it from where, and starts the first answer once', async () => {
    const res = await moveStage(ids.deRo, 'documents', broker.cookie, '  Asked for payslips.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.deRo, stage: 'documents', isOverdue: false, firstResponseAt: expect.any(String) });
    const firstAnswer = res.json().firstResponseAt;
    expect((await moveStage(ids.deRo, 'submitted_to_bank')).json().firstResponseAt).toBe(firstAnswer);

    const events = await t.database.db.select().from(caseEvents).where(eq(caseEvents.assessmentId, ids.deRo)).orderBy(caseEvents.id);
    expect(events.map((event) => [event.kind, event.fromStage, event.toStage, event.actorId])).toEqual([
      ['stage', 'new', 'documents', broker.user.id],
      ['stage', 'documents', 'submitted_to_bank', broker.user.id],
    ]);
    expect(events[0].detail).toEqual({ note: 'Asked for payslips.' });

    const result = await board();
    expectAddsUp(result);
    expect(result.counts).toMatchObject({ new: 3, documents: 0, submitted_to_bank: 1, total: 27 });
  });

  it('answers the overdue case, which is then no longer overdue', async () => {
    expect((await board()).counts.overdue).toBe(1);
    expect((await moveStage(ids.overdue, 'lost')).json()).toMatchObject({ stage: 'lost', isOverdue: false });
    expect((await board()).counts.overdue).toBe(0);
    expect((await moveStage(ids.overdue, 'new')).statusCode).toBe(200);
  });

  it('404 for an unknown, malformed or draft id; 400 for an unknown stage', async () => {
    expect((await moveStage(randomUUID(), 'offer')).statusCode).toBe(404);
    expect((await moveStage('nope', 'offer')).statusCode).toBe(404);
    const draft = await inject({ method: 'PUT', url: '/api/assessments/draft', cookie: applicant.cookie, payload: { residenceCountry: 'DE' } });
    expect((await moveStage(draft.json().id, 'offer')).statusCode).toBe(404);
    const bad = await moveStage(ids.frRo, 'archived');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['stage']);
  });
});

describe('PUT /api/broker/assessments/:id/assignee and GET /api/broker/brokers', () => {
  it('lists brokers and admins by name, never applicants', async () => {
    const res = await inject({ url: '/api/broker/brokers', cookie: broker.cookie });
    const list = ZBrokerList.parse(res.json());
    expect(list).toEqual(expect.arrayContaining([{ id: broker.user.id, name: 'Andrei Ionescu' }, { id: admin.user.id, name: 'Maria Dumitru' }]));
    expect(list.some((item) => item.id === applicant.user.id)).toBe(false);
  });

  it('assigns a broker, records it, and filters by broker and unassigned', async () => {
    const res = await assign(ids.ukPl, broker.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().assignedBroker).toEqual({ id: broker.user.id, name: 'Andrei Ionescu' });
    expect((await assign(ids.frRo, admin.user.id)).statusCode).toBe(200);
    const [event] = await t.database.db.select().from(caseEvents).where(eq(caseEvents.assessmentId, ids.ukPl));
    expect(event).toMatchObject({ kind: 'assigned', brokerId: broker.user.id, actorId: broker.user.id });

    const mine = await board(`brokerId=${broker.user.id}`);
    expectAddsUp(mine);
    expect(mine.counts.total).toBe(1);
    expect(mine.stages[0].cards.map((card) => card.id)).toEqual([ids.ukPl]);
    const unassigned = await board('brokerId=unassigned');
    expectAddsUp(unassigned);
    expect(unassigned.counts.total).toBe(25);

    expect((await assign(ids.frRo, null)).json().assignedBroker).toBeNull();
    expect((await board('brokerId=unassigned')).counts.total).toBe(26);
  });

  it('refuses an applicant (or anyone not a broker) as the assignee, naming brokerId', async () => {
    for (const brokerId of [applicant.user.id, randomUUID(), 'not-an-id']) {
      const res = await assign(ids.ukPl, brokerId);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['brokerId']);
    }
    expect((await assign(randomUUID(), broker.user.id)).statusCode).toBe(404);
  });
});

describe('counters under every filter', () => {
  it('add up for each combination of stage, country, broker and overdue, and the cards match the filter', async () => {
    const stages: Array<CaseStage | ''> = ['', 'new', 'offer', 'lost'];
    const countries = ['', 'RO', 'pl', 'BG', 'HU'];
    const brokers = ['', 'unassigned', broker.user.id];
    const all = await board();
    for (const stage of stages)
      for (const country of countries)
        for (const brokerId of brokers)
          for (const overdue of ['', 'true']) {
            const query = new URLSearchParams({ stage, country, brokerId, overdue }).toString();
            const result = await board(query);
            expectAddsUp(result);
            for (const column of result.stages) {
              if (stage && column.stage !== stage) expect(column.count).toBe(0);
              for (const card of column.cards) {
                if (country) expect(card.propertyCountry).toBe(country.toUpperCase());
                if (brokerId === 'unassigned') expect(card.assignedBroker).toBeNull();
                else if (brokerId) expect(card.assignedBroker?.id).toBe(brokerId);
                if (overdue) expect(card.isOverdue).toBe(true);
              }
            }
            expect(result.counts.total).toBeLessThanOrEqual(all.counts.total);
          }
  });
});

describe('the review status as a first answer', () => {
  it('a broker\'s status change sets the first answer when there was none, once', async () => {
    const [before] = await t.database.db.select().from(assessments).where(eq(assessments.id, ids.frRo));
    expect(before.firstResponseAt).toBeNull();
    const res = await inject({ method: 'PUT', url: `/api/broker/assessments/${ids.frRo}/status`, cookie: broker.cookie, payload: { status: 'in_review' } });
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(assessments).where(eq(assessments.id, ids.frRo));
    expect(after.firstResponseAt).toBeInstanceOf(Date);
    await inject({ method: 'PUT', url: `/api/broker/assessments/${ids.frRo}/status`, cookie: broker.cookie, payload: { status: 'approved', notes: 'Fine.' } });
    const [later] = await t.database.db.select().from(assessments).where(eq(assessments.id, ids.frRo));
    expect(later.firstResponseAt?.getTime()).toBe(after.firstResponseAt?.getTime());
    const card = (await board()).stages[0].cards.find((item) => item.id === ids.frRo);
    expect(card?.firstResponseAt).toBe(after.firstResponseAt?.toISOString());
  });
});
