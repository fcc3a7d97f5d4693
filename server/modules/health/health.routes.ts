import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { metricsRegistry } from '../../observability/metrics';
import { createBearerCheck } from '../../observability/metrics-token';
import type { Readiness } from '../../observability/readiness';

export interface HealthRoutesOptions {
  readiness: Readiness;
  /** Serve GET /metrics on this app's port, behind this bearer token (METRICS_TOKEN without METRICS_PORT). */
  metricsToken?: string;
}

const ZHealth = z.object({ status: z.literal('ok') });
const ZReadiness = z.object({ status: z.enum(['ready', 'not_ready']), checks: z.record(z.string(), z.enum(['ok', 'failing'])) });

/**
 * Probes and metrics (ADR 027), outside /api: a load balancer or Kubernetes asks /healthz
 * (the process answers: restart it if not) and /readyz (send it traffic or not). Neither says
 * anything secret, so both are public; neither is logged per request.
 */
export async function healthRoutes(app: FastifyInstance, { readiness, metricsToken }: HealthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const probe = { access: 'public', quietLog: true } as const;

  r.get('/healthz', { config: probe, schema: { response: { 200: ZHealth } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  r.get('/readyz', { config: probe, schema: { response: { 200: ZReadiness, 503: ZReadiness } } }, async (_request, reply) => {
    const { isReady, checks } = await readiness.run();
    reply.header('cache-control', 'no-store');
    return reply.status(isReady ? 200 : 503).send({ status: isReady ? 'ready' : 'not_ready', checks });
  });

  if (!metricsToken) {
    // Not served on this port (METRICS_PORT, or metrics off): a plain 404, not the client's page.
    r.get('/metrics', { config: probe }, async () => {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    });
  } else {
    const isAuthorised = createBearerCheck(metricsToken);
    r.get('/metrics', { config: probe }, async (request, reply) => {
      if (!isAuthorised(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      }
      return reply.type(metricsRegistry.contentType).header('cache-control', 'no-store').send(await metricsRegistry.metrics());
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Probes: no log line per request (a load balancer asks every few seconds). */
    quietLog?: boolean;
  }
}
