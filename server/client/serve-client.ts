import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sendError } from '../plugins/errors';
import { contentSecurityPolicy } from '../plugins/security';

/** What Vite writes into index.html wherever the page's nonce goes (vite.config.ts `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'ACASA_CSP_NONCE';

/**
 * index.html with a fresh nonce for each page load: the nonce lets the `<style>` elements
 * Radix inserts at run time through a CSP without 'unsafe-inline' (issue 11), and a nonce is
 * only worth something if no two pages share it.
 */
function sendPage(reply: FastifyReply, html: string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('Cache-Control', 'no-cache')
    .header('content-security-policy', contentSecurityPolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
}

/** The built client: its files, and index.html for every page route (the client routes itself). */
export async function registerClient(app: FastifyInstance, clientDir: string | null) {
  const indexPath = clientDir === null ? null : join(clientDir, 'index.html');
  const html = indexPath !== null && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (html !== null) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts): the one the
      // client accepts leaves as is, with Vary: Accept-Encoding, and no CPU spent per request.
      preCompressed: true,
      // index.html only ever leaves with its nonce filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, path) {
        // Hashed assets never change; translations must be revalidated.
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    const path = request.url.split('?')[0];
    if (html !== null && isPage && (path === '/index.html' || !/\.[a-z0-9]+$/i.test(path))) return sendPage(reply, html);
    return sendError(reply, request, 'NOT_FOUND', 'errors.notFound');
  });
}
