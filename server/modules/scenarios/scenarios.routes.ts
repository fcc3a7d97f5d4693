import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../core/schemas/common';
import { ZPinnedScenario, ZPinnedScenarioList, ZPinScenarioRequest } from '../../../core/schemas/scenarios';
import { signedInUser } from '../../plugins/auth';
import type { ScenariosService } from './scenarios.service';

/** Any string: a malformed id is a 404 like an unknown one. */
const ZIdParam = z.object({ id: z.string() });

export async function scenariosRoutes(app: FastifyInstance, { scenarios }: { scenarios: ScenariosService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/scenarios',
    { config: { access: 'user' }, schema: { response: { 200: ZPinnedScenarioList, ...errorResponses } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return scenarios.list(signedInUser(request).id);
    },
  );

  r.post(
    '/api/scenarios',
    { config: { access: 'user' }, schema: { body: ZPinScenarioRequest, response: { 201: ZPinnedScenario, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await scenarios.pin(signedInUser(request).id, request.body)),
  );

  r.delete(
    '/api/scenarios/:id',
    { config: { access: 'user' }, schema: { params: ZIdParam, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await scenarios.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
