/**
 * Issue 24 item 3 (ADR 086): each side of a case is told by e-mail, through the job queue and a
 * local SMTP server, in the recipient's language, once, and not after an unsubscribe.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/buying-plan/dates';
import { todayInCaseZone } from '../../../core/schemas/cases';
import type { EmailKind } from '../../../core/schemas/notifications';
import { buildApp } from '../../app';
import { assessments, emailDeliveries } from '../../db/schema';
import { parseEnv } from '../../env';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

const PUBLIC_URL = 'https://acasa.example';
let database: TestDatabase;
let smtp: SmtpStandIn;
let app: FastifyInstance;
let broker: Awaited<ReturnType<typeof signIn>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const to = (address: string) => smtp.received.filter((email) => email.to.includes(address));

async function waitForDelivery(userId: string, kind: EmailKind, outcome: 'sent' | 'skipped') {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await database.db
      .select()
      .from(emailDeliveries)
      .where(and(eq(emailDeliveries.userId, userId), eq(emailDeliveries.kind, kind), eq(emailDeliveries.outcome, outcome)));
    if (rows.length > 0) return rows;
    if (Date.now() > deadline) throw new Error(`no ${outcome} ${kind} delivery for ${userId}`);
    await sleep(50);
  }
}

async function applicantIn(language: 'ro' | 'en' | 'fr', firstName: string) {
  const account = await signIn(app, database.db, 'user', { firstName, lastName: 'Test', plan: 'pro' });
  expect((await app.inject({ method: 'PATCH', url: '/api/user/language', headers: { cookie: account.cookie }, payload: { language } })).statusCode).toBe(200);
  const submitted = await app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: account.cookie }, payload: WORKED_EXAMPLE });
  expect(submitted.statusCode).toBe(201);
  return { ...account, assessmentId: submitted.json().id as string };
}

const post = (cookie: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload });

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    RATES_FETCH: 'off',
    DOCUMENT_STORAGE: 'database',
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    EMAIL_FROM: 'Acasa <no-reply@acasa.example>',
    JOB_QUEUE_FAST: '1',
  });
  app = await buildApp({ env, database, clientDir: null });
  await app.ready();
  broker = await signIn(app, database.db, 'broker', { firstName: 'Andrei', lastName: 'Ionescu' });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await smtp?.close();
});

describe('case e-mails', () => {
  it('a broker’s message reaches the applicant once, in French, with the message, a link to the case and one-click unsubscribe', async () => {
    const applicant = await applicantIn('fr', 'Chloé');
    expect((await post(broker.cookie, `/api/assessments/${applicant.assessmentId}/messages`, { body: 'Pouvez-vous envoyer la page 2 ? <merci>' })).statusCode).toBe(201);
    await waitForDelivery(applicant.user.id, 'case_message', 'sent');
    const [email] = to(applicant.email);
    expect(email.subject).toBe('Nouveau message de Andrei sur votre évaluation');
    expect(email.text).toContain('Bonjour Chloé,');
    expect(email.text).toContain('> Pouvez-vous envoyer la page 2 ? <merci>');
    expect(email.html).toContain('&lt;merci&gt;');
    expect(email.html).not.toContain('Ionescu');
    expect(email.text).toContain(`${PUBLIC_URL}/assessments?assessment=${applicant.assessmentId}`);
    expect(email.headers['list-unsubscribe']).toMatch(/kind=case_message>$/);
    await sleep(1000);
    expect(to(applicant.email)).toHaveLength(1);
  });

  it('the applicant’s message goes to the assigned broker; with no broker assigned, no broker is e-mailed', async () => {
    const applicant = await applicantIn('en', 'Emma');
    const before = to(broker.email).length;
    expect((await post(applicant.cookie, `/api/assessments/${applicant.assessmentId}/messages`, { body: 'Anyone there?' })).statusCode).toBe(201);
    await sleep(1500);
    expect(to(broker.email)).toHaveLength(before);

    await database.db.update(assessments).set({ assignedBrokerId: broker.user.id }).where(eq(assessments.id, applicant.assessmentId));
    expect((await post(applicant.cookie, `/api/assessments/${applicant.assessmentId}/messages`, { body: 'I have sent the payslips.' })).statusCode).toBe(201);
    await waitForDelivery(broker.user.id, 'case_message', 'sent');
    const [email] = to(broker.email).slice(before);
    // The broker's account is in Romanian (the default).
    expect(email.subject).toBe('Mesaj nou de la Emma în dosarul său');
    expect(email.text).toContain('> I have sent the payslips.');
    expect(email.text).toContain(`${PUBLIC_URL}/broker`);
  });

  it('a document request reaches the applicant in Romanian with the document, due day and note; not once unsubscribed', async () => {
    const applicant = await applicantIn('ro', 'Ioana');
    const dueDate = addDays(todayInCaseZone(), 14);
    const res = await post(broker.cookie, `/api/assessments/${applicant.assessmentId}/document-requests`, { documentType: 'payslip', dueDate, note: 'Ultimele trei luni' });
    expect(res.statusCode).toBe(201);
    await waitForDelivery(applicant.user.id, 'document_request', 'sent');
    const [email] = to(applicant.email);
    expect(email.subject).toMatch(/^Un broker vă cere un document: /);
    expect(email.text).toContain('> Ultimele trei luni');
    expect(email.text).toContain(String(Number(dueDate.slice(8, 10))));
    expect(email.text).toContain(`${PUBLIC_URL}/assessments?assessment=${applicant.assessmentId}`);
    expect(email.headers['list-unsubscribe']).toMatch(/kind=document_request>$/);

    const off = await app.inject({ method: 'PUT', url: '/api/account/notifications', headers: { cookie: applicant.cookie }, payload: { document_request: false } });
    expect(off.json()).toMatchObject({ document_request: false, case_message: true });
    expect((await post(broker.cookie, `/api/assessments/${applicant.assessmentId}/document-requests`, { documentType: 'id_document', dueDate })).statusCode).toBe(201);
    await waitForDelivery(applicant.user.id, 'document_request', 'skipped');
    expect(to(applicant.email)).toHaveLength(1);
  });

  it('a request cancelled before its e-mail went sends nothing', async () => {
    const applicant = await applicantIn('en', 'Liam');
    const res = await post(broker.cookie, `/api/assessments/${applicant.assessmentId}/document-requests`, { documentType: 'payslip', dueDate: addDays(todayInCaseZone(), 3) });
    await app.inject({ method: 'PATCH', url: `/api/document-requests/${res.json().id}`, headers: { cookie: broker.cookie }, payload: { status: 'cancelled' } });
    // The job reads the request when it runs: run one now, as the queue would after the cancellation.
    const jobId = randomUUID();
    await app.services.notifications.sendEmailJob({ id: jobId, data: { kind: 'document_request', userId: applicant.user.id, requestId: res.json().id } });
    const [delivery] = await database.db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, jobId));
    expect(delivery).toMatchObject({ outcome: 'skipped', reason: 'nothing-to-send' });
  });
});
