import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sendError } from '../plugins/errors';
import { contentSecurityPolicy } from '../plugins/security';
import { BOOT_SHELL_FILE, readBootShells, withBootShell, type BootShells } from './boot-shell';

/** What Vite writes into index.html wherever the page's nonce goes (vite.config.ts `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'ACASA_CSP_NONCE';

/**
 * index.html with a fresh nonce for each page load: the nonce lets the `<style>` elements
 * Radix inserts at run time through a CSP without 'unsafe-inline' (issue 11), and a nonce is
 * only worth something if no two pages share it.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, shells: BootShells | null, path: string) {
  const nonce = randomBytes(16).toString('base64');
  const page = withBootShell(html, shells, request, path).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  reply
    .header('Cache-Control', 'no-cache')
    // `/` carries the first screen in the language cookie's language, else the browser's, for visitors without a session.
    .header('Vary', 'Cookie, Accept-Language, Accept-Encoding')
    .header('content-security-policy', contentSecurityPolicy(nonce))
    .type('text/html; charset=utf-8');
  // Pages leave through the not-found handler, which @fastify/compress does not reach; a page
  // differs per request (its nonce), so it is compressed here, quickly (brotli 4, gzip 6).
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(brotliCompressSync(page, BROTLI_FAST));
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}

const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** br or gzip when the client lists it (and not with q=0), else null. */
function pageEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0].trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The built client: its files, and index.html for every page route (the client routes itself). */
export async function registerClient(app: FastifyInstance, clientDir: string | null) {
  const indexPath = clientDir === null ? null : join(clientDir, 'index.html');
  const html = indexPath !== null && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const shells = html !== null ? readBootShells(clientDir!) : null;
  if (html !== null) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts): the one the
      // client accepts leaves as is, with Vary: Accept-Encoding, and no CPU spent per request.
      preCompressed: true,
      // index.html only ever leaves with its nonce filled in; the boot shells only inside it.
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${BOOT_SHELL_FILE}`,
      setHeaders(res, path) {
        // Hashed assets never change; translations must be revalidated.
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    const path = request.url.split('?')[0];
    if (html !== null && isPage && (path === '/index.html' || !/\.[a-z0-9]+$/i.test(path))) return sendPage(request, reply, html, shells, path);
    return sendError(reply, request, 'NOT_FOUND', 'errors.notFound');
  });
}
