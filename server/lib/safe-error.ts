/**
 * How errors are written to the log (issue 11): never the SQL parameters of a failed query
 * (drizzle puts them in the message: a password hash, an e-mail), never what PostgreSQL says
 * about a value (its messages and `detail` quote the values), never a request body. The type,
 * the SQLSTATE code, the SQL text and the stack are kept: enough to find the bug.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/** Everything from a "params:" line on (drizzle's "Failed query: …\nparams: …"). */
const PARAMS = /\n?\s*params:[\s\S]*$/;

const scrub = (text: string) => text.replace(PARAMS, ' [parameters not logged]');

/** A PostgreSQL error (SQLSTATE code): its message may quote the values ("invalid input syntax … "x""). */
const isDatabaseError = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The stack's frames, without its first line (which repeats the message). */
const framesOnly = (stack: string | undefined) => (stack ?? '').split('\n').slice(1).join('\n');

export function safeErrorSerializer(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const code = (error as { code?: unknown }).code;
  const logged: LoggedError = isDatabaseError(code)
    ? { type: error.name, message: `database error ${String(code)} [message not logged: it may quote values]`, stack: framesOnly(error.stack) }
    : { type: error.name, message: scrub(error.message), stack: scrub(error.stack ?? '') };
  if (typeof code === 'string') logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = safeErrorSerializer(error.cause, depth + 1);
  return logged;
}
