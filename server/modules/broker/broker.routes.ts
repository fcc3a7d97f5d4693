import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZReviewAssessment, ZReviewListQuery, ZReviewPage, ZReviewStats, ZStatusUpdateRequest, type ReviewPage } from '../../../core/schemas/broker';
import { errorResponses } from '../../../core/schemas/common';
import { signedInUser } from '../../plugins/auth';
import type { BrokerService } from './broker.service';

/** Any string: a malformed id answers 404 like an unknown one. */
const ZIdParam = z.object({ id: z.string() });

/** Broker review (issue 6): brokers and admins (`access: 'broker'`). */
export async function brokerRoutes(app: FastifyInstance, { broker }: { broker: BrokerService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/broker/stats',
    { config: { access: 'broker' }, schema: { response: { 200: ZReviewStats, ...errorResponses } } },
    async () => broker.stats(),
  );

  // Sent as prepared JSON text (shaped by ZReviewPage when the page was built, see
  // broker.service.ts listJson): brokers' dashboards read the same pages over and over.
  r.get(
    '/api/broker/assessments',
    { config: { access: 'broker' }, schema: { querystring: ZReviewListQuery, response: { 200: ZReviewPage, ...errorResponses } } },
    async (request, reply) => reply.type('application/json; charset=utf-8').send((await broker.listJson(request.query)) as unknown as ReviewPage),
  );

  r.get(
    '/api/broker/assessments/:id',
    { config: { access: 'broker' }, schema: { params: ZIdParam, response: { 200: ZReviewAssessment, ...errorResponses } } },
    async (request) => broker.detail(signedInUser(request), request.params.id),
  );

  r.put(
    '/api/broker/assessments/:id/status',
    {
      config: { access: 'broker' },
      schema: { params: ZIdParam, body: ZStatusUpdateRequest, response: { 200: ZReviewAssessment, ...errorResponses } },
    },
    async (request) => broker.changeStatus(signedInUser(request), request.params.id, request.body),
  );
}
