import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../core/schemas/common';
import { ZIncomeEvidence } from '../../../core/schemas/income-evidence';
import type { IncomeEvidenceService } from './income-evidence.service';

/** Any string: a malformed id must be a 404 like an unknown one, not a 400. */
const ZIdParam = z.object({ id: z.string() });

export async function incomeEvidenceRoutes(app: FastifyInstance, { incomeEvidence }: { incomeEvidence: IncomeEvidenceService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/broker/assessments/:id/income-evidence',
    { config: { access: 'broker' }, schema: { params: ZIdParam, response: { 200: ZIncomeEvidence, ...errorResponses } } },
    async (request) => incomeEvidence.forAssessment(request.params.id),
  );
}
