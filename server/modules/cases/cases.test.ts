/**
 * Issue 24 item 3 (ADR 086): one case, followed by both sides. Who may read and write it, what
 * each side reads on the timeline, the document request a matching upload fulfils, the case's
 * first response, and bad input refused with the field named and nothing written.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/buying-plan/dates';
import { todayInCaseZone, ZCase, ZCaseMessage, ZDocumentRequest } from '../../../core/schemas/cases';
import { assessments, caseEvents, documentRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countEveryTable, signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { PDF_BYTES, uploadForm } from '../documents/upload-fixtures';

type Account = Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let owner: Account;
let stranger: Account;
let broker: Account;
let admin: Account;
let assessmentId: string;
let draftId: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const inDays = (days: number) => addDays(todayInCaseZone(), days);

const call = (cookie: string | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' }, payload });
const readCase = (cookie: string | null, id = assessmentId) => call(cookie, 'GET', `/api/assessments/${id}/case`);
const postMessage = (cookie: string | null, body: unknown, id = assessmentId) => call(cookie, 'POST', `/api/assessments/${id}/messages`, { body });
const requestDocument = (cookie: string | null, payload: object, id = assessmentId) => call(cookie, 'POST', `/api/assessments/${id}/document-requests`, payload);
const upload = (cookie: string, documentType: string, id = assessmentId) =>
  t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: uploadForm({ assessmentId: id, documentType }, { bytes: PDF_BYTES, name: `${documentType}.pdf` }) });
const firstResponseAt = async (id = assessmentId) =>
  (await t.database.db.select({ at: assessments.firstResponseAt }).from(assessments).where(eq(assessments.id, id)))[0].at;

async function submitted(account: Account): Promise<string> {
  const res = await call(account.cookie, 'POST', '/api/assessments', WORKED_EXAMPLE);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  // E-mails are case-emails.test.ts's: here their jobs are only queued (no worker runs on a database being dropped).
  t = await createTestApp({ DOCUMENT_STORAGE: 'database', JOB_WORKERS: 'off' });
  owner = await signIn(t.app, t.database.db, 'user', { firstName: 'Ioana', lastName: 'Marin', plan: 'pro' });
  stranger = await signIn(t.app, t.database.db, 'user', { firstName: 'Other', lastName: 'Person', plan: 'pro' });
  broker = await signIn(t.app, t.database.db, 'broker', { firstName: 'Andrei', lastName: 'Ionescu' });
  admin = await signIn(t.app, t.database.db, 'admin', { firstName: 'Ana', lastName: 'Admin' });
  assessmentId = await submitted(owner);
  [{ id: draftId }] = await t.database.db.insert(assessments).values({ userId: stranger.user.id, status: 'draft' }).returning({ id: assessments.id });
});
afterAll(async () => {
  await t?.close();
});

describe('who may follow a case', () => {
  it('reads: the owner, brokers and admins; another user, a draft, an unknown or malformed id get 404; a guest 401', async () => {
    for (const account of [owner, broker, admin]) expect((await readCase(account.cookie)).statusCode).toBe(200);
    expect((await readCase(stranger.cookie)).statusCode).toBe(404);
    expect((await readCase(null)).statusCode).toBe(401);
    for (const account of [owner, stranger, broker, admin]) {
      for (const id of [draftId, UNKNOWN_ID, 'not-a-uuid', `${assessmentId}x`]) expect((await readCase(account.cookie, id)).statusCode, `${id}`).toBe(404);
    }
  });

  it('writes messages: the owner (applicant side), brokers and admins (broker side); nobody else', async () => {
    const before = await countEveryTable(t.database.db);
    expect((await postMessage(stranger.cookie, 'Hello?')).statusCode).toBe(404);
    expect((await postMessage(null, 'Hello?')).statusCode).toBe(401);
    for (const id of [draftId, UNKNOWN_ID, 'nope']) expect((await postMessage(owner.cookie, 'Hi', id)).statusCode).toBe(404);
    expect((await postMessage(stranger.cookie, 'My own draft', draftId)).statusCode).toBe(404);
    expect(await countEveryTable(t.database.db)).toEqual(before);

    const own = await postMessage(owner.cookie, '  When will you call me?  ');
    expect(own.statusCode).toBe(201);
    expect(ZCaseMessage.strict().parse(own.json())).toMatchObject({ authorSide: 'applicant', authorName: 'Ioana', body: 'When will you call me?' });
    const byBroker = await postMessage(broker.cookie, 'Tomorrow morning.');
    expect(byBroker.statusCode).toBe(201);
    expect(byBroker.json()).toMatchObject({ authorSide: 'broker', authorName: 'Andrei Ionescu', authorEmail: broker.email });
    expect((await postMessage(admin.cookie, 'Admin here.')).json()).toMatchObject({ authorSide: 'broker' });
  });

  it('document requests: brokers and admins only (403 for users, 401 for a guest); 404 for a draft, unknown or malformed id', async () => {
    const body = { documentType: 'bank_statement', dueDate: inDays(7) };
    expect((await requestDocument(owner.cookie, body)).statusCode).toBe(403);
    expect((await requestDocument(stranger.cookie, body)).statusCode).toBe(403);
    expect((await requestDocument(null, body)).statusCode).toBe(401);
    for (const id of [draftId, UNKNOWN_ID, 'x']) expect((await requestDocument(broker.cookie, body, id)).statusCode).toBe(404);
    const byAdmin = await requestDocument(admin.cookie, body);
    expect(byAdmin.statusCode).toBe(201);
    const cancelled = await call(broker.cookie, 'PATCH', `/api/document-requests/${byAdmin.json().id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', requestedBy: 'Ana Admin' });
    for (const account of [owner, stranger]) expect((await call(account.cookie, 'PATCH', `/api/document-requests/${byAdmin.json().id}`, { status: 'cancelled' })).statusCode).toBe(403);
    expect((await call(null, 'PATCH', `/api/document-requests/${byAdmin.json().id}`, { status: 'cancelled' })).statusCode).toBe(401);
    for (const id of [UNKNOWN_ID, 'x']) expect((await call(broker.cookie, 'PATCH', `/api/document-requests/${id}`, { status: 'cancelled' })).statusCode).toBe(404);
    // Closed already: a conflict, not a second cancellation.
    expect((await call(admin.cookie, 'PATCH', `/api/document-requests/${byAdmin.json().id}`, { status: 'cancelled' })).statusCode).toBe(409);
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, never a 500, and writes nothing', async () => {
    const before = await countEveryTable(t.database.db);
    const cases: Array<[Promise<{ statusCode: number; json: () => { fieldErrors?: Record<string, string> } }>, string]> = [
      [postMessage(owner.cookie, '   '), 'body'],
      [postMessage(owner.cookie, 'x'.repeat(2001)), 'body'],
      [postMessage(owner.cookie, 42), 'body'],
      [postMessage(owner.cookie, 'bell\u0007'), 'body'],
      [requestDocument(broker.cookie, { documentType: 'passport_photo', dueDate: inDays(3) }), 'documentType'],
      [requestDocument(broker.cookie, { documentType: 'payslip', dueDate: inDays(-1) }), 'dueDate'],
      [requestDocument(broker.cookie, { documentType: 'payslip', dueDate: inDays(91) }), 'dueDate'],
      [requestDocument(broker.cookie, { documentType: 'payslip', dueDate: '2027-02-30' }), 'dueDate'],
      [requestDocument(broker.cookie, { documentType: 'payslip' }), 'dueDate'],
      [requestDocument(broker.cookie, { documentType: 'payslip', dueDate: inDays(3), note: 'n'.repeat(501) }), 'note'],
      [call(broker.cookie, 'PATCH', `/api/document-requests/${UNKNOWN_ID}`, { status: 'open' }), 'status'],
    ];
    for (const [pending, field] of cases) {
      const res = await pending;
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), field).toEqual([field]);
    }
    expect(await countEveryTable(t.database.db)).toEqual(before);
    // The edges are accepted: today, and 90 days ahead.
    for (const dueDate of [inDays(0), inDays(90)]) {
      const ok = await requestDocument(broker.cookie, { documentType: 'employment_contract', dueDate, note: '   ' });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().note).toBeNull();
      await call(broker.cookie, 'PATCH', `/api/document-requests/${ok.json().id}`, { status: 'cancelled' });
    }
  });
});

describe('the timeline each side reads', () => {
  it('a request opened by a broker, fulfilled by the applicant’s upload of that type (the oldest open one), in order, newest last', async () => {
    const id = await submitted(owner);
    const older = await requestDocument(broker.cookie, { documentType: 'payslip', dueDate: inDays(10), note: '  The last three months, please  ' }, id);
    expect(older.statusCode).toBe(201);
    const request = ZDocumentRequest.strict().parse(older.json());
    expect(request).toMatchObject({ assessmentId: id, documentType: 'payslip', note: 'The last three months, please', status: 'open', isOverdue: false, requestedBy: 'Andrei Ionescu', requestedByEmail: broker.email });
    const newer = (await requestDocument(broker.cookie, { documentType: 'payslip', dueDate: inDays(20) }, id)).json();

    const before = ZCase.parse((await readCase(owner.cookie, id)).json());
    expect(before.openRequests.map((open) => open.id)).toEqual([request.id, newer.id]);
    expect(before.openRequests[0]).toMatchObject({ requestedBy: 'Andrei' });
    expect(before.openRequests[0]).not.toHaveProperty('requestedByEmail');

    const uploaded = await upload(owner.cookie, 'payslip', id);
    expect(uploaded.statusCode).toBe(201);
    const after = ZCase.parse((await readCase(owner.cookie, id)).json());
    expect(after.openRequests.map((open) => open.id)).toEqual([newer.id]);
    expect(after.timeline.map((entry) => entry.kind)).toEqual(['submitted', 'request_opened', 'request_opened', 'document_uploaded', 'request_fulfilled']);
    expect(after.timeline.find((entry) => entry.kind === 'request_fulfilled')).toMatchObject({ requestId: request.id, documentId: uploaded.json().id, side: 'applicant' });
    expect(after.timeline.find((entry) => entry.kind === 'request_opened' && entry.requestId === request.id)).toMatchObject({ status: 'fulfilled', side: 'broker', actorName: 'Andrei' });
    const [row] = await t.database.db.select().from(documentRequests).where(eq(documentRequests.id, request.id));
    expect(row).toMatchObject({ status: 'fulfilled', fulfilledDocumentId: uploaded.json().id });
    expect(row.closedAt).toBeInstanceOf(Date);
    // Another type fulfils nothing.
    expect((await upload(owner.cookie, 'id_document', id)).statusCode).toBe(201);
    expect(ZCase.parse((await readCase(owner.cookie, id)).json()).openRequests.map((open) => open.id)).toEqual([newer.id]);
  });

  it('shows status and stage changes, assignments, reviews and messages; the applicant reads first names only, never a broker’s address or id', async () => {
    const id = await submitted(owner);
    expect((await call(broker.cookie, 'PUT', `/api/broker/assessments/${id}/status`, { status: 'in_review', notes: 'Looking at it' })).statusCode).toBe(200);
    await t.database.db.insert(caseEvents).values([
      { assessmentId: id, kind: 'stage', fromStage: 'new', toStage: 'documents', actorId: broker.user.id },
      { assessmentId: id, kind: 'assigned', brokerId: broker.user.id, actorId: admin.user.id, detail: { internal: 'capacity' } },
    ]);
    const document = (await upload(owner.cookie, 'bank_statement', id)).json();
    expect((await call(broker.cookie, 'PUT', `/api/broker/documents/${document.id}/status`, { status: 'rejected', reason: 'Page 2 is missing' })).statusCode).toBe(200);
    expect((await postMessage(broker.cookie, 'Please send page 2.', id)).statusCode).toBe(201);
    expect((await postMessage(owner.cookie, 'Sent!', id)).statusCode).toBe(201);

    const applicantView = await readCase(owner.cookie, id);
    const view = ZCase.parse(applicantView.json());
    expect(view.timeline.map((entry) => entry.kind)).toEqual(['submitted', 'status', 'stage', 'assigned', 'document_uploaded', 'document_reviewed', 'message', 'message']);
    expect(view.timeline.map((entry) => entry.side)).toEqual(['applicant', 'broker', 'broker', 'broker', 'applicant', 'broker', 'broker', 'applicant']);
    expect(view.timeline[1]).toMatchObject({ fromStatus: 'submitted', toStatus: 'in_review', note: 'Looking at it', actorName: 'Andrei' });
    expect(view.timeline[2]).toMatchObject({ fromStage: 'new', toStage: 'documents' });
    expect(view.timeline[3]).toEqual({ id: expect.any(String), kind: 'assigned', at: expect.any(String), side: 'broker', brokerName: 'Andrei', actorName: 'Ana' });
    expect(view.timeline[5]).toMatchObject({ status: 'rejected', reason: 'Page 2 is missing' });
    expect(view.timeline[6]).toMatchObject({ body: 'Please send page 2.', actorName: 'Andrei' });
    // Nothing of the brokers' own: no address, no id, no last name, no internal detail.
    for (const secret of [broker.email, admin.email, broker.user.id, admin.user.id, 'Ionescu', 'capacity']) expect(applicantView.body).not.toContain(secret);
    for (const entry of view.timeline) expect(entry).not.toHaveProperty('actorEmail');

    const brokerView = ZCase.parse((await readCase(broker.cookie, id)).json());
    expect(brokerView.timeline[3]).toMatchObject({ brokerId: broker.user.id, brokerName: 'Andrei Ionescu', brokerEmail: broker.email, actorName: 'Ana Admin', actorEmail: admin.email });
    expect(brokerView.timeline[6]).toMatchObject({ actorName: 'Andrei Ionescu', actorEmail: broker.email });
    expect(JSON.stringify(brokerView)).not.toContain('capacity');
    expect(ZCase.parse((await readCase(admin.cookie, id)).json())).toEqual(brokerView);
  });

  it('flags an open request past its due day as overdue, on both sides', async () => {
    const id = await submitted(owner);
    await t.database.db.insert(documentRequests).values({ assessmentId: id, requestedBy: broker.user.id, documentType: 'id_document', dueDate: inDays(-2) });
    for (const account of [owner, broker]) {
      const view = ZCase.parse((await readCase(account.cookie, id)).json());
      expect(view.openRequests[0]).toMatchObject({ documentType: 'id_document', isOverdue: true, dueDate: inDays(-2) });
      expect(view.timeline.find((entry) => entry.kind === 'request_opened')).toMatchObject({ isOverdue: true });
    }
  });
});

describe('the first response', () => {
  it('is set by a broker’s first message or request, in its transaction, and kept after; an applicant’s message does not set it', async () => {
    const id = await submitted(owner);
    expect(await firstResponseAt(id)).toBeNull();
    expect((await postMessage(owner.cookie, 'Hello, anyone?', id)).statusCode).toBe(201);
    expect(await firstResponseAt(id)).toBeNull();
    expect((await postMessage(broker.cookie, 'Hello!', id)).statusCode).toBe(201);
    const first = await firstResponseAt(id);
    expect(first).toBeInstanceOf(Date);
    expect((await requestDocument(broker.cookie, { documentType: 'payslip', dueDate: inDays(5) }, id)).statusCode).toBe(201);
    expect(await firstResponseAt(id)).toEqual(first);

    const other = await submitted(owner);
    expect((await requestDocument(broker.cookie, { documentType: 'payslip', dueDate: inDays(5) }, other)).statusCode).toBe(201);
    expect(await firstResponseAt(other)).toBeInstanceOf(Date);
  });
});
