import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditPage, ZAuditQuery } from '../../../core/schemas/audit';
import { errorResponses } from '../../../core/schemas/common';
import type { AuditService } from './audit.service';

/** The Audit tab's API (issue 15, ADR 028): admins only. */
export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    { config: { access: 'admin' }, schema: { querystring: ZAuditQuery, response: { 200: ZAuditPage, ...errorResponses } } },
    async (request) => audit.list(request.query),
  );
}
