import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { TEXT_MESSAGES, textProblem, type TextProblem } from '../../core/schemas/text';
import { sendError, sendFieldError } from './errors';

/**
 * Guards every /api request shares (issues 11 and 20, ADR 071), in one place so that a new route
 * has them without asking:
 * - Bodies: a public route reads at most PUBLIC_BODY_LIMIT bytes (a 413 from Content-Length,
 *   before anything is read); JSON nested deeper than MAX_JSON_DEPTH is refused from one linear
 *   scan of the text before JSON.parse walks it; bytes that are not UTF-8 are refused, not read
 *   as U+FFFD. An empty body sent as JSON is an empty object (the logout of docs/product.md §7).
 * - Text, in the body, the query and the path: ill-formed Unicode (a lone surrogate, a %-escape
 *   that is not UTF-8) and control characters (NUL and the other C0/C1 codes; tab, line feed and
 *   carriage return are text here, single-line fields refuse them in their core schema) are
 *   refused with a 400 naming the field, before validation or the database sees them.
 * - Answers are personal unless a route says otherwise: `Cache-Control: no-store` by default.
 */

/** Bytes a public route reads: its bodies are forms of a few hundred bytes (the preview, contact, login). */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
/** Levels of arrays and objects a JSON body may have: ours have at most 4. */
export const MAX_JSON_DEPTH = 32;
/** The walk of parsed values stops here (the JSON depth above bounds bodies; queries are flat). */
const MAX_WALK_DEPTH = MAX_JSON_DEPTH + 2;

export interface TextProblemAt {
  /** The dotted path of the field (`items.2.source`); a key's problem is `<path>._`, the whole value's `_`. */
  path: string;
  problem: TextProblem;
}

const pathOf = (path: string[]) => path.join('.') || '_';

/** The first string (or key) of `value` that no field may hold, with its path, or null. */
export function findTextProblem(value: unknown, path: string[] = [], depth = 0): TextProblemAt | null {
  if (typeof value === 'string') {
    const problem = textProblem(value, 'multiLine');
    return problem ? { path: pathOf(path), problem } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_WALK_DEPTH) return null;
  // Bytes are not text: the Stripe webhook's raw body is a Buffer, and walking the keys of a
  // 256 KB one would cost every unauthenticated request tens of milliseconds.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Uint8Array) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findTextProblem(value[index], [...path, String(index)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyProblem = textProblem(key, 'multiLine');
    if (keyProblem) return { path: pathOf([...path, '_']), problem: keyProblem };
    const found = findTextProblem((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON nests arrays and objects deeper than `max`, read once from the start and stopped
 * at the first level too deep: a megabyte of `[[[[` costs `max` steps, not a parse. Read as bytes,
 * before any decoding (in UTF-8 the bytes of `[ { " \\` never occur inside another character).
 * Brackets inside strings are text. The bytes need not be valid JSON (JSON.parse judges that next).
 */
export function isJsonDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < bytes.length; i++) {
    const code = bytes[i];
    if (isInString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) isInString = true;
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--;
  }
  return false;
}

/** The first parameter of a raw query string whose %-escapes are not UTF-8 (or null). */
export function findIllFormedQueryParameter(url: string): string | null {
  const start = url.indexOf('?');
  if (start === -1) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const [name, value = ''] = pair.split('=', 2);
    const decodedName = tryDecode(name);
    if (decodedName === null) return '_';
    if (tryDecode(value) === null) return decodedName || '_';
  }
  return null;
}

function tryDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The route patterns, by method, so that a bad path can name its parameter. */
type RoutePatterns = Map<string, string[][]>;

/**
 * The parameter of a path that could not be decoded (a %-escape that is not UTF-8): the route
 * whose pattern matches the path's other segments names it; `_` when none does.
 */
export function badPathParameter(patterns: RoutePatterns, method: string, url: string): string {
  const segments = url.split('?')[0].split('/');
  const badAt = segments.findIndex((segment) => tryDecode(segment) === null);
  for (const pattern of patterns.get(method) ?? []) {
    if (pattern.length !== segments.length || !pattern[badAt]?.startsWith(':')) continue;
    const isMatch = pattern.every((step, i) => step.startsWith(':') || step === segments[i]);
    if (isMatch) return pattern[badAt].slice(1);
  }
  return '_';
}

const routePatterns = new WeakMap<FastifyInstance, RoutePatterns>();

/**
 * Fastify's `frameworkErrors`: a path that is not valid UTF-8 once decoded (`/api/admin/users/%ED%A0%80`)
 * never reaches a route. Answered like any bad input: a 400 naming the parameter. A parameter
 * longer than Fastify's limit (100 characters) is a 404, as an id that names nothing is.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    const patterns = routePatterns.get(request.server) ?? new Map();
    return sendFieldError(reply, request, badPathParameter(patterns, request.method, request.url), TEXT_MESSAGES.illFormed);
  }
  // FST_ERR_MAX_PARAM_LENGTH: an id longer than any of ours names nothing, answered as an unknown id is.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, request, 'NOT_FOUND', 'errors.notFound');
  return sendError(reply, request, 'VALIDATION_ERROR', 'errors.validation');
}

export interface InputGuardsOptions {
  /** Public routes that read their body with a parser of their own and its own limit (Stripe's webhook, one-click unsubscribe). */
  ownBodyLimitPaths?: string[];
}

async function inputGuardsPlugin(app: FastifyInstance, options: InputGuardsOptions) {
  const ownBodyLimit = new Set(options.ownBodyLimitPaths ?? []);
  const patterns: RoutePatterns = new Map();
  routePatterns.set(app, patterns);

  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      patterns.set(method, [...(patterns.get(method) ?? []), route.url.split('/')]);
    }
    // A public route reads a small body unless it says otherwise: a new one is bounded without asking.
    const isPublic = (route.config as { access?: string } | undefined)?.access === 'public';
    if (isPublic && route.bodyLimit === undefined && !ownBodyLimit.has(route.url)) route.bodyLimit = PUBLIC_BODY_LIMIT;
  });

  // Fastify's own parser (which refuses __proto__ and constructor.prototype), after the checks above.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (isJsonDeeperThan(bytes, MAX_JSON_DEPTH)) return done(new AppError('INVALID_JSON', 'errors.jsonTooDeep', { values: { max: MAX_JSON_DEPTH } }), undefined);
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(null, {});
    if (isUtf8(bytes)) return defaultJson(request, text, done);
    // Bytes that are not UTF-8 read as U+FFFD: the first string holding one names the field.
    defaultJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const field = findReplacementCharacter(value);
      done(field === null ? invalidJson() : illFormedField(field), undefined);
    });
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });

  app.decorateRequest('textProblem', null);

  // Control characters: refused at once. Ill-formed Unicode: the route's schema speaks first, so
  // that a field with a message of its own ("Bank name contains characters that cannot be
  // stored") gives it; the error handler adds this field's error to the schema's others, and
  // preHandler refuses the request if the schema let it through (or has none).
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const badQuery = findIllFormedQueryParameter(request.url);
    if (badQuery !== null) return sendFieldError(reply, request, badQuery, TEXT_MESSAGES.illFormed);
    const found = findTextProblem(request.query) ?? findTextProblem(request.body);
    if (found === null) return done();
    if (found.problem === 'illFormed') {
      request.textProblem = { field: found.path, messageKey: TEXT_MESSAGES.illFormed };
      return done();
    }
    sendFieldError(reply, request, found.path, TEXT_MESSAGES[found.problem]);
  });

  app.addHook('preHandler', (request, reply, done) => {
    if (request.textProblem === null) return done();
    sendFieldError(reply, request, request.textProblem.field, request.textProblem.messageKey);
  });
}

const invalidJson = () => new AppError('INVALID_JSON', 'errors.invalidJson');
const illFormedField = (field: string) => new AppError('VALIDATION_ERROR', TEXT_MESSAGES.illFormed, { fieldErrors: { [field]: TEXT_MESSAGES.illFormed } });

/** The path of the first string (or key) holding U+FFFD, which bytes that are not UTF-8 decode to. */
function findReplacementCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\ufffd') ? pathOf(path) : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\ufffd')) return pathOf([...path, '_']);
    const found = findReplacementCharacter(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Text in the request no field may hold, found before validation (the error handler names it too). */
    textProblem: { field: string; messageKey: string } | null;
  }
}

export default fp(inputGuardsPlugin, { name: 'input-guards', dependencies: ['errors'] });
