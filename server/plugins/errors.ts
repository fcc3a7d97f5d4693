import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ApiErrorBody, type ErrorCode, ERROR_STATUS } from '../../core/errors';
import { FALLBACK_LANGUAGE, type Language } from '../../core/constants';
import { languageFromAcceptLanguage } from '../../core/language-pick';
import { translate } from '../i18n';

/**
 * The one error handler. Every 4xx is `{ message, code, fieldErrors? }` in the request's
 * language (Accept-Language, else the signed-in user's, else English); a 5xx never shows internals.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? request.user?.language ?? FALLBACK_LANGUAGE;
}

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
}

/**
 * A field's name in words: `fields.<path>` (`fields.items.0.source`), else the name of its last
 * named step (`fields.source`), else the label the schema gave (`key|{"field":"admin:..."}`, see
 * core/schemas/text.ts), else the path itself: never a bare translation key.
 */
function fieldName(language: Language, field: string, label: string | undefined): string {
  const lastNamed = field.split('.').filter((step) => !/^\d+$/.test(step) && step !== '_').at(-1);
  for (const key of [`fields.${field}`, lastNamed ? `fields.${lastNamed}` : undefined]) {
    if (!key) continue;
    const name = translate(language, key);
    if (name !== key) return name;
  }
  if (label) {
    const [namespace, key] = label.includes(':') ? label.split(':', 2) : ['translation', `fields.${label}`];
    const name = translate(language, key, {}, namespace);
    if (name !== key) return name;
  }
  return field;
}

/** A message key, with the values core's schemas may put after a '|' (`validation.text.lineBreaks|{"field":"firstName"}`). */
function splitMessage(message: string): { key: string; values: Record<string, string> } {
  const separator = message.indexOf('|');
  if (separator === -1) return { key: message, values: {} };
  try {
    return { key: message.slice(0, separator), values: JSON.parse(message.slice(separator + 1)) as Record<string, string> };
  } catch {
    return { key: message.slice(0, separator), values: {} };
  }
}

/** Field errors keyed by the field path, each message translated and naming its field. */
export function translateIssues(language: Language, issues: ZodLikeIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (fieldErrors[field]) continue;
    const { key, values } = splitMessage(issue.message);
    const name = fieldName(language, field, values.field);
    const isKey = /^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(key);
    fieldErrors[field] = isKey
      ? translate(language, key, { ...values, field: name })
      : translate(language, issue.code === 'invalid_type' ? 'validation.required' : 'validation.invalidType', {
          field: name,
        });
  }
  return fieldErrors;
}

/**
 * A 400 for one field (the input guards: text no field may hold), its message also the answer's
 * message, so that both name the field.
 */
export function sendFieldError(reply: FastifyReply, request: FastifyRequest, field: string, messageKey: string) {
  const fieldErrors = translateIssues(requestLanguage(request), [{ path: field.split('.'), message: messageKey }]);
  const body: ApiErrorBody = { message: fieldErrors[field], code: 'VALIDATION_ERROR', fieldErrors };
  return reply.status(400).type('application/json').send(body);
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  messageKey: string,
  extra: { values?: Record<string, string | number>; fieldErrors?: Record<string, string> } = {},
) {
  const language = requestLanguage(request);
  const body: ApiErrorBody = { message: translate(language, messageKey, extra.values), code };
  if (extra.fieldErrors) {
    body.fieldErrors = translateIssues(
      language,
      Object.entries(extra.fieldErrors).map(([field, message]) => ({ path: field.split('.'), message })),
    );
    // A message that names its field ("{{field}} contains ...") says it as the field's error does.
    const namesField = translate(language, messageKey, { ...extra.values, field: '\u0001' }).includes('\u0001');
    if (namesField && !extra.values?.field) body.message = Object.values(body.fieldErrors)[0] ?? body.message;
  }
  return reply.status(ERROR_STATUS[code]).type('application/json').send(body);
}

function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, request, error.code, error.messageKey, { values: error.values, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? '',
        code: v.keyword,
      }));
      // Broken Unicode the input guards found, in a field the schema did not complain about.
      const pending = request.textProblem;
      if (pending && !issues.some((issue) => issue.path.join('.') === pending.field)) issues.push({ path: pending.field.split('.'), message: pending.messageKey, code: 'custom' });
      const fieldErrors = translateIssues(requestLanguage(request), issues);
      const first = Object.values(fieldErrors)[0];
      const body: ApiErrorBody = { message: first ?? translate(requestLanguage(request), 'errors.validation'), code: 'VALIDATION_ERROR', fieldErrors };
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(reply, request, 'INTERNAL', 'errors.internal');
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, request, 'INVALID_JSON', 'errors.invalidJson');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return sendError(reply, request, 'PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, request, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType');
    }
    if (error.statusCode === 429) return sendError(reply, request, 'RATE_LIMITED', 'errors.rateLimited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Any other client error Fastify raises (bad URL encoding, etc.) is a 400, not a 500.
      return sendError(reply, request, 'VALIDATION_ERROR', 'errors.validation');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request, 'INTERNAL', 'errors.internal');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
