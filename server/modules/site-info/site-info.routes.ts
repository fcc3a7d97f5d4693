import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../core/schemas/common';
import { ZSiteInfo, type SiteInfo } from '../../../core/schemas/site-info';

/** Public: the footer and the legal pages read it before anyone signs in. */
export async function siteInfoRoutes(app: FastifyInstance, { siteInfo }: { siteInfo: SiteInfo }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/site-info', { config: { access: 'public' }, schema: { response: { 200: ZSiteInfo, ...errorResponses } } }, async (request, reply) => {
    // The same for everyone until the operator restarts with other values: a guest's browser may
    // keep it a few minutes. A signed-in caller keeps the API's `no-store` (issue 11: no answer to
    // a session is cached), and the client asks once per visit anyway.
    if (!request.user) reply.header('Cache-Control', 'public, max-age=300');
    return siteInfo;
  });
}
