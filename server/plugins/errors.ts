import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ApiErrorBody, type ErrorCode, ERROR_STATUS } from '../../core/errors';
import { FALLBACK_LANGUAGE, type Language } from '../../core/constants';
import { languageFromHeader, translate } from '../i18n';

/**
 * The one error handler. Every 4xx is `{ message, code, fieldErrors? }` in the request's
 * language (Accept-Language, else the signed-in user's, else English); a 5xx never shows internals.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromHeader(request.headers['accept-language']) ?? request.user?.language ?? FALLBACK_LANGUAGE;
}

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
}

/** Field errors keyed by the field path, each message translated and naming its field. */
export function translateIssues(language: Language, issues: ZodLikeIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (fieldErrors[field]) continue;
    const fieldName = translate(language, `fields.${field}`);
    const isKey = /^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(issue.message);
    fieldErrors[field] = isKey
      ? translate(language, issue.message, { field: fieldName })
      : translate(language, issue.code === 'invalid_type' ? 'validation.required' : 'validation.invalidType', {
          field: fieldName,
        });
  }
  return fieldErrors;
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
