import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EMAIL_KINDS } from '../../../core/schemas/notifications';
import { buildApp } from '../../app';
import { emailDeliveries } from '../../db/schema';
import { parseEnv } from '../../env';
import { QUEUES } from '../../jobs/job-queue';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { PDF_BYTES, uploadForm } from '../documents/upload-fixtures';

/**
 * E-mail notifications end to end (issue 15, ADR 024/025): real HTTP into the app, the job
 * queue (pg-boss) on the test's database, nodemailer to a local SMTP server.
 */
const PUBLIC_URL = 'https://acasa.example';
let database: TestDatabase;
let smtp: SmtpStandIn;
let app: FastifyInstance;
let broker: { cookie: string; user: { id: string } };

const envFor = (overrides: Record<string, string> = {}) =>
  parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    RATES_FETCH: 'off',
    DOCUMENT_STORAGE: 'database',
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    EMAIL_FROM: 'Acasa <no-reply@acasa.example>',
    JOB_QUEUE_FAST: '1',
    ...overrides,
  });

async function startApp(overrides: Record<string, string> = {}) {
  const started = await buildApp({ env: envFor(overrides), database, clientDir: null });
  await started.ready();
  return started;
}

async function applicantIn(target: FastifyInstance, language: 'ro' | 'en' | 'fr', firstName: string) {
  const account = await signIn(target, database.db, 'user', { firstName, lastName: 'Test', plan: 'pro' });
  const res = await target.inject({ method: 'PATCH', url: '/api/user/language', headers: { cookie: account.cookie }, payload: { language } });
  expect(res.statusCode).toBe(200);
  const submitted = await target.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: account.cookie }, payload: WORKED_EXAMPLE });
  expect(submitted.statusCode).toBe(201);
  return { ...account, assessmentId: submitted.json().id as string };
}

const setStatus = (target: FastifyInstance, assessmentId: string, status: string, notes: string) =>
  target.inject({ method: 'PUT', url: `/api/broker/assessments/${assessmentId}/status`, headers: { cookie: broker.cookie }, payload: { status, notes } });

const to = (address: string) => smtp.received.filter((email) => email.to.includes(address));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForDelivery(userId: string, outcome: 'sent' | 'skipped', count = 1) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await database.db
      .select()
      .from(emailDeliveries)
      .where(and(eq(emailDeliveries.userId, userId), eq(emailDeliveries.outcome, outcome)));
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`no ${outcome} delivery for ${userId}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  database = await createTestDatabase();
  app = await startApp();
  broker = await signIn(app, database.db, 'broker', { firstName: 'Andrei', lastName: 'Ionescu' });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await smtp?.close();
});

describe('status change e-mail', () => {
  it('sends exactly one e-mail with the note, in the applicant’s language, HTML and text, with one-click unsubscribe', async () => {
    const applicant = await applicantIn(app, 'fr', 'Chloé');
    const res = await setStatus(app, applicant.assessmentId, 'approved', 'Dossier complet : félicitations <3');
    expect(res.statusCode).toBe(200);

    const [email] = await smtp.waitFor(1);
    expect(email.to).toEqual([applicant.email]);
    expect(email.subject).toBe('Votre évaluation est maintenant\u00a0: Approuvée');
    expect(email.text).toContain('Bonjour Chloé,');
    expect(email.text).toContain('> Dossier complet : félicitations <3');
    // The button opens this assessment, not the list (issue 20), in the HTML and the text.
    expect(email.text).toContain(`${PUBLIC_URL}/assessments?assessment=${applicant.assessmentId}`);
    expect(email.html).toContain(`href="${PUBLIC_URL}/assessments?assessment=${applicant.assessmentId}"`);
    // The note is escaped in the HTML, never markup.
    expect(email.html).toContain('Dossier complet : félicitations &lt;3');
    expect(email.html).toContain('<html lang="fr">');
    expect(email.headers['list-unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/api/notifications/unsubscribe\\?token=[A-Za-z0-9_-]{43}&kind=status_change>$`));
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(email.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@acasa\.example>$/);

    // Nothing more comes: one change, one e-mail.
    await sleep(1500);
    expect(to(applicant.email)).toHaveLength(1);
    await waitForDelivery(applicant.user.id, 'sent');
  });

  it('is sent once when the server stops between the commit and the send, by the next server on the same database', async () => {
    const before = smtp.received.length;
    // An instance that only adds jobs is one killed before its worker ran: the change and its job are committed.
    const first = await startApp({ JOB_WORKERS: 'off' });
    const applicant = await applicantIn(first, 'en', 'Emma');
    expect((await setStatus(first, applicant.assessmentId, 'in_review', 'Checking your payslips')).statusCode).toBe(200);
    await first.close();
    const queued = await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.email} and data->>'kind' = 'status_change' and data->>'userId' = ${applicant.user.id}`);
    expect(Number((queued as unknown as { rows: Array<{ n: number }> }).rows[0].n)).toBe(1);
    expect(to(applicant.email)).toHaveLength(0);

    const second = await startApp();
    try {
      await smtp.waitFor(before + 1);
      await sleep(1500);
      const emails = to(applicant.email);
      expect(emails).toHaveLength(1);
      expect(emails[0].subject).toBe('Your assessment is now: In Review');
      expect(emails[0].text).toContain('> Checking your payslips');
    } finally {
      await second.close();
    }
  });

  it('sends nothing more when a delivered job runs again (a crash after the SMTP server accepted it)', async () => {
    const applicant = await applicantIn(app, 'ro', 'Ioana');
    expect((await setStatus(app, applicant.assessmentId, 'in_review', 'Verificăm actele')).statusCode).toBe(200);
    const [delivery] = await waitForDelivery(applicant.user.id, 'sent');
    expect(to(applicant.email)).toHaveLength(1);
    expect(to(applicant.email)[0].subject).toBe('Evaluarea dumneavoastră este acum: În analiză');
    const job = await database.db.execute(sql`select data from pgboss.job where id = ${delivery.jobId}`);
    const data = (job as unknown as { rows: Array<{ data: unknown }> }).rows[0].data;
    await app.services.notifications.sendEmailJob({ id: delivery.jobId, data });
    await sleep(200);
    expect(to(applicant.email)).toHaveLength(1);
  });

  it('retries when the SMTP server refuses, then delivers once', async () => {
    const applicant = await applicantIn(app, 'en', 'Liam');
    const attemptsBefore = smtp.attempts();
    smtp.refuseNext(2);
    expect((await setStatus(app, applicant.assessmentId, 'rejected', 'Income too low for now')).statusCode).toBe(200);
    await waitForDelivery(applicant.user.id, 'sent');
    expect(smtp.attempts() - attemptsBefore).toBe(3);
    expect(to(applicant.email)).toHaveLength(1);
    expect(to(applicant.email)[0].text).toContain('> Income too low for now');
  }, 30_000);
});

describe('unsubscribe', () => {
  it('one POST to the List-Unsubscribe address, with no session, stops that kind and only that kind', async () => {
    const applicant = await applicantIn(app, 'en', 'Noah');
    expect((await setStatus(app, applicant.assessmentId, 'in_review', 'First look')).statusCode).toBe(200);
    await waitForDelivery(applicant.user.id, 'sent');
    const [email] = to(applicant.email);
    const address = new URL(email.headers['list-unsubscribe'].slice(1, -1));

    // A GET (a link scanner) changes nothing: it leads to the page that asks.
    const opened = await app.inject({ method: 'GET', url: address.pathname + address.search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe${address.search}`);

    // RFC 8058: a form POST from the mail provider, another origin, no cookie.
    const res = await app.inject({
      method: 'POST',
      url: address.pathname + address.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'status_change', isSubscribed: false });

    const preferences = await app.inject({ method: 'GET', url: '/api/account/notifications', headers: { cookie: applicant.cookie } });
    expect(preferences.json()).toMatchObject({ status_change: false, document_review: true, payment_receipt: true });

    expect((await setStatus(app, applicant.assessmentId, 'approved', 'All good')).statusCode).toBe(200);
    const [skipped] = await waitForDelivery(applicant.user.id, 'skipped');
    expect(skipped.reason).toBe('unsubscribed');
    expect(to(applicant.email)).toHaveLength(1);
  });

  it('refuses a malformed token with a 400 naming it, and an unknown one with a 404', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/api/notifications/unsubscribe?token=abc&kind=status_change', headers: { 'accept-language': 'en' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toHaveProperty('token');
    const unknown = await app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${'A'.repeat(43)}&kind=status_change` });
    expect(unknown.statusCode).toBe(404);
    const badKind = await app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${'A'.repeat(43)}&kind=spam` });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().fieldErrors).toHaveProperty('kind');
  });
});

describe('preferences in Settings', () => {
  it('reads and changes each kind; a bad value is a 400 naming the field; a guest gets 401', async () => {
    const account = await signIn(app, database.db, 'user', { firstName: 'Maria' });
    const read = await app.inject({ method: 'GET', url: '/api/account/notifications', headers: { cookie: account.cookie } });
    // Every kind, on by default (the list is core's, so a new kind needs no change here).
    expect(read.json()).toEqual(Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, true])));
    expect(read.json()).toMatchObject({ status_change: true, document_reminder: true, plan_reminder: true, broker_digest: true });
    const changed = await app.inject({ method: 'PUT', url: '/api/account/notifications', headers: { cookie: account.cookie }, payload: { document_reminder: false } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ document_reminder: false, status_change: true });
    const bad = await app.inject({ method: 'PUT', url: '/api/account/notifications', headers: { cookie: account.cookie, 'accept-language': 'en' }, payload: { status_change: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('status_change');
    expect((await app.inject({ method: 'GET', url: '/api/account/notifications' })).statusCode).toBe(401);
  });
});

describe('other e-mails', () => {
  it('tells the applicant a document was rejected, with the reason', async () => {
    const applicant = await applicantIn(app, 'en', 'Olivia');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: applicant.cookie },
      payload: uploadForm({ assessmentId: applicant.assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip-march.pdf' }),
    });
    expect(uploaded.statusCode).toBe(201);
    const reviewed = await app.inject({
      method: 'PUT',
      url: `/api/broker/documents/${uploaded.json().id}/status`,
      headers: { cookie: broker.cookie },
      payload: { status: 'rejected', reason: 'The page with the total is missing' },
    });
    expect(reviewed.statusCode).toBe(200);
    await waitForDelivery(applicant.user.id, 'sent');
    const [email] = to(applicant.email);
    expect(email.subject).toMatch(/^Document rejected: /);
    expect(email.text).toContain('payslip-march.pdf');
    expect(email.text).toContain('> The page with the total is missing');
    expect(email.text).toContain(`${PUBLIC_URL}/documents`);
  });

  it('queues the missing-documents reminder 3 days after the submission, in the submission’s transaction', async () => {
    const applicant = await applicantIn(app, 'en', 'Ava');
    const result = await database.db.execute(
      sql`select id, data, extract(epoch from start_after - created_on)::int as delay from pgboss.job where name = ${QUEUES.email} and data->>'kind' = 'document_reminder' and data->>'userId' = ${applicant.user.id}`,
    );
    const rows = (result as unknown as { rows: Array<{ id: string; data: unknown; delay: number }> }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].delay).toBeGreaterThanOrEqual(3 * 86_400 - 5);
    expect(rows[0].delay).toBeLessThanOrEqual(3 * 86_400 + 5);
    // Run it now, as the queue would in 3 days: the recommended banks' missing documents are listed.
    await app.services.notifications.sendEmailJob({ id: rows[0].id, data: rows[0].data });
    const [email] = to(applicant.email);
    expect(email.subject).toBe('The banks still need some documents');
    expect(email.text).toMatch(/\n- .+\(.+\)\n/);
  });

  it('sends a receipt for a payment, once', async () => {
    const account = await signIn(app, database.db, 'user', { firstName: 'Radu' });
    const headers = { cookie: account.cookie, 'accept-language': 'ro' };
    const setup = (await app.inject({ method: 'POST', url: '/api/get-or-create-subscription', headers, payload: { plan: 'premium' } })).json();
    const paid = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/test/confirm',
      headers,
      payload: { clientSecret: setup.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await waitForDelivery(account.user.id, 'sent');
    await sleep(1000);
    const emails = to(account.email);
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toMatch(/Premium/);
    expect(emails[0].text).toMatch(/\d+,\d{2}/);
    expect(emails[0].text).toContain(`${PUBLIC_URL}/settings#billing`);
  });

  it('sends brokers a digest of the day’s submissions', async () => {
    await app.services.notifications.brokerDigestJob({ id: crypto.randomUUID(), createdOn: new Date(Date.now() + 60_000) } as never);
    await waitForDelivery(broker.user.id, 'sent');
    const [email] = to((await database.db.execute(sql`select email from users where id = ${broker.user.id}`) as unknown as { rows: Array<{ email: string }> }).rows[0].email);
    expect(email.subject).toMatch(/^Evaluări noi de analizat: \d+$|^New assessments to review: \d+$/);
    expect(email.text).toContain(`${PUBLIC_URL}/broker`);
  });
});
