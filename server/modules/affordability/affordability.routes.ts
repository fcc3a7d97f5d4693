import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAffordabilityRequest, ZAffordabilityResponse } from '../../../core/schemas/affordability';
import { errorResponses } from '../../../core/schemas/common';
import type { AffordabilityService } from './affordability.service';

export interface AffordabilityRoutesOptions {
  affordability: AffordabilityService;
  /** Public and CPU-bound like the preview (a bisection of ~35 engine passes): limited per IP. */
  rateLimit: { enabled: boolean; max: number };
}

export async function affordabilityRoutes(app: FastifyInstance, { affordability, rateLimit: limit }: AffordabilityRoutesOptions) {
  // Per instance, by request.ip, as the preview's (assessments.routes.ts says why that is enough).
  await app.register(rateLimit, { global: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/affordability',
    {
      config: { access: 'public', rateLimit: limit.enabled ? { max: limit.max, timeWindow: 60_000 } : false },
      schema: { body: ZAffordabilityRequest, response: { 200: ZAffordabilityResponse, ...errorResponses } },
    },
    async (request) => affordability.afford(request.body),
  );
}
