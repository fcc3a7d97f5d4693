import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/**
 * Guards every /api request shares (issue 11):
 * - An empty body sent as JSON is an empty object, not a 400: the spec's logout sends
 *   `Content-Type: application/json` and no body, as may any route that takes none.
 * - Text with control characters (NUL and the other C0/C1 codes; tab, line feed and carriage
 *   return are text) is refused with a 400 naming the field, before validation or the
 *   database sees it: PostgreSQL cannot store NUL, and no field of ours means any of them.
 * - Answers are personal unless a route says otherwise: `Cache-Control: no-store` by default,
 *   so no shared cache or browser back-button keeps a signed-in answer.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const MAX_DEPTH = 20;

/** The dotted path of the first string (or key) with a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  // Bytes are not text: the Stripe webhook's raw body is a Buffer, and walking the keys of a
  // 256 KB one would cost every unauthenticated request tens of milliseconds.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Uint8Array) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findControlCharacter(value[index], [...path, String(index)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (CONTROL_CHARACTERS.test(key)) return [...path, '_'].join('.');
    const found = findControlCharacter((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

async function inputGuardsPlugin(app: FastifyInstance) {
  // Fastify's own parser (which refuses __proto__ and constructor.prototype), but for an empty body.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, {});
    defaultJson(request, body as string, done);
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });

  app.addHook('preValidation', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const field = findControlCharacter(request.body) ?? findControlCharacter(request.query);
    if (field === null) return done();
    sendError(reply, request, 'VALIDATION_ERROR', 'validation.text.controlCharacters', {
      fieldErrors: { [field]: 'validation.text.controlCharacters' },
    });
  });
}

export default fp(inputGuardsPlugin, { name: 'input-guards', dependencies: ['errors'] });
