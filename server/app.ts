import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { registerClient } from './client/serve-client';
import { createResponseSerializerCompiler } from './response-serializer';
import { safeErrorSerializer } from './lib/safe-error';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import inputGuardsPlugin, { answerFrameworkError } from './plugins/input-guards';
import securityPlugin from './plugins/security';
import { registerCompression } from './plugins/compression';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createPasswordResetRepository } from './modules/password-reset/password-reset.repository';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { createPasswordResetService } from './modules/password-reset/password-reset.service';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionCache } from './modules/auth/session-cache';
import { createUsersRepository } from './modules/auth/users.repository';
import { createUsersService } from './modules/auth/users.service';
import { createCountriesRepository } from './modules/countries/countries.repository';
import { countriesRoutes } from './modules/countries/countries.routes';
import { createBanksRepository } from './modules/banks/banks.repository';
import { banksRoutes } from './modules/banks/banks.routes';
import { createBanksService } from './modules/banks/banks.service';
import { createCountriesService } from './modules/countries/countries.service';
import { createAssessmentsRepository } from './modules/assessments/assessments.repository';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { createAssessmentsService } from './modules/assessments/assessments.service';
import { createEligibilityRepository } from './modules/eligibility/eligibility.repository';
import { createEligibilityService } from './modules/eligibility/eligibility.service';
import { createBrokerRepository } from './modules/broker/broker.repository';
import { brokerRoutes } from './modules/broker/broker.routes';
import { createBrokerService } from './modules/broker/broker.service';
import { createBoardRepository } from './modules/broker/board.repository';
import { boardRoutes } from './modules/broker/board.routes';
import { createBoardService } from './modules/broker/board.service';
import { createAdminEngineRepository } from './modules/admin/admin-engine.repository';
import { createAdminEngineService } from './modules/admin/admin-engine.service';
import { createAdminReferenceRepository } from './modules/admin/admin-reference.repository';
import { createAdminReferenceService } from './modules/admin/admin-reference.service';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminBuyingStepsRoutes } from './modules/admin/admin-buying-steps.routes';
import { createAdminBuyingStepsRepository } from './modules/admin/admin-buying-steps.repository';
import { createAdminBuyingStepsService } from './modules/admin/admin-buying-steps.service';
import { adminCostsRoutes } from './modules/admin/admin-costs.routes';
import { createAdminCostsRepository } from './modules/admin/admin-costs.repository';
import { createAdminCostsService } from './modules/admin/admin-costs.service';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';
import { createPlansRepository } from './modules/plans/plans.repository';
import { createDocumentsRepository } from './modules/documents/documents.repository';
import { documentsRoutes } from './modules/documents/documents.routes';
import { createIncomeEvidenceRepository } from './modules/income-evidence/income-evidence.repository';
import { incomeEvidenceRoutes } from './modules/income-evidence/income-evidence.routes';
import { createIncomeEvidenceService } from './modules/income-evidence/income-evidence.service';
import { createVerificationsRepository } from './modules/verifications/verifications.repository';
import { verificationsRoutes } from './modules/verifications/verifications.routes';
import { createVerificationsService } from './modules/verifications/verifications.service';
import { createDocumentsService } from './modules/documents/documents.service';
import { createCasesRepository } from './modules/cases/cases.repository';
import { casesRoutes } from './modules/cases/cases.routes';
import { createCasesService } from './modules/cases/cases.service';
import { createDocumentReading } from './modules/documents/document-reading';
import { createSubscriptions } from './modules/subscriptions/create-subscriptions';
import { STRIPE_WEBHOOK_PATH, subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { createCertificatesRepository } from './modules/certificates/certificates.repository';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { createCertificatesService } from './modules/certificates/certificates.service';
import { lazyPdfFonts } from './modules/certificates/pdf-fonts';
import { createBuyingPlansRepository } from './modules/buying-plans/buying-plans.repository';
import { buyingPlansRoutes } from './modules/buying-plans/buying-plans.routes';
import { createBuyingPlansService } from './modules/buying-plans/buying-plans.service';
import { createBuyingStepsRepository } from './modules/buying-plans/buying-steps.repository';
import { createPlanRemindersRepository } from './modules/buying-plans/plan-reminders.repository';
import { createPlanRemindersService } from './modules/buying-plans/plan-reminders.service';
import { createDossiersRepository } from './modules/dossiers/dossiers.repository';
import { dossiersRoutes } from './modules/dossiers/dossiers.routes';
import { createDossiersService } from './modules/dossiers/dossiers.service';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createExchangeRatesRepository } from './modules/exchange-rates/exchange-rates.repository';
import { exchangeRatesRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { createExchangeRatesService } from './modules/exchange-rates/exchange-rates.service';
import { affordabilityRoutes } from './modules/affordability/affordability.routes';
import { createAffordabilityService } from './modules/affordability/affordability.service';
import { createScenariosRepository } from './modules/scenarios/scenarios.repository';
import { scenariosRoutes } from './modules/scenarios/scenarios.routes';
import { createScenariosService } from './modules/scenarios/scenarios.service';
import { createAccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createNotifications } from './modules/notifications/create-notifications';
import { notificationsRoutes, UNSUBSCRIBE_PATH } from './modules/notifications/notifications.routes';
import type { JobQueue } from './jobs/job-queue';
import { createContactService } from './modules/contact/contact.service';
import { siteInfoFromEnv, warnIfCompanyMissing } from './modules/site-info/site-info';
import { siteInfoRoutes } from './modules/site-info/site-info.routes';
import { createAuditRepository } from './modules/audit/audit.repository';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createHealthRepository } from './modules/health/health.repository';
import { healthRoutes } from './modules/health/health.routes';
import { addDatabaseChecks } from './modules/health/health.service';
import { registerPoolSource, registerQueueDepth } from './observability/metrics';
import { createReadiness, type Readiness } from './observability/readiness';
import { observeRequest } from './observability/request-metrics';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Built client to serve (dist/client); null serves the API only. */
  clientDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added (the authorization test reads the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The HTTP client of the daily ECB fetch (tests count its calls). */
  ratesFetch?: typeof globalThis.fetch;
}

/** Upper bound on how long a cached session may outlive a lost notification. */
const SESSION_CACHE_TTL_MS = 10_000;

/**
 * Keys pino must never print: cookies, credentials and anything that looks like a secret,
 * wherever a log call puts it. Bodies are never logged; errors go through safeErrorSerializer.
 */
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.sessionToken',
  '*.clientSecret',
  '*.cardNumber',
  '*.cvc',
  '*.params',
];

/** The log options every app gets, whatever destination and level the caller chose. */
function loggerOptions(env: Env, logger: AppOptions['logger']) {
  const chosen = typeof logger === 'object' && logger !== null ? logger : { level: env.LOG_LEVEL };
  return { ...chosen, redact: REDACTED, serializers: { err: safeErrorSerializer, error: safeErrorSerializer } };
}

export async function buildApp({ env, database, clientDir = null, logger, onRoute, ratesFetch }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env, logger),
    bodyLimit: 1024 * 1024,
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    // Fastify's default is 5 s; argon2 under load and PGlite need headroom on shutdown only.
    forceCloseConnections: 'idle',
    // A path whose %-escapes are not UTF-8 never reaches a route: a 400 naming the parameter (ADR 071).
    frameworkErrors: answerFrameworkError,
  });
  // The request line holds four fields of our own choosing, none of them secret: written without
  // the redaction every other line goes through, whose wildcard paths ran on each of its numbers
  // and strings and were a tenth of a signed-in request's CPU (issue 22).
  const requestLog = app.log.child({}, { redact: [] });
  app.addHook('onResponse', (request, reply, done) => {
    // By route pattern (/api/assessments/:id), never the raw URL: one series per route (ADR 027).
    observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    if (request.routeOptions.config?.quietLog) return done();
    const path = request.url.split('?')[0];
    requestLog.info({ reqId: request.id, method: request.method, url: path, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: env.NODE_ENV === 'test' }));

  const { db } = database;
  // The job queue and e-mails (ADR 024, 025): each change queues its e-mail in its own transaction.
  // The checklist is read late (the documents service is made below).
  const jobs = createNotifications(env, database, app.log, { checklist: (id) => documents.systemChecklist(id) });
  const { notifications } = jobs;
  app.addHook('onReady', jobs.start);
  app.addHook('onClose', jobs.stop);
  const sessionCache = createSessionCache({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: 50_000 });
  await database.listen('acasa_session_ended', (sid) => (sid ? sessionCache.deleteSession(sid) : sessionCache.clear()));
  await database.listen('acasa_user_changed', (userId) => (userId ? sessionCache.deleteUser(userId) : sessionCache.clear()));
  const authRepository = createAuthRepository(db);
  const auth = createAuthService(
    authRepository,
    { idleMs: env.SESSION_IDLE_HOURS * 3600_000, absoluteMs: env.SESSION_ABSOLUTE_DAYS * 86_400_000 },
    { enabled: env.RATE_LIMITS === 'on', max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    sessionCache,
  );
  const users = createUsersService(createUsersRepository(db), { onUserChanged: auth.forgetUser });
  const countries = createCountriesService(createCountriesRepository(db));
  const eligibility = createEligibilityService(createEligibilityRepository(db));
  const assessments = createAssessmentsService(createAssessmentsRepository(db), eligibility, notifications);
  const board = createBoardService(createBoardRepository(db));
  const broker = createBrokerService(createBrokerRepository(db), { assessments, eligibility, notifier: notifications, onStatusChanged: board.forget });
  const admin = {
    users: createAdminUsersService(createAdminUsersRepository(db), { auth }),
    reference: createAdminReferenceService(createAdminReferenceRepository(db), { countries, eligibility }),
    engine: createAdminEngineService(createAdminEngineRepository(db), { eligibility }),
  };
  const plansRepository = createPlansRepository(db);
  const storage = createStorage(env.DOCUMENT_STORAGE, env, db);
  const documentsRepository = createDocumentsRepository(db);
  // Issue 23: photos and scans of income documents, read by OCR as a job of the queue (ADR 082).
  const documentReading = createDocumentReading({ repo: documentsRepository, storage, queue: jobs.queue, log: app.log });
  app.addHook('onClose', documentReading.close);
  // Issue 24 (ADR 086): the case both sides follow; an upload fulfils the oldest open request of its type.
  const cases = createCasesService(createCasesRepository(db), { notifier: notifications, onBrokerAnswered: board.forget });
  const documents = createDocumentsService(documentsRepository, storage, app.log, notifications, documentReading.readingQueue, cases.fulfilRequest);
  const subscriptions = await createSubscriptions(env, db, app.log, { onUserChanged: auth.forgetUser, payments: notifications });
  // One font set, parsed on the first PDF, for the certificate and the bank dossier alike.
  const pdfFonts = lazyPdfFonts({ regular: env.PDF_FONT_PATH, bold: env.PDF_FONT_BOLD_PATH });
  const certificates = createCertificatesService(createCertificatesRepository(db), pdfFonts);
  const dashboard = createDashboardService(createDashboardRepository(db), plansRepository);
  const exchangeRates = createExchangeRatesService(createExchangeRatesRepository(db), app.log, { url: env.ECB_RATES_URL, fetch: ratesFetch });
  const account = createAccountService(createAccountRepository(db), { auth, subscriptions, storage, log: app.log });
  const contact = createContactService(createContactRepository(db), {
    enabled: env.RATE_LIMITS === 'on',
    maxPerHour: env.CONTACT_RATE_LIMIT_MAX,
    countAttempt: authRepository.countAttempt,
  });
  // GET /readyz's checks; the job queue adds its own (`app.readiness.add('queue', ...)`, ADR 027).
  const readiness = createReadiness();
  addDatabaseChecks(readiness, createHealthRepository(db));
  const stopPoolMetrics = registerPoolSource(() => database.poolStats?.());
  app.addHook('onClose', async () => {
    stopPoolMetrics();
  });
  app.decorate('readiness', readiness);
  // The queue's depth is read at each scrape (ADR 027); main.ts adds its readiness check.
  const stopQueueMetrics = registerQueueDepth(() => jobs.queue.depth());
  app.addHook('onClose', async () => stopQueueMetrics());
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined;

  await app.register(errorsPlugin);
  // Before the routes: the plugin compresses the answers of routes registered after it (issue 13).
  await registerCompression(app);
  // Before the routes: a public route's body is bounded as it is added (ADR 071); these two parse their own.
  await app.register(inputGuardsPlugin, { ownBodyLimitPaths: [STRIPE_WEBHOOK_PATH, UNSUBSCRIBE_PATH] });
  // Stripe's webhook is a server-to-server call, authenticated by its signature.
  // A mail client's one-click unsubscribe (RFC 8058) is a cross-site POST carrying its own token.
  await app.register(securityPlugin, { publicOrigin, exemptPaths: [STRIPE_WEBHOOK_PATH, UNSUBSCRIBE_PATH] });
  await app.register(authPlugin, { auth, idleMs: env.SESSION_IDLE_HOURS * 3600_000, cookieSecure: env.COOKIE_SECURE });

  const loginRedirect = env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID ? oidcAuthorizeUrl(env) : '/login';
  // /metrics on this port only with a token and no METRICS_PORT (main.ts serves METRICS_PORT).
  await app.register(healthRoutes, { readiness, metricsToken: env.METRICS_PORT === undefined ? env.METRICS_TOKEN : undefined });
  await app.register(authRoutes, { auth, users, loginRedirect });
  // Issue 20: password reset by e-mail, which also lets the owner in during a guessing attack (ADR 068).
  const passwordReset = createPasswordResetService(createPasswordResetRepository(db), {
    auth,
    mail: notifications,
    countAttempt: authRepository.countAttempt,
    rateLimitsEnabled: env.RATE_LIMITS === 'on',
    log: app.log,
  });
  await app.register(passwordResetRoutes, { passwordReset });
  await app.register(countriesRoutes, { countries });
  await app.register(banksRoutes, { banks: createBanksService(createBanksRepository(db)) });
  await app.register(assessmentsRoutes, {
    assessments,
    previewRateLimit: { enabled: env.RATE_LIMITS === 'on', max: env.PREVIEW_RATE_LIMIT_MAX },
  });
  await app.register(documentsRoutes, { documents });
  await app.register(incomeEvidenceRoutes, { incomeEvidence: createIncomeEvidenceService(createIncomeEvidenceRepository(db), eligibility) });
  await app.register(verificationsRoutes, { verifications: createVerificationsService(createVerificationsRepository(db)) });
  await app.register(casesRoutes, { cases });
  await app.register(subscriptionsRoutes, { subscriptions });
  await app.register(certificatesRoutes, {
    certificates,
    publicOrigin,
    verifyRateLimit: { enabled: env.RATE_LIMITS === 'on', max: env.CERTIFICATE_VERIFY_RATE_LIMIT_MAX },
  });
  // Issue 23: a bank-ready dossier per recommended bank, on the certificate's plan.
  await app.register(dossiersRoutes, { dossiers: createDossiersService(createDossiersRepository(db), pdfFonts), publicOrigin });
  // Issue 24: the person's plan to the signing, and its calendar (ADR 085).
  // The plan a person keeps (bank chosen, steps done), its missing documents from the documents
  // module's checklist, and the daily reminders of its steps (periodic-jobs.ts).
  const { stepsOf } = createBuyingStepsRepository(db);
  const buyingPlans = createBuyingPlansService(createBuyingPlansRepository(db), { checklistOf: (id, bankId) => documents.systemChecklist(id, bankId), stepsOf });
  const planReminders = createPlanRemindersService(createPlanRemindersRepository(db), { notifier: notifications, log: app.log, stepsOf });
  await app.register(buyingPlansRoutes, { buyingPlans });
  await app.register(dashboardRoutes, { dashboard });
  // Issue 14: the landing page's "what can I afford" and the pinned scenarios to compare (ADR 033).
  await app.register(affordabilityRoutes, {
    affordability: createAffordabilityService(eligibility),
    rateLimit: { enabled: env.RATE_LIMITS === 'on', max: env.PREVIEW_RATE_LIMIT_MAX },
  });
  await app.register(scenariosRoutes, { scenarios: createScenariosService(createScenariosRepository(db), { assessments }) });
  await app.register(accountRoutes, { account });
  await app.register(contactRoutes, { contact, rateLimit: { enabled: env.RATE_LIMITS === 'on', max: env.PREVIEW_RATE_LIMIT_MAX } });
  // Issue 20: the operator's details for the legal pages and the footer (ADR 069).
  const siteInfo = siteInfoFromEnv(env);
  warnIfCompanyMissing(env, siteInfo, app.log);
  await app.register(siteInfoRoutes, { siteInfo });
  await app.register(notificationsRoutes, { notifications });

  await app.register(brokerRoutes, { broker });
  await app.register(boardRoutes, { board });
  await app.register(adminRoutes, { ...admin, broker });
  // Issue 14: the costs of buying, the banks' charges and the first-home schemes (ADR 030).
  await app.register(adminCostsRoutes, { costs: createAdminCostsService(createAdminCostsRepository(db), { eligibility }) });
  await app.register(adminBuyingStepsRoutes, { buyingSteps: createAdminBuyingStepsService(createAdminBuyingStepsRepository(db)) });
  await app.register(auditRoutes, { audit: createAuditService(createAuditRepository(db)) });
  await app.register(exchangeRatesRoutes, { rates: exchangeRates, eligibility, fetchEnabled: env.RATES_FETCH === 'on' });

  await registerClient(app, clientDir);
  app.decorate('services', { auth, users, countries, eligibility, assessments, documents, subscriptions, certificates, dashboard, broker, admin, exchangeRates, account, contact, storage, notifications, planReminders });
  app.decorate('jobs', jobs.queue);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** GET /readyz's checks: a module started outside buildApp (the job queue) adds its own. */
    readiness: Readiness;
    /** The job queue (ADR 024): main.ts registers the periodic jobs on it before listen. */
    jobs: JobQueue;
    services: {
      auth: ReturnType<typeof createAuthService>;
      users: ReturnType<typeof createUsersService>;
      countries: ReturnType<typeof createCountriesService>;
      eligibility: ReturnType<typeof createEligibilityService>;
      assessments: ReturnType<typeof createAssessmentsService>;
      broker: ReturnType<typeof createBrokerService>;
      admin: {
        users: ReturnType<typeof createAdminUsersService>;
        reference: ReturnType<typeof createAdminReferenceService>;
        engine: ReturnType<typeof createAdminEngineService>;
      };
      documents: ReturnType<typeof createDocumentsService>;
      subscriptions: Awaited<ReturnType<typeof createSubscriptions>>;
      certificates: ReturnType<typeof createCertificatesService>;
      dashboard: ReturnType<typeof createDashboardService>;
      exchangeRates: ReturnType<typeof createExchangeRatesService>;
      account: ReturnType<typeof createAccountService>;
      contact: ReturnType<typeof createContactService>;
      /** The document storage (tests check what an erasure left in it). */
      storage: FileStorage;
      notifications: ReturnType<typeof createNotifications>['notifications'];
      /** The buying plans' daily reminders (main.ts registers the job; tests run a scan directly). */
      planReminders: ReturnType<typeof createPlanRemindersService>;
    };
  }
}

function oidcAuthorizeUrl(env: Env): string {
  const url = new URL('authorize', env.OIDC_ISSUER_URL!.endsWith('/') ? env.OIDC_ISSUER_URL : `${env.OIDC_ISSUER_URL}/`);
  url.searchParams.set('client_id', env.OIDC_CLIENT_ID!);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  if (env.PUBLIC_URL) url.searchParams.set('redirect_uri', new URL('/api/callback', env.PUBLIC_URL).toString());
  return url.toString();
}
