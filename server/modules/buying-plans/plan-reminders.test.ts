/**
 * Issue 24, item 2 (ADR 085 addendum): reminders of a kept buying plan's steps by e-mail, through
 * the job queue (pg-boss) to a local SMTP server. Each of the person's steps starting within 3
 * days is reminded once, in the account's language, however many times the daily scan runs and
 * after a restart on the same database; plan_reminder turned off sends nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/buying-plan/dates';
import type { BuyingPlanAnswer } from '../../../core/schemas/buying-plans';
import { buildApp } from '../../app';
import { buyingPlanReminders, emailDeliveries } from '../../db/schema';
import { parseEnv } from '../../env';
import { translate } from '../../i18n';
import { createJobQueue, FAST_TIMINGS, QUEUES } from '../../jobs/job-queue';
import { PLAN_REMINDERS_CRON, registerPeriodicJobs } from '../../jobs/periodic-jobs';
import { databaseExecutor } from '../../jobs/sql-executor';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { REMINDER_WINDOW_DAYS } from './plan-reminders.service';

const PUBLIC_URL = 'https://acasa.example';
let database: TestDatabase;
let smtp: SmtpStandIn;
let app: FastifyInstance;

const startApp = async () => {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', RATES_FETCH: 'off', PUBLIC_URL, SMTP_URL: smtp.url, JOB_QUEUE_FAST: '1' });
  const started = await buildApp({ env, database, clientDir: null });
  await started.ready();
  return started;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const to = (address: string) => smtp.received.filter((email) => email.to.includes(address));
const today = () => new Date().toISOString().slice(0, 10);
const target = addDays(today(), 90);

/** An applicant in `language` with a submitted assessment and a stored plan to `target`. */
async function planner(language: 'ro' | 'en' | 'fr', firstName: string) {
  const account = await signIn(app, database.db, 'user', { firstName });
  const headers = { cookie: account.cookie };
  expect((await app.inject({ method: 'PATCH', url: '/api/user/language', headers, payload: { language } })).statusCode).toBe(200);
  const submitted = await app.inject({ method: 'POST', url: '/api/assessments', headers, payload: WORKED_EXAMPLE });
  expect(submitted.statusCode).toBe(201);
  const assessmentId = submitted.json().id as string;
  const saved = await app.inject({ method: 'PUT', url: `/api/assessments/${assessmentId}/buying-plan`, headers, payload: { targetDate: target, canTravel: true, bankId: null } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...account, assessmentId, plan: saved.json() as BuyingPlanAnswer };
}

async function deliveries(userId: string, outcome: 'sent' | 'skipped', count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await database.db.select().from(emailDeliveries).where(and(eq(emailDeliveries.userId, userId), eq(emailDeliveries.outcome, outcome)));
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`${rows.length} of ${count} ${outcome} deliveries for ${userId}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  database = await createTestDatabase();
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await smtp?.close();
});

describe('buying plan reminders', () => {
  it('e-mails each of the person’s steps starting within 3 days once, in their language, also after more scans and a restart', async () => {
    const sofia = await planner('fr', 'Sofia');
    const quiet = await planner('en', 'Quinn');
    const off = await app.inject({ method: 'PUT', url: '/api/account/notifications', headers: { cookie: quiet.cookie }, payload: { plan_reminder: false } });
    expect(off.json()).toMatchObject({ plan_reminder: false, document_reminder: true });

    // The day before the person's first step starts: it (and any other of theirs starting within the window) is due.
    const personSteps = sofia.plan.steps.filter((step) => step.actor === 'applicant' || step.actor === 'proxy');
    const day = addDays(personSteps[0].start, -1);
    const due = personSteps.filter((step) => step.start >= day && step.start <= addDays(day, REMINDER_WINDOW_DAYS));
    expect(due.length).toBeGreaterThan(0);
    // Others' steps (the bank's, the notary's) are never reminded.
    const othersInWindow = sofia.plan.steps.filter((step) => !personSteps.includes(step) && step.start >= day && step.start <= addDays(day, REMINDER_WINDOW_DAYS));

    expect(await app.services.planReminders.remindDueSteps(day)).toEqual({ queued: 2 * due.length });
    await deliveries(sofia.user.id, 'sent', due.length);
    const skipped = await deliveries(quiet.user.id, 'skipped', due.length);
    expect(skipped.every((row) => row.reason === 'unsubscribed')).toBe(true);

    const emails = to(sofia.email);
    expect(emails).toHaveLength(due.length);
    for (const step of due) {
      const title = translate('fr', `steps.${step.key}`, {}, 'plan');
      const email = emails.find((candidate) => candidate.subject.endsWith(title));
      expect(email, step.key).toBeDefined();
      const start = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${step.start}T00:00:00Z`));
      expect(email!.subject).toBe(translate('fr', 'plan_reminder.subject', { step: title, date: start }, 'email'));
      expect(email!.text).toContain('Bonjour Sofia,');
      expect(email!.text).toContain(translate('fr', `modes.${step.mode}`, {}, 'plan'));
      expect(email!.text).toContain(`${PUBLIC_URL}/assessments/${sofia.assessmentId}/plan`);
      expect(email!.html).toContain(`href="${PUBLIC_URL}/assessments/${sofia.assessmentId}/plan"`);
      expect(email!.headers['list-unsubscribe']).toMatch(/kind=plan_reminder>$/);
    }
    for (const step of othersInWindow) expect(emails.some((email) => email.subject.endsWith(translate('fr', `steps.${step.key}`, {}, 'plan')))).toBe(false);
    expect(to(quiet.email)).toHaveLength(0);

    // The scan again, the same day and the next: nothing more for these steps.
    expect(await app.services.planReminders.remindDueSteps(day)).toEqual({ queued: 0 });
    const rows = await database.db.select().from(buyingPlanReminders).where(eq(buyingPlanReminders.assessmentId, sofia.assessmentId));
    expect(rows.map((row) => row.stepKey).sort()).toEqual(due.map((step) => step.key).sort());

    // A restart on the same database, and the scan once more.
    await app.close();
    app = await startApp();
    expect(await app.services.planReminders.remindDueSteps(day)).toEqual({ queued: 0 });
    await sleep(1500);
    expect(to(sofia.email)).toHaveLength(due.length);
    expect(to(quiet.email)).toHaveLength(0);
    const jobs = await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.email} and data->>'kind' = 'plan_reminder' and data->>'userId' = ${sofia.user.id}`);
    expect(Number((jobs as unknown as { rows: Array<{ n: number }> }).rows[0].n)).toBe(due.length);
  }, 60_000);

  it('reminds no step already marked done', async () => {
    const ana = await planner('ro', 'Ana');
    const personSteps = ana.plan.steps.filter((step) => step.actor === 'applicant' || step.actor === 'proxy');
    const [first] = personSteps;
    const day = addDays(first.start, -1);
    const marked = await app.inject({ method: 'PUT', url: `/api/assessments/${ana.assessmentId}/buying-plan/steps/${first.key}`, headers: { cookie: ana.cookie }, payload: { done: true } });
    expect(marked.statusCode).toBe(200);
    await app.services.planReminders.remindDueSteps(day);
    const reminded = await database.db.select().from(buyingPlanReminders).where(eq(buyingPlanReminders.assessmentId, ana.assessmentId));
    expect(reminded.map((row) => row.stepKey)).not.toContain(first.key);
  });

  it('runs as a daily job of the queue, each morning, and once at start', async () => {
    let runs = 0;
    const queue = createJobQueue(databaseExecutor(database), app.log, FAST_TIMINGS);
    const services = {
      exchangeRates: { fetchDaily: async () => undefined },
      retention: { purge: async () => undefined },
      planReminders: { remindDueSteps: async () => ({ queued: (runs += 1) && 0 }) },
    };
    registerPeriodicJobs(queue, services, { isRatesFetchOn: false });
    await queue.start({ runWorkers: true });
    try {
      const schedules = await database.db.execute(sql`select cron, timezone as tz from pgboss.schedule where name = ${QUEUES.planReminders}`);
      expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([{ cron: PLAN_REMINDERS_CRON.expression, tz: PLAN_REMINDERS_CRON.tz }]);
      expect(PLAN_REMINDERS_CRON.expression).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
      await expect.poll(() => runs, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    } finally {
      await queue.stop();
    }
  });
});
