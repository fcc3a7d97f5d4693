import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBuyingPlan, ZBuyingPlanQuery } from '../../../core/schemas/buying-plans';
import { errorResponses } from '../../../core/schemas/common';
import { signedInUser } from '../../plugins/auth';
import type { BuyingPlansService } from './buying-plans.service';

export interface BuyingPlansRoutesOptions {
  buyingPlans: BuyingPlansService;
}

/** Any string: a malformed id is a 404 like an unknown one, not a 400. */
const ZIdParam = z.object({ id: z.string() });
/** The calendar (text); documented, never serialised. */
const ZCalendar = z.unknown();

export async function buyingPlansRoutes(app: FastifyInstance, { buyingPlans }: BuyingPlansRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Issue 24, item 2: the owner's plan to the signing, worked back from the target day (ADR 085).
  r.get(
    '/api/assessments/:id/buying-plan',
    { config: { access: 'user' }, schema: { params: ZIdParam, querystring: ZBuyingPlanQuery, response: { 200: ZBuyingPlan, ...errorResponses } } },
    async (request) => buyingPlans.plan(signedInUser(request), request.params.id, request.query),
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
