import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { banks, countries, firstHomeSchemes, lendingRules, scoringConfig, users, verifications } from '../../db/schema';
import { documentRequests } from '../../db/schema/cases';
import type { Database } from '../../db/client';
import type { Access } from '../../plugins/auth';
import { createAuthRepository } from '../../modules/auth/auth.repository';
import { createSessionToken, hashSessionToken, SESSION_COOKIE } from '../../modules/auth/session-token';
import { WORKED_EXAMPLE } from '../../modules/assessments/assessment-fixtures';
import { signInPro } from '../../modules/broker/review-fixtures';
import { PDF_BYTES, uploadForm } from '../../modules/documents/upload-fixtures';
import { registerUser, STRONG_PASSWORD } from '../test-app';

/**
 * Tests only (issue 11): what the route-table suites share, the fuzzing suite (fuzz-suite.ts) and
 * the SQL injection sweep (server/injection-everywhere.test.ts): the route table as the app
 * builds it, the callers and their sessions, the rows the known ids name, and a known-valid body
 * per route, so that a request can start from a good one and change one thing.
 */
export const CALLERS = ['guest', 'user', 'otherUser', 'broker', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export interface TableRoute {
  method: string;
  url: string;
  access?: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  responses: Record<string, z.ZodType>;
}

/** An onRoute hook for buildApp that lists every /api route (one entry per method) into `routes`. */
export function collectRoutes(routes: TableRoute[]) {
  return (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType; response?: Record<string, z.ZodType> };
    const access = (route.config as { access?: Access } | undefined)?.access;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access, body: schema.body, query: schema.querystring, responses: schema.response ?? {} });
    }
  };
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** A bank with every criterion of issue 19, valid. */
const FUZZ_BANK = {
  name: 'Fuzz Bank',
  countryCode: 'RO',
  minLoanAmount: '10000',
  maxLoanAmount: '50000',
  interestRateMin: '4',
  interestRateMax: '5',
  loanCurrencies: ['EUR', 'RON'],
  representativeRates: { EUR: { rate: '4.5' }, RON: { rate: '4.2', fixedYears: 3, rateAfter: '4.9' } },
  maxTermYears: 30,
  nonResidentLtvCap: '0.8',
  nonResidentMaxTermYears: 25,
  maxAgeAtMaturity: 70,
  acceptedIncomeCurrencies: ['EUR'],
  acceptedResidenceCountries: ['DE', 'FR'],
  foreignIncomeHaircut: '0.15',
  acceptedEmploymentTypes: ['permanent'],
  minEmploymentMonths: 6,
  minTotalEmploymentMonths: 12,
  requiredDocuments: ['payslip'],
  translatedDocuments: ['employment_contract'],
  apostilledDocuments: ['tax_certificate'],
  criteriaSource: 'Fuzz bank conditions, 2024',
  criteriaVerifiedOn: '2024-06-03',
  criteriaEstimates: ['minEmploymentMonths'],
  charges: [{ key: 'arrangement', base: 'loan', rate: '0.01', frequency: 'upfront', isMandatory: true, source: 'Fuzz bank tariff' }],
};

/** A valid body per route where one is known, so that the breaking starts from a good request; `ids`: the world's, for bodies that name a row. */
export function knownBodies(ids: Record<string, string> = {}): Record<string, unknown> {
  const categoryId = Number(ids['/api/admin/scoring-config/:id:id']);
  return {
    'POST /api/auth/register': { email: 'fuzz@example.com', password: STRONG_PASSWORD, firstName: 'Ana', lastName: 'Pop' },
    'POST /api/auth/login': { email: 'fuzz@example.com', password: STRONG_PASSWORD },
    // An account's address: the honest request writes a reset link, as an account's address in a payload does.
    'POST /api/auth/forgot-password': { email: 'fuzz@example.com' },
    'POST /api/assessments/preview': WORKED_EXAMPLE,
    'POST /api/assessments': WORKED_EXAMPLE,
    'PUT /api/assessments/draft': { residenceCountry: 'DE', originCountry: 'RO', monthlyIncome: '2500' },
    'PUT /api/broker/assessments/:id/status': { status: 'in_review', notes: 'Checked.' },
    'PUT /api/broker/documents/:id/status': { status: 'rejected', reason: 'Unreadable scan' },
    // Issue 23: the owner's payslip (uploaded in the world) verified as income; a verification undone with a reason.
    'POST /api/broker/assessments/:id/verifications': { kind: 'income', amount: '3000', documentIds: [ids['/api/broker/documents/:id/status:id'] ?? '00000000-0000-4000-8000-000000000000'] },
    'POST /api/broker/verifications/:id/undo': { reason: 'The payslip is from another employer' },
    // Issue 24 (ADR 086): a message on the owner's case, a document request, and an open request cancelled.
    'POST /api/assessments/:id/messages': { body: 'When can we talk?' },
    'POST /api/assessments/:id/document-requests': { documentType: 'payslip', note: 'The last three months', dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
    'PATCH /api/document-requests/:requestId': { status: 'cancelled' },
    // Issue 24 (ADR 085): the plan the owner keeps, signing 90 days ahead, and a step of it marked done.
    'PUT /api/assessments/:id/buying-plan': { targetDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10), canTravel: true, bankId: null },
    'PUT /api/assessments/:id/buying-plan/steps/:stepKey': { done: true },
    'POST /api/admin/countries': { name: 'Fuzzland', code: 'QF', flag: '🏳️', type: 'both', isActive: false },
    'PUT /api/admin/countries/:id': { name: 'Fuzzland 2' },
    'POST /api/admin/banks': { ...FUZZ_BANK, isActive: false },
    'PUT /api/admin/banks/:id': { description: 'Updated' },
    // Issue 19: the impact preview writes nothing, whatever it is sent.
    'POST /api/admin/banks/impact': { ...FUZZ_BANK, isActive: true, id: null },
    'PUT /api/admin/lending-rules/:id': { notes: 'Fuzzed' },
    'PUT /api/admin/scoring-config/:id': { isActive: false },
    'PUT /api/admin/scoring-config/verdict-ceilings': { notEligible: 49, partial: 79 },
    ...(categoryId ? { 'PUT /api/admin/scoring-config': { categories: [{ id: categoryId, isActive: true }] } } : {}),
    'POST /api/admin/exchange-rates': { currency: 'USD', rate: '1.1', rateDate: '2024-06-03' },
    'PUT /api/admin/exchange-rates/:id': { rate: '1.2', source: 'Fuzz rate source' },
    'PUT /api/admin/users/:userId/role': { role: 'user' },
    'PATCH /api/user/language': { language: 'fr' },
    'PATCH /api/account/profile': { firstName: 'Ana', lastName: 'Pop' },
    'PUT /api/account/email': { email: 'fuzz-new@example.com', password: 'not-the-password' },
    'PUT /api/account/password': { currentPassword: 'not-the-password', newPassword: 'Brasov-Sibiu-2027!' },
    'DELETE /api/account': { password: 'not-the-password' },
    'POST /api/contact': { topic: 'other', name: 'Ana', email: 'ana@example.com', message: 'A question about the verdict.' },
    'POST /api/get-or-create-subscription': { plan: 'pro' },
    'POST /api/subscriptions/test/confirm': { clientSecret: 'test_x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    'POST /api/affordability': { residenceCountry: 'DE', originCountry: 'RO', monthlyIncome: '3000', incomeCurrency: 'EUR', currentSavings: '20000' },
    'PUT /api/admin/closing-costs/:countryCode': {
      items: [
        { key: 'notary', base: 'price', rate: '0.01', min: '100', max: '5000', vatRate: '0.19', source: 'Fuzz notary tariff', verifiedOn: '2024-06-03' },
        { key: 'transferTax', base: 'price', brackets: [{ upTo: '50000', rate: '0.01' }, { upTo: null, rate: '0.02' }], firstHomeExemptUpTo: '100000', source: 'Fuzz tax code' },
      ],
    },
    'PUT /api/admin/banks/:id/charges': {
      items: [
        { key: 'arrangement', base: 'loan', rate: '0.01', frequency: 'upfront', isMandatory: true, source: 'Fuzz bank tariff', verifiedOn: '2024-06-03' },
        { key: 'account', base: 'fixed', amount: '5', frequency: 'monthly', isMandatory: true, source: 'Fuzz bank tariff' },
      ],
    },
    'PUT /api/admin/first-home-schemes/:id': {
      countryCode: 'RO',
      name: 'Fuzz scheme',
      loanCurrency: 'RON',
      ltvCap: '0.95',
      maxPrice: '140000',
      maxLoan: null,
      baseRate: '5.5',
      maxTermYears: 30,
      maxAge: 65,
      requiresFirstHome: true,
      requiresResidence: false,
      source: 'Fuzz scheme rules',
      verifiedOn: '2024-06-03',
      isActive: true,
    },
    // Everyone signed in may pin up to three; then 409, a refusal that must change nothing.
    'POST /api/scenarios': WORKED_EXAMPLE,
  };
}

/** The signed-in callers, the rows the known ids name, and the URL of a route with them. */
export interface FuzzWorld {
  cookies: Partial<Record<Caller, string>>;
  userIds: Partial<Record<Caller, string>>;
  /** Known path parameters: by `${url}:${name}` for one route, or by name for every route. */
  ids: Record<string, string>;
  /** The route's URL with the known ids, or `value` (already URL-encoded) for `only` (every parameter when not named). */
  urlFor(url: string, replacement?: { value: string; only?: string }): string;
  /** A new session for a caller whose session a request ended (logout, login), without a password hash per request. */
  renewSession(caller: Exclude<Caller, 'guest'>): Promise<void>;
}

/**
 * The accounts (the known login body's, an applicant on Pro with a submitted assessment, an
 * uploaded document, a certificate and a pinned scenario, another user, a broker, an admin) and
 * the rows the known ids name.
 */
export async function createFuzzWorld(app: FastifyInstance, db: Database): Promise<FuzzWorld> {
  const cookies: FuzzWorld['cookies'] = {};
  const userIds: FuzzWorld['userIds'] = {};
  const ids: Record<string, string> = {};

  // The account of the known login body, so that logins reach their success path too.
  await registerUser(app, { email: 'fuzz@example.com' });
  const owner = await signInPro(app, db);
  const other = await registerUser(app);
  const broker = await registerUser(app);
  const admin = await registerUser(app);
  await db.update(users).set({ role: 'broker' }).where(eq(users.id, broker.user.id));
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  Object.assign(cookies, { user: owner.cookie, otherUser: other.cookie, broker: broker.cookie, admin: admin.cookie });
  Object.assign(userIds, { user: owner.user.id, otherUser: other.user.id, broker: broker.user.id, admin: admin.user.id });

  const submitted = await app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
  const assessmentId = submitted.json().id as string;
  const upload = await app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie: owner.cookie },
    payload: uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }) as unknown as string,
  });
  const certificate = await app.inject({ url: `/api/assessments/${assessmentId}/certificate`, headers: { cookie: owner.cookie } });
  const target = await registerUser(app);
  const [country] = await db.insert(countries).values({ name: 'Fuzz target', code: 'QZ', type: 'both' }).returning();
  const [bank] = await db.select({ id: banks.id }).from(banks).limit(1);
  const [rule] = await db.select({ id: lendingRules.id }).from(lendingRules).limit(1);
  const [category] = await db.select({ id: scoringConfig.id }).from(scoringConfig).where(eq(scoringConfig.category, 'maritalStatus'));
  const rates = await app.inject({ url: '/api/admin/exchange-rates', headers: { cookie: admin.cookie } });
  // A bank of its own for the charges route: DELETE /api/admin/banks/:id (fuzzed with the known
  // id and small integers) may already have removed the seeded ones when that route's turn comes.
  const [chargedBank] = await db
    .insert(banks)
    .values({ id: 7_654_321, name: 'Fuzz charges bank', countryCode: 'PL', minLoanAmount: '10000', maxLoanAmount: '500000', interestRateMin: '5', interestRateMax: '7', isActive: false })
    .returning({ id: banks.id });
  const [scheme] = await db.select({ id: firstHomeSchemes.id }).from(firstHomeSchemes).where(eq(firstHomeSchemes.key, 'ro_noua_casa'));
  // The owner's scenario: deleted by its owner once, a 404 to everyone else.
  const pinned = await app.inject({ method: 'POST', url: '/api/scenarios', headers: { cookie: owner.cookie }, payload: { ...WORKED_EXAMPLE, assessmentId } });
  // A live verification for the undo route to undo (property: the income one is the verify route's to make).
  const [verification] = await db
    .insert(verifications)
    .values({ assessmentId, kind: 'property', documentIds: [upload.json().id], verifiedBy: userIds.broker })
    .returning({ id: verifications.id });
  // An open document request for the cancel route to cancel (issue 24).
  const [documentRequest] = await db
    .insert(documentRequests)
    .values({ assessmentId, requestedBy: userIds.broker, documentType: 'bank_statement', dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) })
    .returning({ id: documentRequests.id });
  Object.assign(ids, {
    '/api/broker/verifications/:id/undo:id': verification.id,
    '/api/document-requests/:requestId:requestId': documentRequest.id,
    '/api/broker/documents/:id/status:id': upload.json().id,
    '/api/documents/:id/file:id': upload.json().id,
    '/api/documents/:id:id': upload.json().id,
    '/api/admin/countries/:id:id': String(country.id),
    '/api/admin/banks/:id:id': String(bank.id),
    '/api/admin/lending-rules/:id:id': String(rule.id),
    '/api/admin/scoring-config/:id:id': String(category.id),
    '/api/admin/exchange-rates/:id:id': String(rates.json()[0].id),
    '/api/admin/banks/:id/charges:id': String(chargedBank.id),
    // Poland: a property country no fuzzed assessment is about, so its costs may change freely.
    '/api/admin/closing-costs/:countryCode:countryCode': 'PL',
    '/api/admin/first-home-schemes/:id:id': String(scheme.id),
    '/api/scenarios/:id:id': pinned.json().id,
    code: /acasa-certificate-([0-9A-Z]+)\.pdf/.exec(String(certificate.headers['content-disposition']))?.[1] ?? 'ZZZZ',
    userId: target.user.id,
    id: assessmentId,
  });

  return {
    cookies,
    userIds,
    ids,
    urlFor(url, replacement) {
      return url.replace(/:(\w+)/g, (_match, name: string) =>
        replacement && (replacement.only === undefined || replacement.only === name)
          ? replacement.value
          : (ids[`${url}:${name}`] ?? ids[name] ?? '00000000-0000-4000-8000-000000000000'),
      );
    },
    async renewSession(caller) {
      const token = createSessionToken();
      const userId = userIds[caller]!;
      await createAuthRepository(db).insertSession({
        sid: hashSessionToken(token),
        userId,
        sess: { userId, createdAt: new Date().toISOString() },
        expire: new Date(Date.now() + 3600_000),
      });
      cookies[caller] = `${SESSION_COOKIE}=${token}`;
    },
  };
}
