import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminAssessmentPage,
  ZAdminAssessmentsQuery,
  ZAdminBank,
  ZAdminBankList,
  ZAdminCountry,
  ZAdminCountryList,
  ZAdminExchangeRate,
  ZAdminExchangeRateList,
  ZAdminIdParam,
  ZAdminLendingRule,
  ZAdminLendingRuleList,
  ZAdminStats,
  ZAdminUser,
  ZAdminUserPage,
  ZAdminUsersQuery,
  ZBankCreate,
  ZBankImpact,
  ZBankImpactRequest,
  ZBankUpdate,
  ZCountryCreate,
  ZCountryUpdate,
  ZExchangeRateCreate,
  ZExchangeRatesQuery,
  ZExchangeRateUpdate,
  ZLendingRuleCreate,
  ZLendingRuleUpdate,
  ZRoleUpdateRequest,
  ZScoringConfig,
  ZScoringUpdate,
  ZVerdictCeilings,
  ZUserIdParam,
} from '../../../core/schemas/admin';
import { errorResponses } from '../../../core/schemas/common';
import { ZScoringBatchUpdate } from '../../../core/schemas/scoring-batch';
import { signedInUser } from '../../plugins/auth';
import type { BrokerService } from '../broker/broker.service';
import type { AdminEngineService } from './admin-engine.service';
import type { AdminReferenceService } from './admin-reference.service';
import type { AdminUsersService } from './admin-users.service';

export interface AdminRoutesOptions {
  users: AdminUsersService;
  reference: AdminReferenceService;
  engine: AdminEngineService;
  /** The review lists' queries, shared with the admin's Assessments tab. */
  broker: BrokerService;
}

const admin = { access: 'admin' } as const;
const noContent = { 204: z.null(), ...errorResponses };

/** The admin dashboard's API (docs/product.md §7 and issue 6): admins only. */
export async function adminRoutes(app: FastifyInstance, { users, reference, engine, broker }: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Overview, users, assessments
  r.get('/api/admin/stats', { config: admin, schema: { response: { 200: ZAdminStats, ...errorResponses } } }, async () => users.stats());

  r.get(
    '/api/admin/users',
    { config: admin, schema: { querystring: ZAdminUsersQuery, response: { 200: ZAdminUserPage, ...errorResponses } } },
    async (request) => users.list(request.query),
  );

  r.put(
    '/api/admin/users/:userId/role',
    { config: admin, schema: { params: ZUserIdParam, body: ZRoleUpdateRequest, response: { 200: ZAdminUser, ...errorResponses } } },
    async (request) => users.setRole(signedInUser(request).id, request.params.userId, request.body.role),
  );

  r.get(
    '/api/admin/assessments',
    { config: admin, schema: { querystring: ZAdminAssessmentsQuery, response: { 200: ZAdminAssessmentPage, ...errorResponses } } },
    async (request) => users.withAnswers(await broker.listForAdmin(request.query)),
  );

  // Countries
  r.get('/api/admin/countries', { config: admin, schema: { response: { 200: ZAdminCountryList, ...errorResponses } } }, async () =>
    reference.listCountries(),
  );

  r.post(
    '/api/admin/countries',
    { config: admin, schema: { body: ZCountryCreate, response: { 201: ZAdminCountry, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await reference.createCountry(signedInUser(request).id, request.body)),
  );

  r.put(
    '/api/admin/countries/:id',
    { config: admin, schema: { params: ZAdminIdParam, body: ZCountryUpdate, response: { 200: ZAdminCountry, ...errorResponses } } },
    async (request) => reference.updateCountry(signedInUser(request).id, request.params.id, request.body),
  );

  r.delete('/api/admin/countries/:id', { config: admin, schema: { params: ZAdminIdParam, response: noContent } }, async (request, reply) => {
    await reference.deleteCountry(signedInUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  // Banks
  r.get('/api/admin/banks', { config: admin, schema: { response: { 200: ZAdminBankList, ...errorResponses } } }, async () => reference.listBanks());

  r.post(
    '/api/admin/banks',
    { config: admin, schema: { body: ZBankCreate, response: { 201: ZAdminBank, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await reference.createBank(signedInUser(request).id, request.body)),
  );

  // Issue 19: what saving the bank as the form holds it would do to recent results (nothing is written).
  r.post(
    '/api/admin/banks/impact',
    { config: admin, schema: { body: ZBankImpactRequest, response: { 200: ZBankImpact, ...errorResponses } } },
    async (request) => reference.bankImpact(request.body),
  );

  r.put(
    '/api/admin/banks/:id',
    { config: admin, schema: { params: ZAdminIdParam, body: ZBankUpdate, response: { 200: ZAdminBank, ...errorResponses } } },
    async (request) => reference.updateBank(signedInUser(request).id, request.params.id, request.body),
  );

  r.delete('/api/admin/banks/:id', { config: admin, schema: { params: ZAdminIdParam, response: noContent } }, async (request, reply) => {
    await reference.deleteBank(signedInUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  // Scoring
  r.get('/api/admin/scoring-config', { config: admin, schema: { response: { 200: ZScoringConfig, ...errorResponses } } }, async () =>
    engine.getScoring(),
  );

  r.put(
    '/api/admin/scoring-config/verdict-ceilings',
    { config: admin, schema: { body: ZVerdictCeilings, response: { 200: ZScoringConfig, ...errorResponses } } },
    async (request) => engine.updateVerdictCeilings(signedInUser(request).id, request.body),
  );

  r.put(
    '/api/admin/scoring-config',
    { config: admin, schema: { body: ZScoringBatchUpdate, response: { 200: ZScoringConfig, ...errorResponses } } },
    async (request) => engine.updateScoringBatch(signedInUser(request).id, request.body),
  );

  r.put(
    '/api/admin/scoring-config/:id',
    { config: admin, schema: { params: ZAdminIdParam, body: ZScoringUpdate, response: { 200: ZScoringConfig, ...errorResponses } } },
    async (request) => engine.updateScoring(request.params.id, signedInUser(request).id, request.body),
  );

  // Lending rules
  r.get('/api/admin/lending-rules', { config: admin, schema: { response: { 200: ZAdminLendingRuleList, ...errorResponses } } }, async () =>
    engine.listLendingRules(),
  );

  r.post(
    '/api/admin/lending-rules',
    { config: admin, schema: { body: ZLendingRuleCreate, response: { 201: ZAdminLendingRule, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await engine.createLendingRule(signedInUser(request).id, request.body)),
  );

  r.put(
    '/api/admin/lending-rules/:id',
    { config: admin, schema: { params: ZAdminIdParam, body: ZLendingRuleUpdate, response: { 200: ZAdminLendingRule, ...errorResponses } } },
    async (request) => engine.updateLendingRule(signedInUser(request).id, request.params.id, request.body),
  );

  // Exchange rates
  r.get(
    '/api/admin/exchange-rates',
    { config: admin, schema: { querystring: ZExchangeRatesQuery, response: { 200: ZAdminExchangeRateList, ...errorResponses } } },
    async (request) => engine.listExchangeRates(request.query.currency),
  );

  r.post(
    '/api/admin/exchange-rates',
    { config: admin, schema: { body: ZExchangeRateCreate, response: { 201: ZAdminExchangeRate, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await engine.addExchangeRate(signedInUser(request).id, request.body)),
  );

  r.put(
    '/api/admin/exchange-rates/:id',
    { config: admin, schema: { params: ZAdminIdParam, body: ZExchangeRateUpdate, response: { 200: ZAdminExchangeRate, ...errorResponses } } },
    async (request) => engine.correctExchangeRate(signedInUser(request).id, request.params.id, request.body),
  );
}
