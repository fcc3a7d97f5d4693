import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminAuditLog,
  assessmentEvents,
  assessments,
  buyingPlanReminders,
  buyingPlans,
  caseEvents,
  caseMessages,
  certificates,
  documentRequests,
  documents,
  emailDeliveries,
  passwordResetTokens,
  paymentEvents,
  payments,
  rateLimitHits,
  scoringConfigVersions,
  testPayments,
  testSubscriptions,
  trustedDevices,
  verifications,
} from '../../db/schema';
import { QUEUES } from '../../jobs/job-queue';
import { FileNotFoundError } from '../../storage/file-storage';
import { createTestApp, sessionCookie, STRONG_PASSWORD, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { signInPro } from '../broker/review-fixtures';
import { PDF_BYTES, uploadForm } from '../documents/upload-fixtures';
import { DELETED_ACCOUNT_ENTITY } from './account.repository';

/**
 * Issue 20: deleting an account leaves no row carrying the person's id, e-mail or name, except
 * where ADR 070 keeps one on purpose (listed below with the reason). The tables are found in
 * the database's own catalogue, not listed here: a table added later that holds a user id
 * fails this test until the erasure handles it (or the list below says why it may stay).
 */
let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-erasure-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/**
 * Where the deleted id may stay after the erasure, and why (ADR 070; the privacy page states it).
 * The id is then a random identifier of a tombstone that holds no name, e-mail or password.
 */
const KEPT_AFTER_ERASURE: Record<string, string> = {
  // The tombstone itself (ADR 061): the records below need something to point to.
  'public.users.id': 'the tombstone row: no name, e-mail or password',
  'public.users.email': 'the tombstone address deleted-<id>@deleted.invalid, never deliverable',
  'public.users.search_text': "generated from the tombstone address",
  // Accounting law keeps payment records for years (Law 82/1991 art. 25, HGB §257, Code de commerce L123-22).
  'public.payments.user_id': 'payment records kept for accounting law',
  'public.payment_events.user_id': "the provider's events behind those payment records",
  // A broker's decision is their professional record: the assessment stays, without the inputs that describe the person.
  'public.assessments.user_id': 'an assessment a broker decided, kept anonymised',
};

/**
 * Columns that hold a user's id by name or by a foreign key to users, which the fixture below
 * cannot fill for the deleted person, with the reason. Empty today: every one is filled.
 */
const NOT_FILLED_BY_THE_FIXTURE: Record<string, string> = {};

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every column of every table in the product's schema and pg-boss's, as schema.table.column. */
async function everyColumn(): Promise<Array<{ schema: string; table: string; column: string }>> {
  return rowsOf<{ schema: string; table: string; column: string }>(sql`
    select c.table_schema as schema, c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema in ('public', 'pgboss') and tb.table_type = 'BASE TABLE'
      -- pg-boss's partitions of its job table: read through the parent, pgboss.job.
      and not (c.table_schema = 'pgboss' and c.table_name ~ '^j[0-9a-f]{56}$')
    order by 1, 2, c.ordinal_position`);
}

/** Columns that hold user ids: named so (user_id, owner_id, actor_id, *_by) or a foreign key to users. */
async function userReferenceColumns(): Promise<Set<string>> {
  const named = await rowsOf<{ name: string }>(sql`
    select table_schema || '.' || table_name || '.' || column_name as name from information_schema.columns
    where table_schema in ('public', 'pgboss') and (column_name ~ '(^|_)(user|owner|actor)_id$' or column_name ~ '_by$')
      and not (table_schema = 'pgboss' and table_name ~ '^j[0-9a-f]{56}$')`);
  const foreign = await rowsOf<{ name: string }>(sql`
    select n.nspname || '.' || cl.relname || '.' || a.attname as name
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = any(con.conkey)
    where con.contype = 'f' and con.confrelid = 'public.users'::regclass`);
  return new Set([...named, ...foreign].map((row) => row.name));
}

/** Each column (schema.table.column) whose text contains one of the needles, with how many rows. */
async function columnsContaining(needles: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const byTable = new Map<string, string[]>();
  for (const { schema, table, column } of await everyColumn()) byTable.set(`${schema}.${table}`, [...(byTable.get(`${schema}.${table}`) ?? []), column]);
  for (const [qualified, columns] of byTable) {
    const [schema, table] = qualified.split('.');
    const relation = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    for (const column of columns) {
      const matches = sql.join(
        needles.map((needle) => sql`strpos(${sql.identifier(column)}::text, ${needle}) > 0`),
        sql` or `,
      );
      const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${relation} where ${matches}`);
      if (Number(row.n) > 0) found.set(`${qualified}.${column}`, Number(row.n));
    }
  }
  return found;
}

const inject = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | FormData, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, 'accept-language': 'en', ...headers }, payload });

describe('deleting an account (issue 20)', () => {
  it('leaves no row carrying the deleted id, e-mail or name, table by table from the catalogue, except what ADR 070 keeps', async () => {
    const db = t.database.db;
    const firstName = 'Ilinca';
    const lastName = `Vrânceanu-${Date.now().toString(36)}`;
    const person = await signInPro(t.app, db, 'user', { firstName, lastName });
    const id = person.user.id;
    const broker = await signIn(t.app, db, 'broker');
    const other = await signInPro(t.app, db, 'user', { firstName: 'Dan', lastName: 'Other' });

    // Two sign-ins from other browsers: sessions and a trusted device.
    const phone = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' }, payload: { email: person.email, password: STRONG_PASSWORD } });
    expect(phone.statusCode).toBe(200);
    const phoneCookie = sessionCookie(phone);

    // Assessments: one a broker decides (kept anonymised), one submitted (erased), one draft (erased).
    const submit = async (cookie: string) => {
      const res = await inject(cookie, 'POST', '/api/assessments', WORKED_EXAMPLE);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const decidedId = await submit(person.cookie);
    const pendingId = await submit(person.cookie);
    expect((await inject(person.cookie, 'PUT', '/api/assessments/draft', { residenceCountry: 'DE' })).statusCode).toBe(200);
    const otherAssessmentId = await submit(other.cookie);

    // Documents with their files; a broker reviews one (a document_review e-mail job).
    const upload = async (cookie: string, assessmentId: string, name = `${lastName}-payslip.pdf`) => {
      const res = await inject(cookie, 'POST', '/api/documents', uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const uploads = [await upload(person.cookie, decidedId), await upload(person.cookie, pendingId)];
    const keys = (await db.select({ key: documents.fileName }).from(documents).where(eq(documents.userId, id))).map((row) => row.key);
    expect(keys).toHaveLength(2);
    expect((await inject(broker.cookie, 'PUT', `/api/broker/documents/${uploads[0]}/status`, { status: 'accepted' })).statusCode).toBe(200);
    expect((await inject(broker.cookie, 'PUT', `/api/broker/assessments/${decidedId}/status`, { status: 'approved', notes: `${firstName} works at Siemens` })).statusCode).toBe(200);

    // A certificate, a pinned scenario, e-mail preferences (the unsubscribe token), a contact message.
    expect((await inject(person.cookie, 'GET', `/api/assessments/${decidedId}/certificate`)).statusCode).toBeLessThan(500);
    // Issued for eligible results only: the worked example is 'partial', so the row is written as the issuing would.
    await db
      .insert(certificates)
      .values({ code: `C${Date.now()}`.slice(0, 16), assessmentId: pendingId, userId: id, score: 70, maxLoanAmount: '96000.00', residenceCountry: 'DE', propertyCountry: 'RO' })
      .onConflictDoNothing();
    expect((await inject(person.cookie, 'POST', '/api/scenarios', WORKED_EXAMPLE)).statusCode).toBe(201);
    expect((await inject(person.cookie, 'PUT', '/api/account/notifications', { payment_receipt: false })).statusCode).toBe(200);
    expect((await inject(person.cookie, 'POST', '/api/contact', { name: `${firstName} ${lastName}`, email: person.email, topic: 'account', message: 'Please delete my data.' })).statusCode).toBe(201);

    // What a payment, a reset link, attempt counters and e-mail records leave.
    await db.insert(testSubscriptions).values({ id: `test_sub_${id}`, userId: id, plan: 'pro', status: 'active', currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
    await db.insert(testPayments).values({ userId: id, plan: 'pro', clientSecret: `secret_${id}`, subscriptionId: `test_sub_${id}` });
    await db.insert(payments).values({ invoiceKey: `test:in_${crypto.randomUUID()}`, provider: 'test', userId: id, amount: '29.00', currency: 'EUR', status: 'paid', occurredAt: new Date() });
    await db.insert(paymentEvents).values({ eventId: `test:evt_${crypto.randomUUID()}`, provider: 'test', type: 'invoice.paid', userId: id, occurredAt: new Date(), outcome: 'applied' });
    await db.insert(passwordResetTokens).values({ userId: id, tokenHash: `hash-${id}`, expiresAt: new Date(Date.now() + 3_600_000) });
    await db.insert(rateLimitHits).values([
      { key: `login:email:${person.email}`, windowStart: new Date(), count: 2 },
      { key: `password:user:${id}`, windowStart: new Date(), count: 1 },
      { key: `contact:user:${id}`, windowStart: new Date(), count: 1 },
    ]);
    await db.insert(emailDeliveries).values({ jobId: crypto.randomUUID(), kind: 'status_change', userId: id, outcome: 'sent', messageId: `<${id}@acasa>` });
    await db.insert(trustedDevices).values({ tokenHash: `device-${id}`, userId: id }).onConflictDoNothing();
    // A reminder queued for later, as the submission queues one (and one finished job in pg-boss's archive).
    await t.app.jobs.send(QUEUES.email, { kind: 'document_reminder', userId: id, assessmentId: pendingId }, { startAfter: 3 * 86_400 });
    await db.execute(sql`insert into pgboss.archive select j.*, now() from pgboss.job j where j.data->>'userId' = ${id} limit 1`);

    // What they did before as a broker and an admin, on others' records (they were given the user role since).
    const [otherDocument] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, await upload(other.cookie, otherAssessmentId, 'payslip.pdf')));
    await db.update(documents).set({ reviewedBy: id, reviewedAt: new Date(), status: 'accepted' }).where(eq(documents.id, otherDocument.id));
    await db.insert(assessmentEvents).values({ assessmentId: otherAssessmentId, fromStatus: 'submitted', toStatus: 'in_review', actorId: id });
    // Issue 23: a verification they made, and one they undid; the records stay, without them.
    await db.insert(verifications).values([
      { assessmentId: otherAssessmentId, kind: 'income', amount: '3000.00', currency: 'EUR', documentIds: [otherDocument.id], verifiedBy: id },
      { assessmentId: otherAssessmentId, kind: 'identity', documentIds: [otherDocument.id], verifiedBy: broker.user.id, undoneBy: id, undoneAt: new Date(), undoReason: 'Wrong document' },
    ]);
    await db.insert(adminAuditLog).values([
      { actorId: id, entityKind: 'bank', entityId: '1', action: 'update', before: { name: 'A' }, after: { name: 'B' } },
      { actorId: broker.user.id, entityKind: 'user_role', entityId: id, action: 'update', before: { role: 'user' }, after: { role: 'broker' } },
    ]);
    await db.insert(scoringConfigVersions).values({ snapshot: { categories: [] }, createdBy: id });
    // Issue 24: a case they held as a broker (assigned, moved, a request, a message), and their own plan with a reminder and a message.
    await db.update(assessments).set({ assignedBrokerId: id }).where(eq(assessments.id, otherAssessmentId));
    await db.insert(caseEvents).values({ assessmentId: otherAssessmentId, kind: 'assigned', brokerId: id, actorId: id });
    await db.insert(documentRequests).values({ assessmentId: otherAssessmentId, requestedBy: id, documentType: 'payslip', dueDate: '2027-01-15', note: 'Your last payslip, please' });
    await db.insert(caseMessages).values([
      { assessmentId: otherAssessmentId, authorId: id, authorSide: 'broker', body: 'I have your file.' },
      { assessmentId: decidedId, authorId: id, authorSide: 'applicant', body: `${firstName} ${lastName} here: I work at Siemens.` },
    ]);
    await db.insert(buyingPlans).values({ assessmentId: decidedId, targetDate: '2027-03-01' });
    await db.insert(buyingPlanReminders).values({ assessmentId: decidedId, stepKey: 'translations', stepStart: '2027-01-04', userId: id });

    // Every column that holds user ids holds this person's: the fixture covers each table the catalogue knows.
    const needles = [id, person.email, lastName];
    const before = await columnsContaining(needles);
    const uncovered = [...(await userReferenceColumns())].filter((column) => !before.has(column) && !(column in NOT_FILLED_BY_THE_FIXTURE));
    expect(uncovered, 'a table holds user ids the fixture does not fill: add it to the fixture and to the erasure (ADR 070)').toEqual([]);
    expect(before.get('pgboss.job.data')).toBeGreaterThanOrEqual(1);

    const res = await inject(person.cookie, 'DELETE', '/api/account', { password: STRONG_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ keptPaymentRecords: 1, anonymisedAssessments: 1, erasedAssessments: 2, erasedDocuments: 2 });
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: phoneCookie } })).statusCode).toBe(401);

    // Table by table: the id, the address and the name remain only where ADR 070 keeps them.
    const after = await columnsContaining(needles);
    const left = [...after.keys()].filter((column) => !(column in KEPT_AFTER_ERASURE));
    expect(left, 'rows still carrying the deleted person').toEqual([]);
    // The kept ones carry the id only: neither the address nor the name is anywhere.
    expect([...(await columnsContaining([person.email, lastName, firstName])).keys()]).toEqual([]);

    // The files are gone from storage.
    for (const key of keys) await expect(t.app.services.storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);

    // Others' records stay, no longer naming them: the review, the status they set, the audit entries.
    const [reviewed] = await db.select({ status: documents.status, reviewedBy: documents.reviewedBy }).from(documents).where(eq(documents.id, otherDocument.id));
    expect(reviewed).toEqual({ status: 'accepted', reviewedBy: null });
    const otherEvents = await db.select({ to: assessmentEvents.toStatus, actorId: assessmentEvents.actorId }).from(assessmentEvents).where(eq(assessmentEvents.assessmentId, otherAssessmentId));
    expect(otherEvents).toEqual(expect.arrayContaining([{ to: 'in_review', actorId: null }, { to: 'submitted', actorId: other.user.id }]));
    const kept = await db.select({ kind: verifications.kind, by: verifications.verifiedBy, undoneBy: verifications.undoneBy }).from(verifications).where(eq(verifications.assessmentId, otherAssessmentId));
    expect(kept).toEqual(expect.arrayContaining([{ kind: 'income', by: null, undoneBy: null }, { kind: 'identity', by: broker.user.id, undoneBy: null }]));
    const audit = await db.select({ kind: adminAuditLog.entityKind, actorId: adminAuditLog.actorId, entityId: adminAuditLog.entityId }).from(adminAuditLog);
    expect(audit).toEqual(expect.arrayContaining([{ kind: 'bank', actorId: null, entityId: '1' }, { kind: 'user_role', actorId: broker.user.id, entityId: DELETED_ACCOUNT_ENTITY }]));
    // The broker's decision stays; the other applicant's data is untouched.
    expect(await db.select({ status: assessments.status }).from(assessments).where(eq(assessments.id, decidedId))).toEqual([{ status: 'approved' }]);
    expect((await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.userId, id))).length).toBe(0);
    expect((await inject(other.cookie, 'GET', `/api/assessments/${otherAssessmentId}`)).statusCode).toBe(200);
    const otherJobs = await rowsOf<{ n: number }>(sql`select count(*)::int as n from pgboss.job where data->>'userId' = ${other.user.id}`);
    expect(Number(otherJobs[0].n)).toBeGreaterThan(0);
  });
});
