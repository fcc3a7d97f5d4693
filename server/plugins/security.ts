import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { sendError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers, and refusal of state-changing requests from another origin. Session
 * cookies are SameSite=Lax already; the Origin check also covers same-site subdomains and
 * old browsers. Requests without Origin (curl, server-to-server, Stripe) are not browsers
 * acting for a user, and carry no cross-site cookie.
 */
async function securityPlugin(app: FastifyInstance, options: { publicOrigin?: string; exemptPaths?: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const exempt = new Set(options.exemptPaths ?? []);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || exempt.has(request.routeOptions.url ?? '')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') return sendError(reply, request, 'CSRF_REJECTED', 'errors.csrf');
    if (!origin) return;
    const allowed = options.publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== allowed && origin !== `${request.protocol}://${request.host}`) {
      return sendError(reply, request, 'CSRF_REJECTED', 'errors.csrf');
    }
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['errors'] });
