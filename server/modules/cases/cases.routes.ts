import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../core/schemas/common';
import { ZCase, ZCaseMessage, ZCaseMessageRequest, ZDocumentRequest, ZDocumentRequestCreate, ZDocumentRequestUpdate } from '../../../core/schemas/cases';
import { signedInUser } from '../../plugins/auth';
import type { CasesService } from './cases.service';

/** Any string: a malformed id must be a 404 like an unknown one, not a 400. */
const ZIdParam = z.object({ id: z.string() });
const ZRequestIdParam = z.object({ requestId: z.string() });

export async function casesRoutes(app: FastifyInstance, { cases }: { cases: CasesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/assessments/:id/case',
    { config: { access: 'user' }, schema: { params: ZIdParam, response: { 200: ZCase, ...errorResponses } } },
    async (request) => cases.read(signedInUser(request), request.params.id),
  );

  r.post(
    '/api/assessments/:id/messages',
    { config: { access: 'user' }, schema: { params: ZIdParam, body: ZCaseMessageRequest, response: { 201: ZCaseMessage, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await cases.postMessage(signedInUser(request), request.params.id, request.body)),
  );

  r.post(
    '/api/assessments/:id/document-requests',
    { config: { access: 'broker' }, schema: { params: ZIdParam, body: ZDocumentRequestCreate, response: { 201: ZDocumentRequest, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await cases.requestDocument(signedInUser(request), request.params.id, request.body)),
  );

  r.patch(
    '/api/document-requests/:requestId',
    { config: { access: 'broker' }, schema: { params: ZRequestIdParam, body: ZDocumentRequestUpdate, response: { 200: ZDocumentRequest, ...errorResponses } } },
    async (request) => cases.cancelRequest(signedInUser(request), request.params.requestId),
  );
}
