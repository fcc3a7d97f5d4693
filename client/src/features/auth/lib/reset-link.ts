import { RESET_TOKEN_PATTERN } from '@core/schemas/password-reset';
import type { ErrorCode } from '@core/errors';

/** The token of a reset link's query (`?token=…`), or null when it is missing or not one we send. */
export function resetTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
}

const LINK_ERRORS: ReadonlySet<ErrorCode> = new Set(['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED']);

/** The server refused the link itself (unknown, expired, used): the page offers a new one instead of the form. */
export function isResetLinkRefusal(code: ErrorCode | undefined): boolean {
  return code !== undefined && LINK_ERRORS.has(code);
}
