import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../core/schemas/common';
import { ZSiteInfo, type SiteInfo } from '../../../core/schemas/site-info';

/** Public: the footer and the legal pages read it before anyone signs in. */
export async function siteInfoRoutes(app: FastifyInstance, { siteInfo }: { siteInfo: SiteInfo }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/site-info', { config: { access: 'public' }, schema: { response: { 200: ZSiteInfo, ...errorResponses } } }, async (_request, reply) => {
    // The same for everyone until the operator changes the environment and restarts.
    reply.header('Cache-Control', 'public, max-age=300');
    return siteInfo;
  });
}
