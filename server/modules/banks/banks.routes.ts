import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPublicBankList } from '../../../core/schemas/banks';
import { errorResponses } from '../../../core/schemas/common';
import type { BanksService } from './banks.service';

export async function banksRoutes(app: FastifyInstance, { banks }: { banks: BanksService }) {
  // The landing page's partner list (issue 13): names and countries only, so the landing does
  // not download the whole engine configuration (GET /api/assessments/config) to show them.
  // Only the banks that lend on income earned abroad (issue 19): the section says so.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/banks',
    { config: { access: 'public' }, schema: { response: { 200: ZPublicBankList, ...errorResponses } } },
    async () => banks.listPublic(),
  );
}
