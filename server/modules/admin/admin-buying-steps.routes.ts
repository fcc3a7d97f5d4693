import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminBuyingStepList, ZBuyingStepsUpdate } from '../../../core/schemas/admin-buying-steps';
import { ZCountryCodeParam } from '../../../core/schemas/admin-costs';
import { errorResponses } from '../../../core/schemas/common';
import { signedInUser } from '../../plugins/auth';
import type { AdminBuyingStepsService } from './admin-buying-steps.service';

const admin = { access: 'admin' } as const;

/** The back office's buying steps per property country (issue 24 item 1, ADR 085): admins only. */
export async function adminBuyingStepsRoutes(app: FastifyInstance, { buyingSteps }: { buyingSteps: AdminBuyingStepsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/buying-steps', { config: admin, schema: { response: { 200: ZAdminBuyingStepList, ...errorResponses } } }, async () => buyingSteps.list());

  r.put(
    '/api/admin/buying-steps/:countryCode',
    { config: admin, schema: { params: ZCountryCodeParam, body: ZBuyingStepsUpdate, response: { 200: ZAdminBuyingStepList, ...errorResponses } } },
    async (request) => buyingSteps.replace(request.params.countryCode, request.body, signedInUser(request).id),
  );
}
