import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBuyingPlan, ZBuyingPlanQuery, ZBuyingPlanSettings, ZBuyingPlanStepDone } from '../../../core/schemas/buying-plans';
import { errorResponses } from '../../../core/schemas/common';
import { signedInUser } from '../../plugins/auth';
import type { BuyingPlansService } from './buying-plans.service';

export interface BuyingPlansRoutesOptions {
  buyingPlans: BuyingPlansService;
}

/** Any string: a malformed id is a 404 like an unknown one, not a 400. */
const ZIdParam = z.object({ id: z.string() });
/** Any string too: a key that is not one of the country's steps is a 404 from the service. */
const ZStepParams = z.object({ id: z.string(), stepKey: z.string() });
/** The calendar (text); documented, never serialised. */
const ZCalendar = z.unknown();

export async function buyingPlansRoutes(app: FastifyInstance, { buyingPlans }: BuyingPlansRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Issue 24, item 2: the owner's plan to the signing, worked back from the target day (ADR 085):
  // with no query the plan they keep, with one a plan computed and not stored.
  r.get(
    '/api/assessments/:id/buying-plan',
    { config: { access: 'user' }, schema: { params: ZIdParam, querystring: ZBuyingPlanQuery, response: { 200: ZBuyingPlan, ...errorResponses } } },
    async (request) => buyingPlans.plan(signedInUser(request), request.params.id, request.query),
  );

  // The plan a person keeps: the signing day, whether they can travel, the bank they chose.
  r.put(
    '/api/assessments/:id/buying-plan',
    { config: { access: 'user' }, schema: { params: ZIdParam, body: ZBuyingPlanSettings, response: { 200: ZBuyingPlan, ...errorResponses } } },
    async (request) => buyingPlans.save(signedInUser(request), request.params.id, request.body),
  );

  // A step of the kept plan done (or not any more): the plan worked out again.
  r.put(
    '/api/assessments/:id/buying-plan/steps/:stepKey',
    { config: { access: 'user' }, schema: { params: ZStepParams, body: ZBuyingPlanStepDone, response: { 200: ZBuyingPlan, ...errorResponses } } },
    async (request) => buyingPlans.setStepDone(signedInUser(request), request.params.id, request.params.stepKey, request.body.done),
  );

  // The same plan as an iCalendar file, in the account's language; personal, so never cached.
  r.get(
    '/api/assessments/:id/buying-plan.ics',
    { config: { access: 'user' }, schema: { params: ZIdParam, querystring: ZBuyingPlanQuery, response: { 200: ZCalendar, ...errorResponses } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { ics, fileName } = await buyingPlans.calendar(user, request.params.id, request.query, user.language);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(ics);
    },
  );
}
