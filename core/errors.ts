/**
 * Error codes shared by client and server. The server's error handler maps each
 * code to an HTTP status; the client branches on codes, never on message text.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  /** A password-reset link no account has (mistyped, or voided by a newer one's request). */
  RESET_LINK_INVALID: 400,
  RESET_LINK_EXPIRED: 400,
  RESET_LINK_USED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  USER_EXISTS: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  /** field path -> message in the request's language */
  fieldErrors?: Record<string, string>;
}

/** Thrown by services; the error handler turns it into an ApiErrorBody. `messageKey` is a translation key. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly values?: Record<string, string | number>;
  readonly fieldErrors?: Record<string, string>;

  constructor(
    code: ErrorCode,
    messageKey: string,
    options: { values?: Record<string, string | number>; fieldErrors?: Record<string, string> } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.messageKey = messageKey;
    this.values = options.values;
    this.fieldErrors = options.fieldErrors;
  }
}
