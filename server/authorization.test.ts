/**
 * One walk over EVERY /api route of the server, read from the route table as buildApp builds it
 * (its `onRoute` option), for five callers: guest, user, another user, broker, admin.
 *
 * Expected: public routes never answer 401/403; `user` routes answer a guest 401; `broker`
 * routes answer a guest 401 and users 403; `admin` routes answer a guest 401 and users and
 * brokers 403. A caller the route admits gets the sample's success status (so the sample is
 * known to be valid-shaped and the answer is about authorization, not about the body). On a
 * resource the user owns, another user gets 404, never 403.
 *
 * A route without a sample below fails this test with its name: adding a route means deciding
 * who may call it, here. A sample for a route that no longer exists fails it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, isNull } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { assessments, banks, buyingPlans, countries, exchangeRates, firstHomeSchemes, lendingRules, passwordResetTokens, pinnedScenarios, scoringConfig, sessions, users, verifications } from './db/schema';
import { parseEnv } from './env';
import type { Access } from './plugins/auth';
import { createSessionToken, hashSessionToken, SESSION_COOKIE } from './modules/auth/session-token';
import { WORKED_EXAMPLE } from './modules/assessments/assessment-fixtures';
import { signInPro } from './modules/broker/review-fixtures';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { registerUser, STRONG_PASSWORD, uniqueEmail } from './test/test-app';
import { PDF_BYTES, uploadForm } from './modules/documents/upload-fixtures';
import { documentRequests } from './db/schema/cases';

const CALLERS = ['guest', 'user', 'otherUser', 'broker', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface Context {
  app: FastifyInstance;
  database: TestDatabase;
  ids: Record<Exclude<Caller, 'guest'>, string>;
  loginEmail: string;
  ownerAssessmentId: string;
  ownerDocumentId: string;
  countryId: number;
  bankId: number;
  scoringId: number;
  lendingRuleId: number;
  roleTargetId: string;
  next: () => number;
}

interface Sample {
  /** The request one caller makes (a function: some calls need a fresh resource each). */
  request: (ctx: Context, caller: Caller) => InjectOptions | Promise<InjectOptions>;
  /** The status a caller the route admits gets. */
  ok: number;
  /** The resource belongs to `user`: `otherUser` gets 404. */
  isOwned?: boolean;
  /** Statuses that differ from `ok` for some admitted callers (e.g. owner-only resources). */
  except?: Partial<Record<Caller, number>>;
  /**
   * Routes whose success depends on outside state (a payment provider, a code) assert only that
   * an admitted caller is not refused (not 401/403) and the server did not fail (< 500).
   */
  isOutcomeOpen?: boolean;
}

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({ method, url, payload });

async function uploadOwnerDocument(ctx: Context): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie: await sessionFor(ctx, 'user') },
    payload: uploadForm({ assessmentId: ctx.ownerAssessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A target signing day the buying plan accepts: 90 days after today (UTC). */
const signingIn90Days = () => new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

/** Two letters no seeded country uses. */
const spareCode = (n: number) => `Q${String.fromCharCode(66 + (n % 24))}`;
async function insertCountry(ctx: Context): Promise<number> {
  return (await insertCountryRow(ctx)).id;
}

/** A new country of its own, for a request that needs one no other request has touched. */
async function insertCountryRow(ctx: Context): Promise<{ id: number; code: string }> {
  for (;;) {
    const code = spareCode(ctx.next());
    const [row] = await ctx.database.db.insert(countries).values({ name: `Test ${code}`, code, type: 'both' }).onConflictDoNothing().returning();
    if (row) return row;
  }
}

/** A fresh scenario of `user`'s (their others removed first, so the three-scenario limit never answers). */
async function pinOwnerScenario(ctx: Context): Promise<string> {
  await ctx.database.db.delete(pinnedScenarios).where(eq(pinnedScenarios.userId, ctx.ids.user));
  const res = await ctx.app.inject({ ...json('POST', '/api/scenarios', WORKED_EXAMPLE), headers: { cookie: await sessionFor(ctx, 'user') } });
  if (res.statusCode !== 201) throw new Error(`pin failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Every live verification of the owner's assessment undone, so the next one can be made. */
async function undoLiveVerifications(ctx: Context) {
  await ctx.database.db.update(verifications).set({ undoneAt: new Date(), undoReason: 'authorization test' }).where(isNull(verifications.undoneAt));
}

/** The bank of the owner's loan offered: one its result recommends with a priced offer (the dossier's). */
async function offeredBankId(ctx: Context): Promise<number> {
  const [row] = await ctx.database.db.select({ explanation: assessments.explanation }).from(assessments).where(eq(assessments.id, ctx.ownerAssessmentId));
  const bankId = (row?.explanation as { loan?: { bankId?: number } } | null)?.loan?.bankId;
  if (typeof bankId !== 'number') throw new Error('the owner\'s assessment has no loan offered');
  return bankId;
}

/** A fresh account's password-reset token, valid for an hour (as the e-mail would carry it). */
async function resetLinkToken(ctx: Context): Promise<string> {
  const { user } = await registerUser(ctx.app);
  const token = createSessionToken();
  await ctx.database.db.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashSessionToken(token), expiresAt: new Date(Date.now() + 3600_000) });
  return token;
}

const SAMPLES: Record<string, Sample> = {
  // auth
  'POST /api/auth/register': { ok: 201, request: () => json('POST', '/api/auth/register', { email: uniqueEmail('authz'), password: STRONG_PASSWORD, firstName: 'Ana', lastName: 'Pop' }) },
  'POST /api/auth/login': { ok: 200, request: (ctx) => json('POST', '/api/auth/login', { email: ctx.loginEmail, password: STRONG_PASSWORD }) },
  'POST /api/auth/logout': { ok: 200, request: () => json('POST', '/api/auth/logout') },
  'POST /api/auth/forgot-password': { ok: 200, request: (ctx) => json('POST', '/api/auth/forgot-password', { email: ctx.loginEmail }) },
  // A throwaway account's valid link: a reset ends every session of its account.
  'POST /api/auth/reset-password': { ok: 200, request: async (ctx) => json('POST', '/api/auth/reset-password', { token: await resetLinkToken(ctx), password: 'Reset-Authz-2027!' }) },
  'GET /api/auth/user': { ok: 200, request: () => json('GET', '/api/auth/user') },
  'PATCH /api/user/language': { ok: 200, request: () => json('PATCH', '/api/user/language', { language: 'en' }) },
  'GET /api/login': { ok: 302, request: () => json('GET', '/api/login') },
  // reference data and the engine
  'GET /api/countries': { ok: 200, request: () => json('GET', '/api/countries') },
  'GET /api/site-info': { ok: 200, request: () => json('GET', '/api/site-info') },
  'GET /api/banks': { ok: 200, request: () => json('GET', '/api/banks') },
  'GET /api/assessments/config': { ok: 200, request: () => json('GET', '/api/assessments/config') },
  'POST /api/assessments/preview': { ok: 200, request: () => json('POST', '/api/assessments/preview', WORKED_EXAMPLE) },
  'POST /api/affordability': {
    ok: 200,
    request: () => json('POST', '/api/affordability', { residenceCountry: 'DE', originCountry: 'RO', monthlyIncome: '3000', incomeCurrency: 'EUR', currentSavings: '30000' }),
  },
  // pinned scenarios (owner only; the POST's user first clears theirs, the limit is its own test)
  'GET /api/scenarios': { ok: 200, request: () => json('GET', '/api/scenarios') },
  'POST /api/scenarios': {
    ok: 201,
    request: async (ctx, caller) => {
      if (caller === 'user') await ctx.database.db.delete(pinnedScenarios).where(eq(pinnedScenarios.userId, ctx.ids.user));
      return json('POST', '/api/scenarios', WORKED_EXAMPLE);
    },
  },
  'DELETE /api/scenarios/:id': {
    ok: 204,
    isOwned: true,
    except: { broker: 404, admin: 404 },
    request: async (ctx) => json('DELETE', `/api/scenarios/${await pinOwnerScenario(ctx)}`),
  },
  // assessments
  'POST /api/assessments': { ok: 201, request: () => json('POST', '/api/assessments', WORKED_EXAMPLE) },
  'GET /api/assessments': { ok: 200, request: () => json('GET', '/api/assessments') },
  'GET /api/assessments/draft': { ok: 200, request: () => json('GET', '/api/assessments/draft') },
  'PUT /api/assessments/draft': { ok: 200, request: () => json('PUT', '/api/assessments/draft', { residenceCountry: 'DE', originCountry: 'RO' }) },
  'DELETE /api/assessments/draft': { ok: 204, request: () => json('DELETE', '/api/assessments/draft') },
  'GET /api/assessments/:id': { ok: 200, isOwned: true, request: (ctx) => json('GET', `/api/assessments/${ctx.ownerAssessmentId}`) },
  // documents
  'GET /api/documents': { ok: 200, request: () => json('GET', '/api/documents') },
  'POST /api/documents': {
    ok: 201,
    isOwned: true,
    // Uploading is the owner's alone.
    except: { broker: 404, admin: 404 },
    request: (ctx) => ({
      method: 'POST',
      url: '/api/documents',
      payload: uploadForm({ assessmentId: ctx.ownerAssessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }) as unknown as string,
    }),
  },
  'GET /api/documents/:id/file': { ok: 200, isOwned: true, request: (ctx) => json('GET', `/api/documents/${ctx.ownerDocumentId}/file`) },
  'DELETE /api/documents/:id': {
    ok: 204,
    isOwned: true,
    except: { broker: 404, admin: 404 },
    request: async (ctx) => json('DELETE', `/api/documents/${await uploadOwnerDocument(ctx)}`),
  },
  'GET /api/assessments/:id/document-checklist': { ok: 200, isOwned: true, request: (ctx) => json('GET', `/api/assessments/${ctx.ownerAssessmentId}/document-checklist`) },
  'GET /api/broker/assessments/:id/income-evidence': { ok: 200, request: (ctx) => json('GET', `/api/broker/assessments/${ctx.ownerAssessmentId}/income-evidence`) },
  'GET /api/broker/documents': { ok: 200, request: (ctx) => json('GET', `/api/broker/documents?assessmentId=${ctx.ownerAssessmentId}`) },
  // The case (issue 24, ADR 086): the owner, brokers and admins; document requests brokers and admins only.
  'GET /api/assessments/:id/case': { ok: 200, isOwned: true, request: (ctx) => json('GET', `/api/assessments/${ctx.ownerAssessmentId}/case`) },
  'POST /api/assessments/:id/messages': { ok: 201, isOwned: true, request: (ctx) => json('POST', `/api/assessments/${ctx.ownerAssessmentId}/messages`, { body: 'When can we talk?' }) },
  'POST /api/assessments/:id/document-requests': {
    ok: 201,
    request: (ctx) => json('POST', `/api/assessments/${ctx.ownerAssessmentId}/document-requests`, { documentType: 'payslip', dueDate: signingIn90Days() }),
  },
  'PATCH /api/document-requests/:requestId': {
    ok: 200,
    request: async (ctx) => {
      const [open] = await ctx.database.db
        .insert(documentRequests)
        .values({ assessmentId: ctx.ownerAssessmentId, requestedBy: ctx.ids.broker, documentType: 'payslip', dueDate: signingIn90Days() })
        .returning({ id: documentRequests.id });
      return json('PATCH', `/api/document-requests/${open.id}`, { status: 'cancelled' });
    },
  },
  // verifications (issue 23): each request starts with no live verification, so each caller's is new
  'GET /api/assessments/:id/verifications': { ok: 200, isOwned: true, request: (ctx) => json('GET', `/api/assessments/${ctx.ownerAssessmentId}/verifications`) },
  'POST /api/broker/assessments/:id/verifications': {
    ok: 201,
    request: async (ctx) => {
      await undoLiveVerifications(ctx);
      return json('POST', `/api/broker/assessments/${ctx.ownerAssessmentId}/verifications`, { kind: 'income', amount: '3000', documentIds: [ctx.ownerDocumentId] });
    },
  },
  'POST /api/broker/verifications/:id/undo': {
    ok: 200,
    request: async (ctx) => {
      await undoLiveVerifications(ctx);
      const [live] = await ctx.database.db
        .insert(verifications)
        .values({ assessmentId: ctx.ownerAssessmentId, kind: 'income', amount: '3000.00', currency: 'EUR', documentIds: [ctx.ownerDocumentId], verifiedBy: ctx.ids.broker })
        .returning();
      return json('POST', `/api/broker/verifications/${live.id}/undo`, { reason: 'Payslip from another employer' });
    },
  },
  'PUT /api/broker/documents/:id/status': { ok: 200, request: (ctx) => json('PUT', `/api/broker/documents/${ctx.ownerDocumentId}/status`, { status: 'accepted' }) },
  // plans, payments, certificates, dashboard
  'POST /api/get-or-create-subscription': { ok: 200, isOutcomeOpen: true, request: () => json('POST', '/api/get-or-create-subscription', { plan: 'premium' }) },
  'POST /api/subscriptions/test/confirm': {
    ok: 200,
    isOutcomeOpen: true,
    request: () => json('POST', '/api/subscriptions/test/confirm', { clientSecret: 'test_secret_unknown', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
  },
  'POST /api/stripe/webhook': { ok: 200, isOutcomeOpen: true, request: () => ({ method: 'POST', url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json' } }) },
  'GET /api/assessments/:id/certificate': {
    ok: 200,
    isOwned: true,
    // The certificate is the applicant's own document.
    except: { broker: 404, admin: 404 },
    request: (ctx) => json('GET', `/api/assessments/${ctx.ownerAssessmentId}/certificate`),
  },
  'GET /api/certificates/:code': { ok: 200, isOutcomeOpen: true, request: () => json('GET', '/api/certificates/ACASA-UNKNOWN-CODE') },
  // Issue 23: a recommended bank's dossier, the applicant's own document like the certificate.
  'GET /api/assessments/:id/dossier': {
    ok: 200,
    isOwned: true,
    except: { broker: 404, admin: 404 },
    request: async (ctx) => json('GET', `/api/assessments/${ctx.ownerAssessmentId}/dossier?bankId=${await offeredBankId(ctx)}&language=en`),
  },
  // Issue 24: the buying plan and its calendar, the applicant's own like the dossier.
  'GET /api/assessments/:id/buying-plan': {
    ok: 200,
    isOwned: true,
    except: { broker: 404, admin: 404 },
    request: (ctx) => json('GET', `/api/assessments/${ctx.ownerAssessmentId}/buying-plan?targetDate=${signingIn90Days()}`),
  },
  'GET /api/assessments/:id/buying-plan.ics': {
    ok: 200,
    isOwned: true,
    except: { broker: 404, admin: 404 },
    request: (ctx) => json('GET', `/api/assessments/${ctx.ownerAssessmentId}/buying-plan.ics?targetDate=${signingIn90Days()}&canTravel=false`),
  },
  // The plan the applicant keeps, and its steps marked done (ADR 085 addendum).
  'PUT /api/assessments/:id/buying-plan': {
    ok: 200,
    isOwned: true,
    except: { broker: 404, admin: 404 },
    request: (ctx) => json('PUT', `/api/assessments/${ctx.ownerAssessmentId}/buying-plan`, { targetDate: signingIn90Days(), canTravel: true, bankId: null }),
  },
  'PUT /api/assessments/:id/buying-plan/steps/:stepKey': {
    ok: 200,
    isOwned: true,
    except: { broker: 404, admin: 404 },
    request: async (ctx) => {
      await ctx.database.db.insert(buyingPlans).values({ assessmentId: ctx.ownerAssessmentId, targetDate: signingIn90Days() }).onConflictDoNothing();
      return json('PUT', `/api/assessments/${ctx.ownerAssessmentId}/buying-plan/steps/translations`, { done: true });
    },
  },
  'GET /api/dashboard': { ok: 200, request: () => json('GET', '/api/dashboard') },
  'GET /api/subscription': { ok: 200, request: () => json('GET', '/api/subscription') },
  // No caller here has a provider subscription: admitted, then "nothing to cancel".
  'POST /api/subscription/cancel': { ok: 409, request: () => json('POST', '/api/subscription/cancel') },
  'POST /api/subscription/resume': { ok: 409, request: () => json('POST', '/api/subscription/resume') },
  'GET /api/subscription/payments': { ok: 200, request: () => json('GET', '/api/subscription/payments?page=1&pageSize=5') },
  // settings: every route acts on the caller's own account
  'PATCH /api/account/profile': { ok: 200, request: () => json('PATCH', '/api/account/profile', { firstName: 'Ana', lastName: 'Pop' }) },
  'PUT /api/account/email': { ok: 200, request: () => json('PUT', '/api/account/email', { email: uniqueEmail('moved'), password: STRONG_PASSWORD }) },
  'PUT /api/account/password': {
    ok: 200,
    // Changed away first (through the route, as the caller), so the sampled call changes it back.
    request: async (ctx, caller) => {
      if (caller !== 'guest') {
        const away = await ctx.app.inject({
          method: 'PUT',
          url: '/api/account/password',
          headers: { cookie: await sessionFor(ctx, caller) },
          payload: { currentPassword: STRONG_PASSWORD, newPassword: 'Interim-Pass-2026!' },
        });
        if (away.statusCode !== 200) throw new Error(`password change failed: ${away.statusCode} ${away.body}`);
      }
      return json('PUT', '/api/account/password', { currentPassword: 'Interim-Pass-2026!', newPassword: STRONG_PASSWORD });
    },
  },
  'GET /api/account/sessions': { ok: 200, request: () => json('GET', '/api/account/sessions') },
  // e-mail notifications (ADR 025): the unsubscribe link's token is its credential, no session
  'GET /api/account/notifications': { ok: 200, request: () => json('GET', '/api/account/notifications') },
  'PUT /api/account/notifications': { ok: 200, request: () => json('PUT', '/api/account/notifications', { document_reminder: true }) },
  'POST /api/notifications/unsubscribe': { ok: 404, request: () => json('POST', `/api/notifications/unsubscribe?token=${'A'.repeat(43)}&kind=status_change`) },
  'GET /api/notifications/unsubscribe': { ok: 303, request: () => json('GET', `/api/notifications/unsubscribe?token=${'A'.repeat(43)}&kind=status_change`) },
  'DELETE /api/account/sessions/:id': {
    ok: 200,
    isOwned: true,
    // One's own devices only: nobody, admins included, signs out someone else's.
    except: { broker: 404, admin: 404 },
    request: async (ctx) => {
      await sessionFor(ctx, 'user');
      const [newest] = await ctx.database.db.select({ id: sessions.publicId }).from(sessions).where(eq(sessions.userId, ctx.ids.user)).orderBy(desc(sessions.createdAt)).limit(1);
      return json('DELETE', `/api/account/sessions/${newest.id}`);
    },
  },
  'GET /api/account/export': { ok: 200, request: () => json('GET', '/api/account/export') },
  // Admitted callers reach the password check (a wrong one here: the accounts must live on).
  'DELETE /api/account': { ok: 400, request: () => json('DELETE', '/api/account', { password: 'Not-the-password-1!' }) },
  'POST /api/contact': { ok: 201, request: () => json('POST', '/api/contact', { name: 'Ana', email: 'ana@example.com', topic: 'other', message: 'A message long enough.' }) },
  'GET /api/admin/contact-messages': { ok: 200, request: () => json('GET', '/api/admin/contact-messages') },
  // broker
  'GET /api/broker/stats': { ok: 200, request: () => json('GET', '/api/broker/stats') },
  'GET /api/broker/assessments': { ok: 200, request: () => json('GET', '/api/broker/assessments?status=submitted&page=1&pageSize=5') },
  'GET /api/broker/assessments/:id': { ok: 200, request: (ctx) => json('GET', `/api/broker/assessments/${ctx.ownerAssessmentId}`) },
  'PUT /api/broker/assessments/:id/status': {
    ok: 200,
    request: (ctx) => json('PUT', `/api/broker/assessments/${ctx.ownerAssessmentId}/status`, { status: 'in_review', notes: 'Checked.' }),
  },
  // Issue 24 item 4: the pipeline board.
  'GET /api/broker/board': { ok: 200, request: () => json('GET', '/api/broker/board?stage=new&overdue=false') },
  'GET /api/broker/brokers': { ok: 200, request: () => json('GET', '/api/broker/brokers') },
  'PUT /api/broker/assessments/:id/stage': { ok: 200, request: (ctx) => json('PUT', `/api/broker/assessments/${ctx.ownerAssessmentId}/stage`, { stage: 'documents' }) },
  'PUT /api/broker/assessments/:id/assignee': {
    ok: 200,
    request: (ctx) => json('PUT', `/api/broker/assessments/${ctx.ownerAssessmentId}/assignee`, { brokerId: ctx.ids.broker }),
  },
  // admin
  'GET /api/admin/stats': { ok: 200, request: () => json('GET', '/api/admin/stats') },
  'GET /api/admin/audit': { ok: 200, request: () => json('GET', '/api/admin/audit?entityKind=user_role&page=1&pageSize=5') },
  'GET /api/admin/users': { ok: 200, request: () => json('GET', '/api/admin/users?search=example&page=1&pageSize=5') },
  'PUT /api/admin/users/:userId/role': { ok: 200, request: (ctx) => json('PUT', `/api/admin/users/${ctx.roleTargetId}/role`, { role: 'broker' }) },
  'GET /api/admin/assessments': { ok: 200, request: () => json('GET', '/api/admin/assessments?status=submitted') },
  'GET /api/admin/countries': { ok: 200, request: () => json('GET', '/api/admin/countries') },
  'POST /api/admin/countries': { ok: 201, request: (ctx) => json('POST', '/api/admin/countries', { name: 'Testland', code: spareCode(ctx.next()).toLowerCase(), flag: '', type: 'both' }) },
  'PUT /api/admin/countries/:id': { ok: 200, request: (ctx) => json('PUT', `/api/admin/countries/${ctx.countryId}`, { isActive: false }) },
  'DELETE /api/admin/countries/:id': { ok: 204, request: async (ctx) => json('DELETE', `/api/admin/countries/${await insertCountry(ctx)}`) },
  'GET /api/admin/banks': { ok: 200, request: () => json('GET', '/api/admin/banks') },
  'POST /api/admin/banks': {
    ok: 201,
    request: () =>
      json('POST', '/api/admin/banks', { name: 'Test Bank', countryCode: 'RO', minLoanAmount: '10000', maxLoanAmount: '200000', interestRateMin: '4', interestRateMax: '6', isActive: false }),
  },
  'PUT /api/admin/banks/:id': { ok: 200, request: (ctx) => json('PUT', `/api/admin/banks/${ctx.bankId}`, { description: 'Checked' }) },
  // Issue 19: what a bank change would do to recent results; writes nothing, admins only.
  'POST /api/admin/banks/impact': {
    ok: 200,
    request: (ctx) =>
      json('POST', '/api/admin/banks/impact', {
        id: ctx.bankId,
        name: 'Preview Bank',
        countryCode: 'RO',
        minLoanAmount: '10000',
        maxLoanAmount: '200000',
        interestRateMin: '4',
        interestRateMax: '6',
        loanCurrencies: ['EUR'],
        representativeRates: { EUR: { rate: '5' } },
      }),
  },
  'DELETE /api/admin/banks/:id': {
    ok: 204,
    request: async (ctx) => {
      const [row] = await ctx.database.db
        .insert(banks)
        .values({ name: 'Doomed Bank', countryCode: 'RO', minLoanAmount: '1', maxLoanAmount: '2', interestRateMin: '1', interestRateMax: '2', isActive: false })
        .returning();
      return json('DELETE', `/api/admin/banks/${row.id}`);
    },
  },
  'GET /api/admin/scoring-config': { ok: 200, request: () => json('GET', '/api/admin/scoring-config') },
  'PUT /api/admin/scoring-config/verdict-ceilings': { ok: 200, request: () => json('PUT', '/api/admin/scoring-config/verdict-ceilings', { notEligible: 49, partial: 79 }) },
  'GET /api/admin/exchange-rates/status': { ok: 200, request: () => json('GET', '/api/admin/exchange-rates/status') },
  // maritalStatus weighs 0: switching it leaves the total at 100.
  'PUT /api/admin/scoring-config': { ok: 200, request: (ctx) => json('PUT', '/api/admin/scoring-config', { categories: [{ id: ctx.scoringId, isActive: false }] }) },
  'PUT /api/admin/scoring-config/:id': { ok: 200, request: (ctx) => json('PUT', `/api/admin/scoring-config/${ctx.scoringId}`, { isActive: false }) },
  'GET /api/admin/lending-rules': { ok: 200, request: () => json('GET', '/api/admin/lending-rules') },
  'POST /api/admin/lending-rules': {
    ok: 201,
    request: async (ctx) =>
      json('POST', '/api/admin/lending-rules', {
        countryCode: (await insertCountryRow(ctx)).code,
        loanCurrency: 'EUR',
        dstiCap: '0.4',
        ltvCap: '0.85',
        maxTermYears: 30,
        baseRate: '3.9',
        stressAddon: '0',
        source: 'Test regulator',
      }),
  },
  'PUT /api/admin/lending-rules/:id': { ok: 200, request: (ctx) => json('PUT', `/api/admin/lending-rules/${ctx.lendingRuleId}`, { notes: 'Reviewed' }) },
  'GET /api/admin/exchange-rates': { ok: 200, request: () => json('GET', '/api/admin/exchange-rates') },
  'POST /api/admin/exchange-rates': {
    ok: 201,
    request: (ctx) => json('POST', '/api/admin/exchange-rates', { currency: 'USD', rate: '1.08', rateDate: new Date(Date.UTC(2024, 0, 1 + ctx.next())).toISOString().slice(0, 10) }),
  },
  'PUT /api/admin/exchange-rates/:id': {
    ok: 200,
    request: async (ctx) => {
      const [rate] = await ctx.database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'GBP')).limit(1);
      return json('PUT', `/api/admin/exchange-rates/${rate.id}`, { rate: '0.85', source: 'Corrected from the ECB table' });
    },
  },
  // issue 14: costs of buying, bank charges and first-home schemes
  'GET /api/admin/closing-costs': { ok: 200, request: () => json('GET', '/api/admin/closing-costs') },
  'PUT /api/admin/closing-costs/:countryCode': {
    ok: 200,
    request: () =>
      json('PUT', '/api/admin/closing-costs/RO', { items: [{ key: 'landRegistry', base: 'price', rate: '0.0015', source: 'ANCPI order 16/2019, tariff 2.1.1' }] }),
  },
  // issue 24: the steps of buying from abroad
  'GET /api/admin/buying-steps': { ok: 200, request: () => json('GET', '/api/admin/buying-steps') },
  'PUT /api/admin/buying-steps/:countryCode': {
    ok: 200,
    request: () =>
      json('PUT', '/api/admin/buying-steps/BG', {
        items: [
          { key: 'notaryDeed', actor: 'notary', fromAbroad: 'inPerson', proxyAllowed: true, leadDays: 0, leadDayKind: 'calendar', dependsOn: [], costKeys: [], bankChargeKey: null, documents: [], source: 'Notary deed, appointment: estimate', verifiedOn: '2026-11-29', isEstimate: true },
        ],
      }),
  },
  'GET /api/admin/bank-charges': { ok: 200, request: () => json('GET', '/api/admin/bank-charges') },
  'PUT /api/admin/banks/:id/charges': {
    ok: 200,
    request: (ctx) =>
      json('PUT', `/api/admin/banks/${ctx.bankId}/charges`, {
        items: [{ key: 'valuation', base: 'fixed', amount: '100', frequency: 'upfront', isMandatory: true, source: 'The bank’s tariff, 2026' }],
      }),
  },
  'GET /api/admin/first-home-schemes': { ok: 200, request: () => json('GET', '/api/admin/first-home-schemes') },
  'PUT /api/admin/first-home-schemes/:id': {
    ok: 200,
    request: async (ctx) => {
      const [scheme] = await ctx.database.db.select().from(firstHomeSchemes).limit(1);
      return json('PUT', `/api/admin/first-home-schemes/${scheme.id}`, {
        countryCode: scheme.countryCode,
        name: scheme.name,
        loanCurrency: scheme.loanCurrency,
        ltvCap: '0.95',
        maxPrice: '70000',
        maxLoan: null,
        baseRate: null,
        maxTermYears: null,
        maxAge: null,
        requiresFirstHome: true,
        requiresResidence: false,
        source: 'Noua Casă programme rules (OUG 60/2009, 2026)',
        verifiedOn: null,
        isActive: true,
      });
    },
  },
};

/** What a caller must get: a status, or 'admitted' (anything but 401/403 and 5xx). */
function expectedFor(access: Access, sample: Sample, caller: Caller): number | 'admitted' {
  if (caller === 'guest' && access !== 'public') return 401;
  const isPlainUser = caller === 'user' || caller === 'otherUser';
  if (access === 'broker' && isPlainUser) return 403;
  if (access === 'admin' && (isPlainUser || caller === 'broker')) return 403;
  if (sample.isOwned && caller === 'otherUser') return 404;
  if (sample.except?.[caller] !== undefined) return sample.except[caller]!;
  return sample.isOutcomeOpen ? 'admitted' : sample.ok;
}

let ctx: Context;
let uploadDir: string;
const routes: Array<{ method: string; url: string; access: Access | undefined }> = [];

/** A fresh session of the caller's account: calls never share (or end) each other's sessions. */
async function sessionFor(context: Context, caller: Exclude<Caller, 'guest'>): Promise<string> {
  const token = createSessionToken();
  await context.database.db.insert(sessions).values({
    sid: hashSessionToken(token),
    userId: context.ids[caller],
    sess: { userId: context.ids[caller], createdAt: new Date().toISOString() },
    expire: new Date(Date.now() + 3600_000),
  });
  return `${SESSION_COOKIE}=${token}`;
}

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-authz-'));
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', UPLOAD_DIR: uploadDir });
  const database = await createTestDatabase();
  const app = await buildApp({
    env,
    database,
    clientDir: null,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config?.access });
    },
  });
  await app.ready();
  const { db } = database;

  // The owner is on Pro (several submissions, the certificate); roles are set as an admin would.
  const owner = await signInPro(app, db, 'user');
  const otherUser = await registerUser(app);
  const broker = await registerUser(app);
  const admin = await registerUser(app);
  await db.update(users).set({ role: 'broker' }).where(eq(users.id, broker.user.id));
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  const login = await registerUser(app);
  const roleTarget = await registerUser(app);

  const submitted = await app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
  if (submitted.statusCode !== 201) throw new Error(`submit failed: ${submitted.statusCode} ${submitted.body}`);
  const [bank] = await db.select({ id: banks.id }).from(banks).limit(1);
  const [category] = await db.select({ id: scoringConfig.id }).from(scoringConfig).where(eq(scoringConfig.category, 'maritalStatus'));
  const [rule] = await db.select({ id: lendingRules.id }).from(lendingRules).limit(1);
  let counter = 0;
  ctx = {
    app,
    database,
    ids: { user: owner.user.id, otherUser: otherUser.user.id, broker: broker.user.id, admin: admin.user.id },
    loginEmail: login.email,
    ownerAssessmentId: submitted.json().id,
    ownerDocumentId: '',
    countryId: 0,
    bankId: bank.id,
    scoringId: category.id,
    lendingRuleId: rule.id,
    roleTargetId: roleTarget.user.id,
    next: () => ++counter,
  };
  ctx.ownerDocumentId = await uploadOwnerDocument(ctx);
  ctx.countryId = await insertCountry(ctx);
});

afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.drop();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('authorization of every route', () => {
  it('has a sample for every /api route, and every sample has a route', () => {
    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/'));
    const keys = new Set(apiRoutes.map((route) => `${route.method} ${route.url}`));
    // HEAD routes are Fastify's automatic twins of GET routes: the GET sample covers them.
    const missing = [...keys].filter((key) => !SAMPLES[key] && !(key.startsWith('HEAD ') && keys.has(key.replace(/^HEAD /, 'GET '))));
    expect(missing, 'routes without a sample in server/authorization.test.ts').toEqual([]);
    const stale = Object.keys(SAMPLES).filter((key) => !keys.has(key));
    expect(stale, 'samples for routes that do not exist').toEqual([]);
    expect(apiRoutes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers each caller as the route access says', async () => {
    const failures: string[] = [];
    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const sample = SAMPLES[key];
      if (!sample || !route.access) continue;
      for (const caller of CALLERS) {
        const request = await sample.request(ctx, caller);
        const headers: Record<string, string> = { 'accept-language': 'en', ...(request.headers as Record<string, string> | undefined) };
        if (caller !== 'guest') headers.cookie = await sessionFor(ctx, caller);
        const res: LightMyRequestResponse = await ctx.app.inject({ ...request, headers });
        const expected = expectedFor(route.access, sample, caller);
        const isAsExpected =
          expected === 'admitted' ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === expected;
        if (!isAsExpected) failures.push(`${key} as ${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a caller without the role before reading the body, even a broken one (issue 11)', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.url.startsWith('/api/') && candidate.access && candidate.access !== 'public')) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue;
      const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      for (const caller of CALLERS) {
        const expected = expectedFor(route.access!, { ok: 200, request: () => ({}) }, caller);
        if (expected !== 401 && expected !== 403) continue;
        for (const payload of ['{}', '{"role":"root"}', '{not json']) {
          const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
          if (caller !== 'guest') headers.cookie = await sessionFor(ctx, caller);
          const res = await ctx.app.inject({ method: route.method as InjectOptions['method'], url, payload, headers });
          if (res.statusCode !== expected) failures.push(`${route.method} ${route.url} as ${caller} with ${payload}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('marks every answer to a signed-in caller Cache-Control: no-store (issue 11)', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.url.startsWith('/api/') && candidate.method === 'GET')) {
      const sample = SAMPLES[`GET ${route.url}`];
      if (!sample) continue;
      const request = await sample.request(ctx, 'user');
      const res = await ctx.app.inject({ ...request, headers: { cookie: await sessionFor(ctx, 'user') } });
      if (res.statusCode >= 400) continue;
      const cacheControl = String(res.headers['cache-control'] ?? '');
      // The engine configuration is public and the same for everyone: it is revalidated by ETag.
      const isPublicReference = route.url === '/api/assessments/config';
      if (!isPublicReference && !cacheControl.includes('no-store')) failures.push(`GET ${route.url}: Cache-Control "${cacheControl}"`);
    }
    expect(failures).toEqual([]);
  });
});
