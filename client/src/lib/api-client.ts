import type { QueryFunction } from '@tanstack/react-query';
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@core/errors';
import { getCurrentLanguage } from './i18n';

/**
 * The error of docs/product.md §7: message `${status}: ${bodyText || statusText}`.
 * When the body is the server's JSON error it is kept, parsed, in `body`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body?: ApiErrorBody;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the message still carries it.
  }
  return undefined;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

export interface ApiErrorDetails {
  /** HTTP status, when the error came from an answer. */
  status?: number;
  code?: ErrorCode;
  /** The server's (localised) message, else the error's own message. */
  message: string;
  fieldErrors?: Record<string, string>;
}

/** Reads status, code, message and fieldErrors from anything a fetcher may throw. */
export function getApiErrorDetails(error: unknown): ApiErrorDetails {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      code: isErrorCode(error.body?.code) ? error.body.code : undefined,
      message: error.body?.message ?? error.message,
      fieldErrors: error.body?.fieldErrors,
    };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

/** The server refused because the plan's monthly assessments are used (403 PLAN_LIMIT). */
export function isPlanLimitRefusal(error: unknown): boolean {
  const details = getApiErrorDetails(error);
  return details.status === 403 && details.code === 'PLAN_LIMIT';
}

/**
 * fetch with the app's defaults: cookies always, and the interface language so the server
 * answers messages in it. Does not throw on HTTP errors (see apiRequest for that).
 */
export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', getCurrentLanguage());
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetch(url, { ...init, headers, credentials: 'include' });
}

/** Throws the ApiError of docs/product.md §7 when the answer is not 2xx. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, text);
}

/** Parses a 2xx answer: JSON when it says so, undefined when empty, text otherwise. */
async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call to the API. A body, when given, is sent as JSON with a JSON content type;
 * without one neither is sent. Resolves to the parsed answer; rejects with ApiError.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init: Omit<RequestInit, 'method' | 'body'> = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  const hasBody = body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  const response = await apiFetch(url, {
    ...init,
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return readBody<T>(response);
}

/** The default query function: the query key's first element is the URL (docs/product.md §7). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL');
  return apiRequest('GET', url, undefined, { signal });
};
