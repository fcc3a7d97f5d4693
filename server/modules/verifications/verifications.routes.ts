import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../core/schemas/common';
import { ZUndoVerificationRequest, ZVerification, ZVerificationList, ZVerifyRequest } from '../../../core/schemas/verifications';
import { signedInUser } from '../../plugins/auth';
import type { VerificationsService } from './verifications.service';

/** Any string: a malformed id must be a 404 like an unknown one, not a 400. */
const ZIdParam = z.object({ id: z.string() });

export async function verificationsRoutes(app: FastifyInstance, { verifications }: { verifications: VerificationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/assessments/:id/verifications',
    { config: { access: 'user' }, schema: { params: ZIdParam, response: { 200: ZVerificationList, ...errorResponses } } },
    async (request) => verifications.list(signedInUser(request), request.params.id),
  );

  r.post(
    '/api/broker/assessments/:id/verifications',
    { config: { access: 'broker' }, schema: { params: ZIdParam, body: ZVerifyRequest, response: { 201: ZVerification, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await verifications.verify(signedInUser(request), request.params.id, request.body)),
  );

  r.post(
    '/api/broker/verifications/:id/undo',
    { config: { access: 'broker' }, schema: { params: ZIdParam, body: ZUndoVerificationRequest, response: { 200: ZVerification, ...errorResponses } } },
    async (request) => verifications.undo(signedInUser(request), request.params.id, request.body),
  );
}
