import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { sendError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Content-Security-Policy. Styles come from our own files, plus the `<style>` elements that
 * Radix inserts at run time (scroll lock behind dialogs, the select's scrollbar), which carry the
 * page's nonce (issue 11: no 'unsafe-inline'). React sets style attributes through the CSSOM,
 * which CSP does not govern.
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://js.stripe.com'],
  'style-src': ["'self'"],
  // Our own files and inline SVG data; Stripe's card form loads its images from its own hosts.
  'img-src': ["'self'", 'data:', 'https://*.stripe.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
  'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
};

/** The policy as a header value; `styleNonce` admits the page's own run-time `<style>` elements. */
export function contentSecurityPolicy(styleNonce?: string): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => `${name} ${name === 'style-src' && styleNonce ? [...sources, `'nonce-${styleNonce}'`].join(' ') : sources.join(' ')}`)
    .join(';');
}

const HELMET_OPTIONS: HelmetOptions = {
  // Set by us (above), so that the page can carry its nonce.
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's headers do not depend on the request, but its middleware (and @fastify/helmet)
 * rebuilds them, CSP parsing included, on every request. Computed once here by running
 * helmet against a recording response, then set as a plain object per request.
 */
function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  helmet(options)({} as never, recorder as never, () => {
    isDone = true;
  });
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers, and refusal of state-changing requests from another origin. Session
 * cookies are SameSite=Lax already; the Origin check also covers same-site subdomains and
 * old browsers. Requests without Origin (curl, server-to-server, Stripe) are not browsers
 * acting for a user, and carry no cross-site cookie.
 */
async function securityPlugin(app: FastifyInstance, options: { publicOrigin?: string; exemptPaths?: string[] }) {
  const headers = { ...computeSecurityHeaders(HELMET_OPTIONS), 'content-security-policy': contentSecurityPolicy() };
  const exempt = new Set(options.exemptPaths ?? []);
  // Runs on every request: callback style, no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (!STATE_CHANGING.has(request.method) || exempt.has(request.routeOptions.url ?? '')) return done();
    if (isCrossOrigin(request.headers.origin, request.headers['sec-fetch-site'], options.publicOrigin, `${request.protocol}://${request.host}`)) {
      sendError(reply, request, 'CSRF_REJECTED', 'errors.csrf');
      return;
    }
    done();
  });
}

function isCrossOrigin(origin: string | undefined, fetchSite: string | string[] | undefined, publicOrigin: string | undefined, ownOrigin: string) {
  if (fetchSite === 'cross-site') return true;
  if (!origin) return false;
  return origin !== ownOrigin && origin !== publicOrigin;
}

export default fp(securityPlugin, { name: 'security', dependencies: ['errors'] });
