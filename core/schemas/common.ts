import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors';

export const ZApiError = z.object({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** Error answers every route may give; spread into a route's response schema. */
export const errorResponses = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  413: ZApiError,
  429: ZApiError,
} as const;

export const ZUuidParam = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
export const ZIntIdParam = z.object({ id: z.coerce.number({ error: 'errors.notFound' }).int().positive({ error: 'errors.notFound' }) });
