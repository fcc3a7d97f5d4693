import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../core/schemas/common';
import { ZDashboardSummary } from '../../../core/schemas/dashboard';
import { signedInUser } from '../../plugins/auth';
import type { DashboardService } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    { config: { access: 'user' }, schema: { response: { 200: ZDashboardSummary, ...errorResponses } } },
    async (request) => dashboard.summary(signedInUser(request)),
  );
}
